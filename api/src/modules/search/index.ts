/**
 * Search plugin (issue 5, ADR 0003): Norwegian full-text search with filters, facets, typo
 * tolerance and suggestions, answered by the database every process shares (PostgreSQL
 * full-text search + pg_trgm, PGlite and PostgreSQL alike) behind a `SearchBackend`.
 * `refreshSearchIndex` is the index maintenance writers call in their transaction (the seed does).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SearchConfig } from '../../config';
import type { Db } from '../../db/client';
import { createModuleCache } from '../../http/module-cache';
import type { SearchBackend } from './backend';
import { registerEngine, startEngineSync } from './engines/engine-sync';
import { MeilisearchBackend } from './engines/meilisearch';
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
  /** Overrides `CATALOG_CACHE_TTL_MS` for the `searchids` cache; 0 disables it. */
  cacheTtlMs?: number;
  /** Clock for campaign prices (tests pin it). */
  now?: () => Date;
  /** Where searches are answered; default: the database. */
  search?: SearchConfig;
  /** How long an identical search or suggestion reuses an answer (ms); default 0: never. */
  answerTtlMs?: number;
}

/** Answers kept at once: a page of tiles is tens of KB, so the bound is memory (ADR 0003). */
const ANSWERS_KEPT = 256;

export const searchModule: FastifyPluginAsync<SearchModuleOptions> = async (app, options) => {
  const cache = createModuleCache(app, options.cacheTtlMs);
  let backend: SearchBackend | undefined;
  if (options.search?.backend === 'meilisearch') {
    // An engine holds a copy fed from the database's outbox (engines/engine-sync.ts).
    const engine = new MeilisearchBackend(options.db, options.search);
    await engine.configure();
    await registerEngine(options.db, `meilisearch:${options.search.index}`);
    const stopSync = startEngineSync(options.db, engine, {
      onError: (error) => app.log.warn({ err: error }, 'search: engine sync failed'),
    });
    app.addHook('onClose', async () => stopSync());
    backend = engine;
  }
  const service = new SearchService(options.db, {
    ...(options.now ? { now: options.now } : {}),
    ...(backend ? { backend } : {}),
  });
  const stopRepricing = startRepricing(options.db, {
    ...(options.now ? { now: options.now } : {}),
    onError: (error) => app.log.warn({ err: error }, 'search: re-pricing failed'),
  });
  app.addHook('onClose', async () => stopRepricing());
  const answers = createModuleCache(app, options.answerTtlMs ?? 0, ANSWERS_KEPT);
  registerSearchRoutes(app, { service, cache, answers });
};
