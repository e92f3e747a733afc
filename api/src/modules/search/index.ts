/**
 * Search plugin (issue 5, ADR 0003): Norwegian full-text search with filters, facets, typo
 * tolerance and suggestions, answered by the database every process shares (PostgreSQL
 * full-text search + pg_trgm, PGlite and PostgreSQL alike) behind a `SearchBackend`.
 * `refreshSearchIndex` is the index maintenance writers call in their transaction (the seed does).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createModuleCache } from '../catalog';
import { startRepricing } from './indexer';
import { registerSearchRoutes } from './routes';
import { SearchService } from './service';

export {
  compactSearchIndex,
  refreshSearchIndex,
  startRepricing,
  type RefreshResult,
} from './indexer';
export { SearchService } from './service';
export type { SearchBackend } from './backend';

export interface SearchModuleOptions {
  db: Db;
  /** Overrides `CATALOG_CACHE_TTL_MS` for the suggestion cache; 0 disables it. */
  cacheTtlMs?: number;
  /** Clock for campaign prices (tests pin it). */
  now?: () => Date;
}

export const searchModule: FastifyPluginAsync<SearchModuleOptions> = async (app, options) => {
  const cache = createModuleCache(options, (fn) => app.addHook('onClose', async () => fn()));
  const service = new SearchService(options.db, options.now ? { now: options.now } : {});
  const stopRepricing = startRepricing(options.db, {
    ...(options.now ? { now: options.now } : {}),
    onError: (error) => app.log.warn({ err: error }, 'search: re-pricing failed'),
  });
  app.addHook('onClose', async () => stopRepricing());
  registerSearchRoutes(app, { service, cache });
};
