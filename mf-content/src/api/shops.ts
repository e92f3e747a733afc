/** Shop calls: the shop list, postcode and street-address lookups (distances: shared-contracts). */
import {
  AddressSearchResultSchema,
  apiGet,
  PostalCodeSchema,
  ShopListSchema,
  type AddressSearchResult,
  type ApiResult,
  type PostalCode,
  type Shop,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /shops: every shop of the chain with opening hours and coordinates. */
export function fetchShops(signal?: AbortSignal): Promise<ApiResult<Shop[]>> {
  return apiGet('/shops', ShopListSchema, withSignal(signal));
}

/** GET /postalcodes/{code}: the point of a postcode (Erik Bolstad's coordinates). */
export function fetchPostcode(code: string): Promise<ApiResult<PostalCode>> {
  return apiGet(`/postalcodes/${encodeURIComponent(code)}`, PostalCodeSchema);
}

/** GET /address/search?q=: a 'gateaddresse husnummer' looked up in the address register. */
export function searchAddress(query: string): Promise<ApiResult<AddressSearchResult>> {
  return apiGet('/address/search', AddressSearchResultSchema, { searchParams: { q: query } });
}
