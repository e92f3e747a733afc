import type { GiftCardBalance } from '../schemas/order';
import { GiftCardBalanceSchema } from '../schemas/order';
import { apiSend } from './client';
import type { ApiResult } from './errors';

/**
 * POST /giftcards/balance (external-apis §5): the balance page and the checkout's gift card part
 * both ask it. 404 unknown card or wrong PIN (one answer for both, so numbers cannot be probed),
 * 410 expired, 423 blocked, 429 too many attempts, each with a Norwegian `error.message`.
 */
export function checkGiftCardBalance(
  cardNumber: string,
  pin: string,
): Promise<ApiResult<GiftCardBalance>> {
  return apiSend('POST', '/giftcards/balance', { cardNumber, pin }, GiftCardBalanceSchema);
}
