/** The customer's orders and Klikk & Hent reservations, page by page (newest first, 10 a page). */
import {
  apiGet,
  HistoryOrderPageSchema,
  HistoryReservationPageSchema,
  type ApiResult,
} from 'shared-contracts';
import type { Output } from './http';

export type HistoryOrderPage = Output<typeof HistoryOrderPageSchema>;
export type HistoryReservationPage = Output<typeof HistoryReservationPageSchema>;

/** GET /customers/current/orders?page: paid orders, amounts in kroner. */
export function fetchOrderPage(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<HistoryOrderPage>> {
  return apiGet('/customers/current/orders', HistoryOrderPageSchema, {
    searchParams: { page },
    ...(signal ? { signal } : {}),
  });
}

/** GET /customers/current/reservations?page: reservations, amounts in kroner. */
export function fetchReservationPage(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<HistoryReservationPage>> {
  return apiGet('/customers/current/reservations', HistoryReservationPageSchema, {
    searchParams: { page },
    ...(signal ? { signal } : {}),
  });
}
