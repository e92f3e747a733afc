import { apiGet, PromocodeSchema, type ApiResult, type Promocode } from 'shared-contracts';

/** GET /promocodes/check/{code}: the code when valid now, else 404 'Rabattkoden er ugyldig eller utløpt'. */
export function checkPromocode(code: string): Promise<ApiResult<Promocode>> {
  return apiGet(`/promocodes/check/${encodeURIComponent(code.trim())}`, PromocodeSchema);
}
