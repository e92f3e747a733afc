/** Blog plugin (spec §7). */
import type { FastifyPluginAsync } from 'fastify';
import { createModuleCache, type ReadModuleOptions } from '../../http/module-cache';
import { registerBlogRoutes } from './routes';

export const blogModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(app, options.cacheTtlMs);
  registerBlogRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
