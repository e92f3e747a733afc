/** Demo HLS video streams (no database needed). */
import type { FastifyPluginAsync } from 'fastify';
import { registerVideoRoutes } from './routes';

export const videosModule: FastifyPluginAsync = async (app) => {
  registerVideoRoutes(app);
};
