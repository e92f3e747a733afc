import {
  AddressSearchResultSchema,
  apiGet,
  type AddressSearchResult,
  type ApiResult,
} from 'shared-contracts';

/**
 * GET /address/search?q=&postcode=: the delivery address looked up in the address register
 * (Kartverket, or the postcode table when it is not configured). 404 ADDRESS_NOT_FOUND carries
 * the §5 message: no house number, or no such address.
 */
export function lookupAddress(
  address: string,
  postcode: string,
  signal?: AbortSignal,
): Promise<ApiResult<AddressSearchResult>> {
  return apiGet('/address/search', AddressSearchResultSchema, {
    searchParams: { q: address, postcode },
    ...(signal ? { signal } : {}),
  });
}
