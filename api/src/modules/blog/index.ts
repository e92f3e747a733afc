/** Blog plugin (spec §7). */
import type { FastifyPluginAsync } from 'fastify';
import { createModuleCache, type ReadModuleOptions } from '../catalog';
import { registerBlogRoutes } from './routes';

export const blogModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(options, (fn) => app.addHook('onClose', async () => fn()));
  registerBlogRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
