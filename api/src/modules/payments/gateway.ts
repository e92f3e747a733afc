/**
 * The payments side of ADR 0004: opens a provider payment for a pending order, confirms it by
 * reading the provider's state back, voids money an order no longer wants, and captures on
 * dispatch or pickup. Provider calls never run inside a database transaction; every state change
 * goes through the order transitions (orders/settlement.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod, PaymentStart } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { orders, payments, reservations } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { PaymentGateway } from '../orders/gateway';
import { linesOfOrders, lockOrder, orderById, type OrderRow } from '../orders/queries';
import {
  settlePayment,
  type PaymentRow,
  type ReadBackOutcome,
  type Settlement,
} from '../orders/settlement';
import { klarnaSessionBody, type KlarnaOrderInput } from './klarna-order';
import { klarnaIdempotencyKey, type KlarnaClient } from './providers/klarna';
import { ProviderError } from './providers/types';
import { vippsIdempotencyKey, type VippsClient, type VippsPayment } from './providers/vipps';
import type { VippsWebhooks } from './vipps-webhooks';

export interface GatewayDeps {
  db: Db;
  klarna: KlarnaClient;
  vipps: VippsClient;
  vippsWebhooks: VippsWebhooks;
  /** Browser-facing origin (return URLs). */
  publicUrl: string;
  /** Origin the providers call back on (the public one, or this process for the simulators). */
  callbackUrl: { klarna: string; vipps: string };
  klarnaScriptUrl: string;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

