import { apiGet, ShopListSchema, type ApiResult, type Shop } from 'shared-contracts';

/** GET /shops: names for the pickup shop of reservations and the shop of orders. */
export function fetchShops(signal?: AbortSignal): Promise<ApiResult<Shop[]>> {
  return apiGet('/shops', ShopListSchema, signal ? { signal } : {});
}
