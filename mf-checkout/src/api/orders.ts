/**
 * Orders and Klikk & Hent reservations (ADR 0004): one order per parcel
 * (with its idempotency key), the orders of one checkout for the confirmation, cancellation.
 */
import {
  apiGet,
  apiSend,
  CheckoutOrdersSchema,
  IDEMPOTENCY_HEADER,
  OrderResultSchema,
  ReservationCreateResultSchema,
  StockShortageBodySchema,
  type ApiError,
  type ApiResult,
  type CheckoutOrders,
  type OrderRequestInput,
  type OrderResult,
  type StockShortage,
} from 'shared-contracts';
import { check, issueMessages } from './http';

/** Body of POST /reservations/create: the order body without delivery address and shipping. */
export type ReservationRequestInput = Omit<
  OrderRequestInput,
  'Delivery' | 'Address' | 'PostalCode' | 'City' | 'shipping_method_id'
>;

/** A failed order creation: the error, and what a 409 / 422 body told us. */
export interface OrderFailure {
  readonly error: ApiError;
  /** 409 OUT_OF_STOCK: the articles short and how many the shop has. */
  readonly shortages: StockShortage[];
  /** 422: the server's issue messages. */
  readonly issues: string[];
}

export type OrderCreateResult = { ok: true; data: OrderResult } | ({ ok: false } & OrderFailure);

function failure(error: ApiError, body: unknown): { ok: false } & OrderFailure {
  const shortage = error.status === 409 ? check(StockShortageBodySchema, body) : null;
  return {
    ok: false,
    error,
    shortages: shortage?.ok ? shortage.value.shortages : [],
    issues: error.status === 422 ? issueMessages(body) : [],
  };
}

/** POST /orders for a delivered parcel. */
export async function createOrder(
  body: OrderRequestInput,
  idempotencyKey: string,
): Promise<OrderCreateResult> {
  const result = await apiSend('POST', '/orders', body, OrderResultSchema, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return result.ok ? result : failure(result.error, result.error.body);
}

/**
 * POST /reservations/create for a Klikk & Hent parcel. The answer is the input merged with the
 * result; it is narrowed to an OrderResult whose `pickup` always carries the pickup code.
 */
export async function createReservation(
  body: ReservationRequestInput,
  idempotencyKey: string,
): Promise<OrderCreateResult> {
  const result = await apiSend(
    'POST',
    '/reservations/create',
    body,
    ReservationCreateResultSchema,
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
  if (!result.ok) return failure(result.error, result.error.body);
  const data = result.data;
  const order = check(OrderResultSchema, data);
  if (!order.ok)
    return failure(
      { kind: 'validation', message: 'Uventet svar fra serveren.', retryable: false },
      null,
    );
  return {
    ok: true,
    data: {
      ...order.value,
      pickup: order.value.pickup ?? {
        reservationId: data.id,
        pickupCode: data.pickupCode,
        shopId: data.ShopID,
        shopName: data.shopName,
      },
    },
  };
}

/** GET /orders/checkout/{checkoutId}: every order of one purchase (the confirmation). */
export function getCheckoutOrders(checkoutId: string): Promise<ApiResult<CheckoutOrders>> {
  return apiGet(`/orders/checkout/${encodeURIComponent(checkoutId)}`, CheckoutOrdersSchema);
}

/** POST /orders/{id}/cancel: releases the stock (and gift card amount) of an unpaid order. */
export function cancelOrder(orderId: number): Promise<ApiResult<OrderResult>> {
  return apiSend('POST', `/orders/${orderId}/cancel`, {}, OrderResultSchema);
}
