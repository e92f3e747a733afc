/**
 * Catalogue plugin: articles, category tree, filter lists, shops, postcodes, settings,
 * bestsellers, campaigns, promo codes and shipping methods (spec §7 "Catalogue and content").
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  createModuleCache,
  invalidateModuleCaches,
  type ReadModuleOptions,
} from '../../http/module-cache';
import { registerCatalogRoutes } from './routes';

/**
 * Call after writes that change what the catalogue shows (prices, stock, campaigns, reviews).
 * Articles also show in search tiles, social posts and blog posts, so every module's cache
 * goes; `prefix` narrows it to the catalogue's keys of one thing (`article:<id>`).
 */
export function invalidateCatalogCaches(prefix = ''): void {
  invalidateModuleCaches(prefix);
}

export const catalogModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(app, options.cacheTtlMs);
  registerCatalogRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
