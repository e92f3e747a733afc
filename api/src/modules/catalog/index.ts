/**
 * Catalogue plugin: articles, category tree, filter lists, shops, postcodes, settings,
 * bestsellers, campaigns, promo codes and shipping methods (spec §7 "Catalogue and content").
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { cacheTtlFromEnv, ResponseCache } from '../../http/response-cache';
import { registerCatalogRoutes } from './routes';

export interface ReadModuleOptions {
  db: Db;
  /** Overrides `CATALOG_CACHE_TTL_MS`; 0 disables the response cache. */
  cacheTtlMs?: number;
  /** Clock for campaign windows and 'førpris' (tests pin it). */
  now?: () => Date;
}

/** Every live response cache, so a writer can drop them all without a handle on the app. */
const caches = new Set<ResponseCache>();

/** Call after writes that change what the catalogue shows (prices, stock, campaigns, content). */
export function invalidateCatalogCaches(prefix = ''): void {
  for (const cache of caches) cache.invalidate(prefix);
}

/** One cache per plugin instance, forgotten when the app closes (tests build many apps). */
export function createModuleCache(
  options: ReadModuleOptions,
  onClose: (fn: () => void) => void,
): ResponseCache {
  const cache = new ResponseCache(options.cacheTtlMs ?? cacheTtlFromEnv());
  caches.add(cache);
  onClose(() => caches.delete(cache));
  return cache;
}

export const catalogModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(options, (fn) => app.addHook('onClose', async () => fn()));
  registerCatalogRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
