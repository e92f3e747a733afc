/** Content plugin (spec §7). */
import type { FastifyPluginAsync } from 'fastify';
import { createModuleCache, type ReadModuleOptions } from '../catalog';
import { registerContentRoutes } from './routes';

export const contentModule: FastifyPluginAsync<ReadModuleOptions> = async (app, options) => {
  const cache = createModuleCache(options, (fn) => app.addHook('onClose', async () => fn()));
  registerContentRoutes(app, { db: options.db, cache, now: options.now ?? (() => new Date()) });
};
