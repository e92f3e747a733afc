/** Customer plugin (spec §7 "Customers"): login, logout, current customer. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { registerCustomerRoutes } from './routes';

export interface CustomersModuleOptions {
  db: Db;
  /** Clock for the login attempt windows (tests pin or advance it). */
  now?: () => Date;
}

export const customersModule: FastifyPluginAsync<CustomersModuleOptions> = async (app, options) => {
  registerCustomerRoutes(app, { db: options.db, now: options.now ?? (() => new Date()) });
};
