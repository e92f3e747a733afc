/**
 * Gift card balance (external-apis §5): card number + PIN. Unknown card and wrong PIN give the
 * same answer, and failures are limited per card and per client address, so numbers and PINs
 * cannot be probed. The PIN is only ever compared with its argon2id hash, never stored or logged.
 */
import { verify } from '@node-rs/argon2';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GiftCardBalance } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { giftCardRedemptions, giftCards } from '../../db/schema';
import {
  bucketKey,
  clearBucket,
  hitBucket,
  isBucketFull,
  type RateLimit,
} from '../../http/rate-limit';

/** Five wrong tries per card and per address in 15 minutes. */
export const GIFT_CARD_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

export const GIFT_CARD_MESSAGES = {
  notFound: 'Fant ikke gavekortet. Sjekk kortnummer og PIN-kode.',
  expired: 'Gavekortet er utløpt.',
  blocked: 'Gavekortet er sperret. Ta kontakt med kundeservice.',
  limited: 'Du har brukt opp antall forsøk med gavekort. Prøv igjen om 15 minutter.',
} as const;

export type GiftCardCheck =
  | { kind: 'ok'; balance: GiftCardBalance }
  | { kind: 'not-found' | 'expired' | 'blocked' }
  | { kind: 'limited'; retryAfterSeconds: number };

/** Checks number + PIN. Counts a failure against the card and the address before deciding. */
export async function checkGiftCard(
  db: Db,
  input: { number: string; pin: string; clientAddress: string },
  now: Date,
): Promise<GiftCardCheck> {
  const cardKey = bucketKey('giftcard-card', input.number);
  const addressKey = bucketKey('giftcard-address', input.clientAddress);
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.number, input.number))
    .limit(1);
  const pinOk = card?.pinHash ? await verify(card.pinHash, input.pin) : false;
  if (!card || !pinOk) {
    const [byCard, byAddress] = await Promise.all([
      hitBucket(db, cardKey, GIFT_CARD_LIMIT, now),
      hitBucket(db, addressKey, GIFT_CARD_LIMIT, now),
    ]);
    const limited = [byCard, byAddress].find((b) => b.limited);
    return limited
      ? { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
      : { kind: 'not-found' };
  }
  // A right PIN after the limit is still refused until the window ends (no lucky guess).
  const [byCard, byAddress] = await Promise.all([
    isBucketFull(db, cardKey, GIFT_CARD_LIMIT, now),
    isBucketFull(db, addressKey, GIFT_CARD_LIMIT, now),
  ]);
  if (byCard || byAddress) return { kind: 'limited', retryAfterSeconds: 15 * 60 };
  await clearBucket(db, cardKey);
  if (card.status !== 'active') return { kind: 'blocked' };
  if (card.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return {
    kind: 'ok',
    balance: {
      balanceOre: card.balance,
      currency: 'NOK',
      expiresAt: card.expiresAt.toISOString().slice(0, 10),
      status: 'ACTIVE',
      lastUsedAt: (await lastUse(db, card.number))?.toISOString() ?? null,
    },
  };
}

/** When the card last paid for an order; money given back (an unpaid order) is no use. */
async function lastUse(db: Db, number: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: giftCardRedemptions.createdAt })
    .from(giftCardRedemptions)
    .where(and(eq(giftCardRedemptions.cardNumber, number), isNull(giftCardRedemptions.releasedAt)))
    .orderBy(desc(giftCardRedemptions.createdAt))
    .limit(1);
  return row?.at;
}
