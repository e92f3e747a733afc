/** Poll plugin (spec §7 "Polls"): the read calls and answering a question. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createModuleCache, type ReadModuleOptions } from '../../http/module-cache';
import { registerPollRoutes } from './routes';

export interface PollsModuleOptions extends ReadModuleOptions {
  /**
   * The logged-in customer of a request, or null for a guest. Default: the server-side
   * session (http/session.ts), which the personal poll routes ask to have loaded.
   */
  customerId?: (request: FastifyRequest) => Promise<number | null>;
}

const fromSession = async (request: FastifyRequest): Promise<number | null> =>
  request.session?.customerId ?? null;

export const pollsModule: FastifyPluginAsync<PollsModuleOptions> = async (app, options) => {
  const cache = createModuleCache(app, options.cacheTtlMs);
  registerPollRoutes(app, {
    db: options.db,
    cache,
    now: options.now ?? (() => new Date()),
    customerId: options.customerId ?? fromSession,
  });
};
