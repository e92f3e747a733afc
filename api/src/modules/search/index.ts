/**
 * Search plugin (issue 5): Norwegian full-text search with filters, facets, typo tolerance and
 * suggestions. PostgreSQL (full-text search + pg_trgm, PGlite and PostgreSQL alike) builds the
 * index and analyses query words; pages are answered from an in-memory copy (ADR 0003).
 * `refreshSearchIndex` is the index maintenance writers call (the seed does).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createModuleCache } from '../catalog';
import { registerSearchRoutes } from './routes';
import { SearchService } from './service';
import { currentSnapshot } from './snapshots';

export { compactSearchIndex, refreshSearchIndex, type RefreshResult } from './indexer';
export { SearchService } from './service';

/**
 * Loads the in-memory search index before the server listens, so the first shopper does not
 * wait for it. Returns the number of indexed articles and the time the load took.
 */
export async function warmSearchIndex(db: Db): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const snapshot = await currentSnapshot(db);
  return { documents: snapshot.size, ms: Math.round(performance.now() - started) };
}

export interface SearchModuleOptions {
  db: Db;
  /** Overrides `CATALOG_CACHE_TTL_MS` for the suggestion and result caches; 0 disables them. */
  cacheTtlMs?: number;
  /** Clock for campaign prices (tests pin it). */
  now?: () => Date;
}

export const searchModule: FastifyPluginAsync<SearchModuleOptions> = async (app, options) => {
  const cache = createModuleCache(options, (fn) => app.addHook('onClose', async () => fn()));
  const service = new SearchService(options.db, {
    cacheTtlMs: cache.ttlMs,
    ...(options.now ? { now: options.now } : {}),
  });
  registerSearchRoutes(app, { service, cache });
};
