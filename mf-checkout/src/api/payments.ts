/** Payment confirmation with the providers' read-back (spec §7 POST /reservations/{provider}/). */
import { apiSend, OrderResultSchema, type ApiResult, type OrderResult } from 'shared-contracts';

/** The order information every order of a checkout carries (ADR 0004). */
export type OrderInfoBody = Record<string, unknown> | null;

export interface KlarnaConfirmation {
  /** Klarna Payments session id (`payment.sessionId` of the order). */
  readonly sessionId: string;
  readonly shopId: number;
  readonly promocodeId: number | null;
  readonly authorizationToken: string;
  readonly orderInfo: OrderInfoBody;
}

/** POST /reservations/klarna/: the API creates the Klarna order from the widget's token. */
export function confirmKlarna(input: KlarnaConfirmation): Promise<ApiResult<OrderResult>> {
  return apiSend(
    'POST',
    '/reservations/klarna/',
    {
      order: input.sessionId,
      shop: input.shopId,
      promocodeId: input.promocodeId,
      payment: { authorization_token: input.authorizationToken },
      orderInfo: input.orderInfo,
      useGlobalShop: false,
    },
    OrderResultSchema,
  );
}

/** POST /reservations/vipps/: the API reads the Vipps payment back ('paid', 'cancelled' or 'pending'). */
export function confirmVipps(reference: string, shopId: number): Promise<ApiResult<OrderResult>> {
  return apiSend(
    'POST',
    '/reservations/vipps/',
    { order: reference, shop: shopId },
    OrderResultSchema,
  );
}
