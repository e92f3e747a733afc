/**
 * Geo module (issue 14): shop distances through the routing service and address lookup through
 * Kartverket, both falling back to our own tables (shops, postcodes) when unconfigured or down.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { GeoConfig } from '../../config';
import type { Db } from '../../db/client';
import { registerGeoRoutes } from './routes';

export interface GeoModuleOptions {
  db: Db;
  config: GeoConfig;
}

export const geoModule: FastifyPluginAsync<GeoModuleOptions> = async (app, options) => {
  registerGeoRoutes(app, options.db, options.config);
};
