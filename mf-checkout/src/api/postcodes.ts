import { apiGet, PostalCodeSchema, type ApiResult, type PostalCode } from 'shared-contracts';

/** GET /postalcodes/{code}: the place of a four-digit postcode; 404 when there is none. */
export function lookupPostcode(code: string, signal?: AbortSignal): Promise<ApiResult<PostalCode>> {
  return apiGet(
    `/postalcodes/${encodeURIComponent(code)}`,
    PostalCodeSchema,
    signal ? { signal } : {},
  );
}
