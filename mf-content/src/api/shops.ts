/** Shop calls: the shop list, road distances, postcode and street-address lookups. */
import {
  AddressSearchResultSchema,
  apiGet,
  PostalCodeSchema,
  ShopDistancesSchema,
  ShopListSchema,
  type AddressSearchResult,
  type ApiResult,
  type Coordinates,
  type PostalCode,
  type Shop,
  type ShopDistances,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /shops: every shop of the chain with opening hours and coordinates. */
export function fetchShops(signal?: AbortSignal): Promise<ApiResult<Shop[]>> {
  return apiGet('/shops', ShopListSchema, withSignal(signal));
}

/**
 * GET /shops/distances: metres by road from the routing service, or in a straight line when the
 * server could not reach it (each entry says which).
 */
export function fetchShopDistances(
  position: Coordinates,
  signal?: AbortSignal,
): Promise<ApiResult<ShopDistances>> {
  return apiGet('/shops/distances', ShopDistancesSchema, {
    searchParams: { lat: position.lat, lon: position.lon },
    ...withSignal(signal),
  });
}

/** GET /postalcodes/{code}: the point of a postcode (Erik Bolstad's coordinates). */
export function fetchPostcode(code: string): Promise<ApiResult<PostalCode>> {
  return apiGet(`/postalcodes/${encodeURIComponent(code)}`, PostalCodeSchema);
}

/** GET /address/search?q=: a 'gateaddresse husnummer' looked up in the address register. */
export function searchAddress(query: string): Promise<ApiResult<AddressSearchResult>> {
  return apiGet('/address/search', AddressSearchResultSchema, { searchParams: { q: query } });
}