export interface Gateway extends PaymentGateway {
  /** POST /reservations/{provider}/: the shopper is back from the provider. */
  confirmByReference(
    provider: PaymentMethod,
    reference: string,
    token: string | null,
  ): Promise<OrderRow>;
  /** The Klarna authorisation callback, once its one-time secret was checked. */
  klarnaCallback(sessionId: string, secret: string, token: string): Promise<'ok' | 'forbidden'>;
  /** A verified Vipps webhook for this reference: read the payment back and settle. */
  vippsEvent(reference: string): Promise<void>;
  /** Staff: capture the paid order at its provider(s) on dispatch or pickup. */
  capture(orderNo: string): Promise<{ orderNo: string; captured: number }>;
  paymentByReference(provider: string, reference: string): Promise<PaymentRow | undefined>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameSecret(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(sha256(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Waits (bounded) for another path to finish settling a payment (callback vs. the shopper). */
async function waitForSettled(db: Db, paymentId: number, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (row?.state !== 'created') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function createGateway(deps: GatewayDeps): Gateway {
  const { db, klarna, vipps, now, log } = deps;

  async function klarnaInput(order: OrderRow): Promise<KlarnaOrderInput> {
    return {
      no: order.no,
      checkoutId: order.checkoutId,
      discount: order.discount,
      freight: order.freight,
      shippingPrice: order.shippingPrice,
      giftcardAmount: order.giftcardAmount,
      lines: await linesOfOrders(db, [order.id]),
    };
  }

  /** Settles, then gives back money the provider holds for nothing and closes dead payments. */
  async function settle(payment: PaymentRow, outcome: ReadBackOutcome): Promise<Settlement> {
    const settled = await settlePayment(db, payment.id, outcome, now());
    if (settled.voidPayment) await voidAuthorized(settled.voidPayment);
    await close(settled.closedPayments);
    return settled;
  }

  async function voidAuthorized(payment: PaymentRow): Promise<void> {
    try {
      if (payment.provider === 'klarna' && payment.providerOrderId)
        await klarna.cancelOrder(payment.providerOrderId, klarnaIdempotencyKey('void', payment.id));
      if (payment.provider === 'vipps')
        await vipps.cancel(payment.reference, vippsIdempotencyKey('void', payment.id));
      await db.update(payments).set({ state: 'cancelled' }).where(eq(payments.id, payment.id));
    } catch (error) {
      // The authorisation lapses at the provider anyway; it was never captured.
      log.error({ err: error, paymentId: payment.id }, 'could not void an unwanted authorisation');
    }
  }

  async function close(list: readonly PaymentRow[]): Promise<void> {
    for (const payment of list) {
      if (payment.provider !== 'vipps') continue; // a Klarna session without a token takes no money
      try {
        await vipps.cancel(payment.reference, vippsIdempotencyKey('close', payment.id));
      } catch (error) {
        if (!(error instanceof ProviderError && error.status === 409))
          log.warn({ err: error, paymentId: payment.id }, 'could not close a Vipps payment');
      }
    }
  }

  function vippsOutcome(payment: PaymentRow, read: VippsPayment): ReadBackOutcome | null {
    switch (read.state) {
      case 'AUTHORIZED':
        // An authorisation of another amount is not this order's payment.
        return read.aggregate.authorizedAmount.value === payment.amount
          ? { kind: 'authorized', providerOrderId: read.pspReference || null }
          : { kind: 'refused' };
      case 'ABORTED':
        return { kind: 'refused' };
      case 'EXPIRED':
        return { kind: 'expired' };
      case 'TERMINATED':
        return { kind: 'cancelled' };
      default:
        return null; // CREATED: the shopper has not decided yet
    }
  }

  async function readBackVipps(payment: PaymentRow): Promise<void> {
    const outcome = vippsOutcome(payment, await vipps.getPayment(payment.reference));
    if (outcome) await settle(payment, outcome);
  }

  async function openPayment(orderId: number, provider: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.provider, provider),
          eq(payments.state, 'created'),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return row;
  }

  async function confirmKlarna(order: OrderRow, token: string): Promise<void> {
    const payment = await openPayment(order.id, 'klarna');
    if (!payment) return; // settled already (callback first), or paid otherwise
    const body = klarnaSessionBody(await klarnaInput(order));
    let placed;
    try {
      placed = await klarna.createOrder(token, body);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) {
        // The token was used by the other path (the callback): let it finish.
        await waitForSettled(db, payment.id);
        return;
      }
      if (error instanceof ProviderError && error.status === 409) {
        // What the shopper approved is not this order: refuse, give the approval back.
        await klarna.cancelAuthorization(token).catch(() => undefined);
        await settle(payment, { kind: 'refused' });
        return;
      }
      throw error;
    }
    // Only Klarna's own record of the order counts, never what the create call claimed.
    const read = await klarna.readOrder(placed.order_id);
    const matches =
      read.status === 'AUTHORIZED' &&
      read.fraud_status !== 'REJECTED' &&
      read.order_amount === payment.amount &&
      read.merchant_reference1 === order.no;
    if (matches && read.fraud_status === 'ACCEPTED') {
      await settle(payment, { kind: 'authorized', providerOrderId: read.order_id });
      return;
    }
    if (!matches) {
      await db
        .update(payments)
        .set({ providerOrderId: read.order_id })
        .where(eq(payments.id, payment.id));
      await klarna
        .cancelOrder(read.order_id, klarnaIdempotencyKey('mismatch', payment.id))
        .catch(() => undefined);
      await settle(payment, { kind: 'refused' });
    }
    // PENDING fraud review: the order stays pending until Klarna's notification (not in Norway).
  }

  const gateway: Gateway = {
    async start(order, method) {
      const due = order.total - order.giftcardAmount;
      const [attempts] = await db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.orderId, order.id));
      const attempt = (attempts?.n ?? 0) + 1;
      if (method === 'klarna') {
        const secret = randomBytes(24).toString('base64url');
        const callback = `${deps.callbackUrl.klarna}/api/v1/payments/klarna/authorization?k=${secret}`;
        const session = await klarna.createSession(
          klarnaSessionBody(await klarnaInput(order), callback),
        );
        await db.insert(payments).values({
          orderId: order.id,
          provider: 'klarna',
          attempt,
          reference: session.session_id,
          state: 'created',
          amount: due,
          clientToken: session.client_token,
          categories: session.payment_method_categories.map((c) => ({
            identifier: c.identifier,
            name: c.name,
          })),
          callbackSecretHash: sha256(secret),
        });
        return;
      }
      await deps.vippsWebhooks.ensure();
      const reference = `blp-${order.no}-${attempt}`;
      const created = await vipps.createPayment(
        {
          amount: { currency: 'NOK', value: due },
          reference,
          userFlow: 'WEB_REDIRECT',
          returnUrl: `${deps.publicUrl}/checkout?vipps=${reference}`,
          paymentDescription: `Bare lave priser, ordre ${order.no}`,
        },
        vippsIdempotencyKey('create', reference),
      );
      await db
        .insert(payments)
        .values({
          orderId: order.id,
          provider: 'vipps',
          attempt,
          reference,
          state: 'created',
          amount: due,
          redirectUrl: created.redirectUrl,
        })
        .onConflictDoNothing();
    },

    resume(_order, open): PaymentStart | null {
      if (open.provider === 'klarna' && open.clientToken)
        return {
          provider: 'klarna',
          sessionId: open.reference,
          clientToken: open.clientToken,
          scriptUrl: deps.klarnaScriptUrl,
          categories: open.categories ?? [{ identifier: 'klarna', name: 'Klarna' }],
        };
      if (open.provider === 'vipps' && open.redirectUrl)
        return { provider: 'vipps', reference: open.reference, redirectUrl: open.redirectUrl };
      return null;
    },

    confirmKlarna,

    async readBack(order) {
      const open = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.state, 'created')));
      for (const payment of open) {
        if (payment.provider === 'vipps') await readBackVipps(payment);
      }
    },

    close,

    async paymentByReference(provider, reference) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
        .limit(1);
      return row;
    },

    async confirmByReference(provider, reference, token) {
      const payment = await gateway.paymentByReference(provider, reference);
      if (!payment) throw new ApiError(404, 'Fant ikke betalingen', 'PAYMENT_NOT_FOUND');
      const order = await orderById(db, payment.orderId);
      if (!order) throw new ApiError(404, 'Fant ikke ordren', 'ORDER_NOT_FOUND');
      if (payment.state === 'created') {
        if (provider === 'klarna') {
          if (!token)
            throw new ApiError(
              422,
              'Mangler godkjenning fra Klarna',
              'AUTHORIZATION_TOKEN_MISSING',
            );
          await confirmKlarna(order, token);
        } else await readBackVipps(payment);
      }
      return (await orderById(db, order.id)) ?? order;
    },

    async klarnaCallback(sessionId, secret, token) {
      const payment = await gateway.paymentByReference('klarna', sessionId);
      if (!payment || !sameSecret(secret, payment.callbackSecretHash)) return 'forbidden';
      const order = await orderById(db, payment.orderId);
      if (order) await confirmKlarna(order, token);
      return 'ok';
    },

    async vippsEvent(reference) {
      const payment = await gateway.paymentByReference('vipps', reference);
      if (payment && payment.state === 'created') await readBackVipps(payment);
      else if (payment && payment.state === 'authorized') {
        // An authorisation arriving for an order that was cancelled meanwhile is voided above;
        // anything else about a settled payment changes nothing here.
        return;
      }
    },

    async capture(orderNo) {
      const [order] = await db.select().from(orders).where(eq(orders.no, orderNo)).limit(1);
      if (!order) throw new ApiError(404, 'Fant ikke ordren', 'ORDER_NOT_FOUND');
      if (order.status !== 'paid')
        throw new ApiError(409, 'Ordren er ikke betalt', 'ORDER_NOT_PAID');
      if (order.capturedAt)
        throw new ApiError(409, 'Ordren er allerede trukket', 'ALREADY_CAPTURED');
      const authorized = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.state, 'authorized')));
      let captured = 0;
      for (const payment of authorized) {
        // The same key on every try: a repeated or concurrent capture is the same capture.
        let captureId: string;
        if (payment.provider === 'klarna') {
          if (!payment.providerOrderId)
            throw new Error(`payment ${payment.id} has no Klarna order`);
          captureId = (
            await klarna.capture(
              payment.providerOrderId,
              {
                captured_amount: payment.amount,
                reference: order.no,
                shipping_info: [{ shipping_method: order.delivery ? 'Home' : 'PickUpStore' }],
              },
              klarnaIdempotencyKey('capture', payment.id),
            )
          ).captureId;
        } else {
          const read = await vipps.capture(
            payment.reference,
            payment.amount,
            vippsIdempotencyKey('capture', payment.id),
          );
          captureId = read.pspReference;
        }
        await db
          .update(payments)
          .set({ state: 'captured', captureId, capturedAt: now() })
          .where(and(eq(payments.id, payment.id), eq(payments.state, 'authorized')));
        captured += payment.amount;
      }
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked || locked.capturedAt) return;
        await tx
          .update(orders)
          .set({ capturedAt: now() })
          .where(and(eq(orders.id, order.id), isNull(orders.capturedAt)));
        if (!order.delivery)
          await tx
            .update(reservations)
            .set({ statusId: 3 })
            .where(eq(reservations.orderId, order.id));
      });
      return { orderNo, captured };
    },
  };
  return gateway;
}
