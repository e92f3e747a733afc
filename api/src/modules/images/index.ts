/** Generated product and banner images (no database needed). */
import type { FastifyPluginAsync } from 'fastify';
import { registerImageRoutes } from './routes';

export const imagesModule: FastifyPluginAsync = async (app) => {
  registerImageRoutes(app);
};
