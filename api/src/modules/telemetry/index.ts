/** Telemetry plugin: what the shop's browsers report about themselves (remote fallbacks). */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { registerTelemetryRoutes } from './routes';

export interface TelemetryModuleOptions {
  db: Db;
  now?: () => Date;
  adminToken: string | undefined;
}

export const telemetryModule: FastifyPluginAsync<TelemetryModuleOptions> = async (app, options) => {
  registerTelemetryRoutes(app, {
    db: options.db,
    now: options.now ?? (() => new Date()),
    adminToken: options.adminToken,
  });
};
