/**
 * Payments plugin (ADR 0004): the shopper's confirmation call, the provider callbacks and the
 * staff capture. The gateway is built once per app (app.ts) and shared with the orders module.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from './gateway';
import { registerPaymentRoutes } from './routes';
import type { VippsWebhooks } from './vipps-webhooks';

export interface PaymentsModuleOptions {
  db: Db;
  gateway: Gateway;
  vippsWebhooks: VippsWebhooks;
  now?: () => Date;
  staffApiToken: string | undefined;
}

export const paymentsModule: FastifyPluginAsync<PaymentsModuleOptions> = async (app, options) => {
  registerPaymentRoutes(app, {
    db: options.db,
    gateway: options.gateway,
    vippsWebhooks: options.vippsWebhooks,
    now: options.now ?? (() => new Date()),
    staffApiToken: options.staffApiToken,
  });
};
