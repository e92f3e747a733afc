import {
  apiSend,
  GiftCardBalanceSchema,
  type ApiResult,
  type GiftCardBalance,
} from 'shared-contracts';

/**
 * POST /giftcards/balance (external-apis §5). 404 unknown card or wrong PIN (one answer for
 * both, so numbers cannot be probed), 410 expired, 423 blocked, 429 too many attempts.
 */
export function checkGiftCardBalance(
  cardNumber: string,
  pin: string,
): Promise<ApiResult<GiftCardBalance>> {
  return apiSend('POST', '/giftcards/balance', { cardNumber, pin }, GiftCardBalanceSchema);
}
