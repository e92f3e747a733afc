/**
 * Search plugin (issue 5): Norwegian full-text search with filters, facets, typo tolerance and
 * suggestions, on PostgreSQL full-text search + pg_trgm (PGlite and PostgreSQL alike).
 * `refreshSearchIndex` is the index maintenance writers call (the seed does).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createModuleCache } from '../catalog';
import { registerSearchRoutes } from './routes';
import { SearchService } from './service';

export { compactSearchIndex, refreshSearchIndex, type RefreshResult } from './indexer';
export { SearchService } from './service';

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
