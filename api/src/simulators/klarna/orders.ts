/**
 * Klarna's order-management state machine (external-apis §1.4, §1.8): AUTHORIZED →
 * PART_CAPTURED → CAPTURED, captures only up to what is still authorised and before
 * `expires_at`, refunds only of captured money, cancel only before any capture. Each rule
 * break answers Klarna's 403 code; nothing here knows about HTTP routes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { klarnaError } from './http';
import type { CaptureBody, RefundBody, SessionBody } from './schemas';
import type { SimCapture, SimOrder, SimRefund, SimResponse } from './state';

const CAPTURE_WINDOW_MS = 28 * 24 * 60 * 60 * 1000;

export type Outcome<T> = { ok: true; value: T } | { ok: false; response: SimResponse };

const refused = (code: string, message: string): Outcome<never> => ({
  ok: false,
  response: klarnaError(403, code, [message]),
});

/** Klarna's short human reference, e.g. `3F9A2C1B`. */
const klarnaReference = () => randomBytes(4).toString('hex').toUpperCase();

export function newOrder(body: SessionBody, paymentMethodCategory: string, now: Date): SimOrder {
  return {
    order_id: randomUUID(),
    klarna_reference: klarnaReference(),
    status: 'AUTHORIZED',
    // Pending fraud review exists only for US/UK merchants (external-apis §1.6).
    fraud_status: 'ACCEPTED',
    purchase_country: body.purchase_country.toUpperCase(),
    purchase_currency: body.purchase_currency.toUpperCase(),
    locale: body.locale ?? 'nb-NO',
    order_amount: body.order_amount,
    original_order_amount: body.order_amount,
    order_tax_amount: body.order_tax_amount ?? 0,
    captured_amount: 0,
    refunded_amount: 0,
    remaining_authorized_amount: body.order_amount,
    ...(body.merchant_reference1 !== undefined
      ? { merchant_reference1: body.merchant_reference1 }
      : {}),
    ...(body.merchant_reference2 !== undefined
      ? { merchant_reference2: body.merchant_reference2 }
      : {}),
    order_lines: body.order_lines,
    initial_payment_method: { type: paymentMethodCategory },
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CAPTURE_WINDOW_MS).toISOString(),
    captures: [],
    refunds: [],
  };
}

const expired = (order: SimOrder, now: Date) => now.getTime() >= Date.parse(order.expires_at);

/** An authorisation nobody captured lapses at `expires_at`. */
export function applyExpiry(order: SimOrder, now: Date): void {
  if (order.status === 'AUTHORIZED' && expired(order, now)) {
    order.status = 'EXPIRED';
    order.remaining_authorized_amount = 0;
  }
}

export function capture(order: SimOrder, body: CaptureBody, now: Date): Outcome<SimCapture> {
  if (order.status !== 'AUTHORIZED' && order.status !== 'PART_CAPTURED') {
    return refused('CAPTURE_NOT_ALLOWED', `Order is ${order.status}`);
  }
  if (expired(order, now)) return refused('CAPTURE_NOT_ALLOWED', 'Authorization has expired');
  if (order.fraud_status !== 'ACCEPTED') {
    return refused('CAPTURE_NOT_ALLOWED', `Fraud status is ${order.fraud_status}`);
  }
  if (body.captured_amount > order.remaining_authorized_amount) {
    return refused(
      'CAPTURE_NOT_ALLOWED',
      `Captured amount is higher than the remaining authorized amount (${order.remaining_authorized_amount})`,
    );
  }
  const { order_lines, shipping_info, ...rest } = body;
  const entry: SimCapture = {
    ...rest,
    capture_id: randomUUID(),
    klarna_reference: klarnaReference(),
    captured_at: now.toISOString(),
    order_lines: order_lines ?? [],
    shipping_info: shipping_info ?? [],
  };
  order.captures.push(entry);
  order.captured_amount += body.captured_amount;
  order.remaining_authorized_amount -= body.captured_amount;
  order.status = order.remaining_authorized_amount === 0 ? 'CAPTURED' : 'PART_CAPTURED';
  return { ok: true, value: entry };
}

export function refund(order: SimOrder, body: RefundBody, now: Date): Outcome<SimRefund> {
  const refundable = order.captured_amount - order.refunded_amount;
  if (body.refunded_amount > refundable) {
    return refused(
      'REFUND_NOT_ALLOWED',
      `Refunded amount is higher than the captured amount not yet refunded (${refundable})`,
    );
  }
  const { order_lines, ...rest } = body;
  const entry: SimRefund = {
    ...rest,
    refund_id: randomUUID(),
    refunded_at: now.toISOString(),
    order_lines: order_lines ?? [],
  };
  order.refunds.push(entry);
  order.refunded_amount += body.refunded_amount;
  return { ok: true, value: entry };
}

export function cancel(order: SimOrder): Outcome<null> {
  if (order.status !== 'AUTHORIZED') {
    return refused(
      'CANCEL_NOT_ALLOWED',
      order.captures.length ? 'Order has captures' : `Order is ${order.status}`,
    );
  }
  order.status = 'CANCELLED';
  order.remaining_authorized_amount = 0;
  return { ok: true, value: null };
}

/** Partly shipped and the rest dropped: what is not captured is given back. */
export function releaseRemaining(order: SimOrder): Outcome<null> {
  if (order.status === 'CAPTURED') return { ok: true, value: null };
  if (order.status !== 'PART_CAPTURED') {
    return refused(
      'NOT_ALLOWED',
      `Cannot release the remaining authorization of a ${order.status} order`,
    );
  }
  order.remaining_authorized_amount = 0;
  order.status = 'CAPTURED';
  return { ok: true, value: null };
}
