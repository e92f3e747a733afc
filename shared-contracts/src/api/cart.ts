import type { CartLine, ValidateCartResponse } from '../schemas/cart';
import { ValidateCartResponseSchema } from '../schemas/cart';
import { apiSend } from './client';
import type { ApiResult } from './errors';

/**
 * POST /reservations/validate-cart (spec §5: items and shopId, shopId defaults to null): whether
 * every line can be bought as it is. The cart modal and the checkout both ask it.
 */
export function validateCartLines(
  lines: readonly Pick<CartLine, 'ean' | 'count' | 'shopId' | 'articleId'>[],
  signal?: AbortSignal,
): Promise<ApiResult<ValidateCartResponse>> {
  const body = {
    items: lines.map((l) => ({
      ean: l.ean,
      count: l.count,
      shopId: l.shopId,
      articleId: l.articleId,
    })),
    shopId: null,
  };
  return apiSend(
    'POST',
    '/reservations/validate-cart',
    body,
    ValidateCartResponseSchema,
    signal ? { signal } : {},
  );
}
