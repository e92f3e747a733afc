/** Content plugin (spec §7). */
import type { FastifyPluginAsync } from 'fastify';
import { createModuleCache, type ReadModuleOptions } from '../../http/module-cache';
import { registerContentRoutes } from './routes';

export const contentModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(app, options.cacheTtlMs);
  registerContentRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
