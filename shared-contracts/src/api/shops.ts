import type { ShopDistances } from '../schemas/geo';
import { ShopDistancesSchema } from '../schemas/geo';
import type { Coordinates } from '../schemas/position';
import { apiGet } from './client';
import type { ApiResult } from './errors';

/**
 * GET /shops/distances: metres by road from the routing service, or in a straight line when the
 * server could not reach it (each entry says which). The shop finder and the product page's
 * stock per shop both ask it, so a shopper sees the same distance in both places.
 */
export function fetchShopDistances(
  position: Coordinates,
  signal?: AbortSignal,
): Promise<ApiResult<ShopDistances>> {
  return apiGet('/shops/distances', ShopDistancesSchema, {
    searchParams: { lat: position.lat, lon: position.lon },
    ...(signal ? { signal } : {}),
  });
}
