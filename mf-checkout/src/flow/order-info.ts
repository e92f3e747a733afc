/**
 * What the checkout keeps in the cart store's `orderInfo` (persisted, mirrored across tabs):
 *
 *   deliveryByShop  shopId → true (home delivery) / false (Klikk & Hent); the cart modal reads it
 *   paymentByShop   shopId → 'klarna' | 'vipps'
 *   checkout        { id, groups } of the purchase in progress (survives the Vipps redirect)
 *   vipps           reference → { orderId, shopId, redirectUrl } of Vipps payments started
 *
 * Writers merge into the stored object so keys owned by others are never dropped.
 */
import {
  deliveryChoices,
  type CheckoutContext,
  type OrderInfo,
  type PaymentMethod,
} from 'shared-contracts';

export type DeliveryByShop = Readonly<Record<string, boolean>>;
export type PaymentByShop = Readonly<Record<string, PaymentMethod>>;

export interface StartedVippsPayment {
  readonly orderId: number;
  readonly shopId: number;
  readonly redirectUrl: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function paymentChoices(info: OrderInfo): PaymentByShop {
  const out: Record<string, PaymentMethod> = {};
  for (const [shop, value] of Object.entries(record(info?.paymentByShop))) {
    if (value === 'klarna' || value === 'vipps') out[shop] = value;
  }
  return out;
}

/** The payment chosen for a shop (Klarna unless the shopper picked Vipps). */
export function paymentFor(choices: PaymentByShop, shopId: number): PaymentMethod {
  return choices[String(shopId)] ?? 'klarna';
}

/** The purchase in progress, when its context is stored and well-formed. */
export function storedCheckout(info: OrderInfo): CheckoutContext | null {
  const checkout = record(info?.checkout);
  const id = checkout.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(id)) return null;
  return {
    id,
    groups: Array.isArray(checkout.groups) ? (checkout.groups as CheckoutContext['groups']) : [],
  };
}

export function storedVippsPayments(info: OrderInfo): Record<string, StartedVippsPayment> {
  const out: Record<string, StartedVippsPayment> = {};
  for (const [reference, value] of Object.entries(record(info?.vipps))) {
    const entry = record(value);
    if (
      typeof entry.orderId === 'number' &&
      typeof entry.shopId === 'number' &&
      typeof entry.redirectUrl === 'string'
    ) {
      out[reference] = {
        orderId: entry.orderId,
        shopId: entry.shopId,
        redirectUrl: entry.redirectUrl,
      };
    }
  }
  return out;
}

/** A copy of `info` with `patch` merged in (undefined values remove a key). */
export function mergeOrderInfo(info: OrderInfo, patch: Record<string, unknown>): OrderInfo {
  const next: Record<string, unknown> = { ...(info ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

export function withShopDelivery(info: OrderInfo, shopId: number, delivery: boolean): OrderInfo {
  return mergeOrderInfo(info, {
    deliveryByShop: { ...deliveryChoices(info), [String(shopId)]: delivery },
  });
}

export function withShopPayment(info: OrderInfo, shopId: number, method: PaymentMethod): OrderInfo {
  return mergeOrderInfo(info, {
    paymentByShop: { ...paymentChoices(info), [String(shopId)]: method },
  });
}

/** The shopper's choices without the finished purchase (its id and started payments). */
export function withoutCheckout(info: OrderInfo): OrderInfo {
  return mergeOrderInfo(info, { checkout: undefined, vipps: undefined });
}

/** The `orderInfo` every order body of a checkout carries (ADR 0004). */
export function orderInfoBody(
  checkout: CheckoutContext,
  deliveryByShop: DeliveryByShop,
): { checkout: CheckoutContext; deliveryByShop: DeliveryByShop } {
  return { checkout, deliveryByShop };
}
