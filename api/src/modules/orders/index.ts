/**
 * Checkout plugin: cart validation, orders, Klikk & Hent reservations, the confirmation and the
 * customer's history (spec §7 "Reservations and orders", ADR 0004), plus the sweeper that
 * releases unpaid orders.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimit } from '../../http/rate-limit';
import type { PaymentGateway } from './gateway';
import { registerOrderRoutes } from './routes';
import { startSweeper } from './sweeper';

export interface OrdersModuleOptions {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
  paymentTimeoutMs: number;
  /** 0: no background sweeper (tests run rounds themselves). */
  sweepIntervalMs: number;
  rateLimit: RateLimit;
}

export const ordersModule: FastifyPluginAsync<OrdersModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  registerOrderRoutes(app, {
    db: options.db,
    gateway: options.gateway,
    now,
    paymentTimeoutMs: options.paymentTimeoutMs,
    rateLimit: options.rateLimit,
  });
  if (options.sweepIntervalMs > 0) {
    const sweeper = startSweeper(
      { db: options.db, gateway: options.gateway, now, log: app.log },
      options.sweepIntervalMs,
    );
    app.addHook('onListen', async () => sweeper.kick());
    app.addHook('onClose', () => sweeper.stop());
  }
};
