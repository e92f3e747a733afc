/**
 * Gift card balance (external-apis §5): POST /giftcards/balance with card number and PIN. The
 * checkout uses it before drawing a card; the content team's balance page uses it too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { GiftCardBalanceRequestSchema, GiftCardBalanceSchema } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { writeRoute } from '../../http/route';
import { checkGiftCard, GIFT_CARD_MESSAGES } from './service';

export interface GiftCardsModuleOptions {
  db: Db;
  now?: () => Date;
}

export const giftCardsModule: FastifyPluginAsync<GiftCardsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  writeRoute(
    app,
    'POST',
    '/giftcards/balance',
    {
      summary: 'Saldo på et gavekort (kortnummer og PIN)',
      tags: ['Kasse'],
      body: GiftCardBalanceRequestSchema,
      response: GiftCardBalanceSchema,
      errors: {
        404: GIFT_CARD_MESSAGES.notFound,
        410: GIFT_CARD_MESSAGES.expired,
        419: 'Mangler eller feil CSRF-token',
        423: GIFT_CARD_MESSAGES.blocked,
        429: GIFT_CARD_MESSAGES.limited,
      },
    },
    async ({ body, request, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const check = await checkGiftCard(
        options.db,
        { number: body.cardNumber, pin: body.pin, clientAddress: request.ip },
        now(),
      );
      switch (check.kind) {
        case 'ok':
          return check.balance;
        case 'limited':
          reply.header('Retry-After', String(check.retryAfterSeconds));
          throw new ApiError(429, GIFT_CARD_MESSAGES.limited, 'TOO_MANY_ATTEMPTS');
        case 'expired':
          throw new ApiError(410, GIFT_CARD_MESSAGES.expired, 'GIFTCARD_EXPIRED');
        case 'blocked':
          throw new ApiError(423, GIFT_CARD_MESSAGES.blocked, 'GIFTCARD_BLOCKED');
        default:
          throw new ApiError(404, GIFT_CARD_MESSAGES.notFound, 'GIFTCARD_NOT_FOUND');
      }
    },
  );
};
