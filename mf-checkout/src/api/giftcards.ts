import {
  apiSend,
  GiftCardBalanceSchema,
  type ApiResult,
  type GiftCardBalance,
} from 'shared-contracts';

/**
 * POST /giftcards/balance. 404 (unknown card or wrong PIN), 410/423 (expired/blocked) and 429
 * come back with a Norwegian message the shared client puts in `error.message`.
 */
export function checkGiftCardBalance(
  cardNumber: string,
  pin: string,
): Promise<ApiResult<GiftCardBalance>> {
  return apiSend('POST', '/giftcards/balance', { cardNumber, pin }, GiftCardBalanceSchema);
}
