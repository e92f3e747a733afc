/**
 * The only ways an order leaves `pending` (ADR 0004): paid once a provider's state was read back
 * as authorised, or cancelled with its stock and gift card money given back. Each runs in one
 * transaction with the payment and the order row locked, so concurrent confirmations, callbacks
 * and the sweeper see one another's result and a state is never applied twice.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, orders, reservations } from '../../db/schema';
import { invalidateCatalogCaches } from '../catalog';
import { queueMail } from '../mail/outbox';
import {
  giveBackGiftCards,
  giveBackStock,
  linesOfOrders,
  lockOrder,
  type OrderRow,
} from './queries';
import { renderReceipt } from './receipt';
import { orderResult } from './results';

export type PaymentRow = typeof payments.$inferSelect;

/** A provider state that was read back from the provider (never one a callback claimed). */
export type ReadBackOutcome =
  | { kind: 'authorized'; providerOrderId: string | null }
  | { kind: 'refused' | 'cancelled' | 'expired' };

export type CancelReason = 'refused' | 'cancelled' | 'expired' | 'provider-error';

export interface Settlement {
  order: OrderRow;
  /** Whether this call changed anything. */
  changed: boolean;
  /**
   * The provider holds money the order no longer wants (authorised after the order was cancelled,
   * or a second payment of an order already paid): the caller voids it at the provider.
   */
  voidPayment: PaymentRow | null;
  /** Payments left open by a cancellation (a Vipps payment the shopper could still approve). */
  closedPayments: PaymentRow[];
}

/** Marks a locked pending order paid and queues its receipt, in the caller's transaction. */
export async function markPaid(
  tx: Db,
  order: OrderRow,
  via: { provider: string; reference: string | null } | null,
  now: Date,
): Promise<OrderRow> {
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: now,
      ...(via ? { paymentMethod: via.provider, providerReference: via.reference } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!paid) throw new Error(`order ${order.id} was not pending`);
  await tx.update(reservations).set({ statusId: 2 }).where(eq(reservations.orderId, order.id));
  const result = await orderResult(tx, paid, () => null);
  await queueMail(
    tx,
    renderReceipt(result, {
      name: paid.customerName,
      email: paid.email,
      address: paid.address
        ? `${paid.address}, ${paid.postalCode ?? ''} ${paid.city ?? ''}`.trim()
        : null,
    }),
  );
  return paid;
}

/** Cancels a locked pending order: stock and gift card money back, open payments closed. */
export async function cancelLocked(
  tx: Db,
  order: OrderRow,
  reason: CancelReason,
  now: Date,
): Promise<{ order: OrderRow; closedPayments: PaymentRow[] }> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!cancelled) throw new Error(`order ${order.id} was not pending`);
  await giveBackStock(tx, order.id, order.shopId);
  await giveBackGiftCards(tx, order.id, now);
  await tx.update(reservations).set({ statusId: 4 }).where(eq(reservations.orderId, order.id));
  const closedPayments = await tx
    .update(payments)
    .set({ state: reason === 'expired' ? 'expired' : 'cancelled' })
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'created')))
    .returning();
  return { order: cancelled, closedPayments };
}

/** The product pages of an order's articles show stock: drop their cached copies (after commit). */
export async function forgetOrderArticles(db: Db, orderId: number): Promise<void> {
  for (const line of await linesOfOrders(db, [orderId]))
    invalidateCatalogCaches(`article:${line.articleId}`);
}

/** Cancels an order if it is still pending (shopper's cancel, sweeper, failed payment start). */
export async function cancelOrder(
  db: Db,
  orderId: number,
  reason: CancelReason,
  now: Date,
): Promise<Settlement> {
  const settled = await db.transaction(async (tx): Promise<Settlement> => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    if (order.status !== 'pending')
      return { order, changed: false, voidPayment: null, closedPayments: [] };
    const done = await cancelLocked(tx, order, reason, now);
    return {
      order: done.order,
      changed: true,
      voidPayment: null,
      closedPayments: done.closedPayments,
    };
  });
  if (settled.changed) await forgetOrderArticles(db, orderId);
  return settled;
}

/** Applies a read-back provider state to one payment and its order. */
export async function settlePayment(
  db: Db,
  paymentId: number,
  outcome: ReadBackOutcome,
  now: Date,
): Promise<Settlement> {
  const settled = await db.transaction(async (tx): Promise<Settlement> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update')
      .limit(1);
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`order ${payment.orderId} not found`);
    const unchanged = { order, changed: false, voidPayment: null, closedPayments: [] };

    if (outcome.kind === 'authorized') {
      if (payment.state === 'authorized' || payment.state === 'captured') return unchanged;
      const [authorized] = await tx
        .update(payments)
        .set({
          state: 'authorized',
          authorizedAt: now,
          ...(outcome.providerOrderId ? { providerOrderId: outcome.providerOrderId } : {}),
        })
        .where(eq(payments.id, payment.id))
        .returning();
      if (!authorized) throw new Error(`payment ${payment.id} vanished`);
      // The order is gone (expired) or paid by another payment: this money must go back.
      if (order.status !== 'pending')
        return { order, changed: true, voidPayment: authorized, closedPayments: [] };
      const reference = authorized.providerOrderId ?? authorized.reference;
      const paid = await markPaid(tx, order, { provider: payment.provider, reference }, now);
      // Other attempts of the same order (a second Klarna session) can no longer be used.
      await tx
        .update(payments)
        .set({ state: 'cancelled' })
        .where(
          and(
            eq(payments.orderId, order.id),
            ne(payments.id, payment.id),
            eq(payments.state, 'created'),
          ),
        );
      return { order: paid, changed: true, voidPayment: null, closedPayments: [] };
    }

    // A refusal never undoes an authorisation (a late or replayed event after approval).
    if (payment.state !== 'created') return unchanged;
    await tx.update(payments).set({ state: outcome.kind }).where(eq(payments.id, payment.id));
    if (order.status !== 'pending')
      return { order, changed: true, voidPayment: null, closedPayments: [] };
    const done = await cancelLocked(
      tx,
      order,
      outcome.kind === 'expired' ? 'expired' : 'refused',
      now,
    );
    return {
      order: done.order,
      changed: true,
      voidPayment: null,
      closedPayments: done.closedPayments,
    };
  });
  if (settled.changed && settled.order.status === 'cancelled')
    await forgetOrderArticles(db, settled.order.id);
  return settled;
}
