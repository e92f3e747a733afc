/**
 * Releases unpaid orders when their payment time is up (ORDER_PAYMENT_TIMEOUT_MS). Every API
 * process runs it; the state lives in the database, so a restart loses nothing and the next
 * round finds what fell due meanwhile. A Vipps payment is read back first: an approval that
 * raced the deadline still makes the order paid. Cancelling locks the order row, so two
 * processes never cancel one order twice.
 */
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { expiredPendingOrders } from './queries';
import { cancelOrder } from './settlement';

export interface SweeperDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log: { error(obj: unknown, msg: string): void };
}

/** One round; returns how many orders it cancelled. */
export async function sweepExpiredOrders(deps: SweeperDeps, batch = 50): Promise<number> {
  let cancelled = 0;
  for (const order of await expiredPendingOrders(deps.db, deps.now(), batch)) {
    try {
      await deps.gateway.readBack(order);
    } catch (error) {
      // The provider is unreachable: cancel anyway; a later approval is voided when it arrives.
      deps.log.error({ err: error, orderId: order.id }, 'read-back before expiry failed');
    }
    const settled = await cancelOrder(deps.db, order.id, 'expired', deps.now());
    if (settled.changed) {
      cancelled += 1;
      await deps.gateway.close(settled.closedPayments);
    }
  }
  return cancelled;
}

/**
 * Runs a round every `intervalMs`, and one on `kick()` (the app calls it once it listens: what
 * expired while the server was down is released at once, and providers on this server answer).
 */
export function startSweeper(
  deps: SweeperDeps,
  intervalMs: number,
): { kick(): void; stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => sweepExpiredOrders(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'order sweep failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    kick: tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
