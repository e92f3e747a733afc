/**
 * One-time links and codes in `customer_tokens`: only keyed hashes are stored, each is used at
 * most once, expires, and a short code dies after a few wrong guesses.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerTokens } from '../../db/schema';
import { tokenDigest, type AccountSecrets } from './secrets';

export type TokenKind = 'email_verify' | 'password_reset' | 'otp' | 'email_change';

const MINUTE = 60 * 1000;
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  email_verify: 48 * 60 * MINUTE,
  password_reset: 60 * MINUTE,
  otp: 10 * MINUTE,
  email_change: 10 * MINUTE,
};

/** Wrong guesses a six-digit code survives (the next answer is 429, even for the right code). */
export const CODE_ATTEMPTS = 5;

export type TokenRow = typeof customerTokens.$inferSelect;

/** 256 random bits for a link: guessing is hopeless, so links need no attempt counter. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
/** Six digits someone can type from an SMS. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digestOf = (secrets: AccountSecrets, kind: TokenKind, token: string) =>
  tokenDigest(secrets, `${kind}:${token}`);

export interface IssueToken {
  customerId: number;
  kind: TokenKind;
  token: string;
  target: string | null;
  now: Date;
  /** Drop the customer's other unused tokens of this kind (a new code replaces the last). */
  replace?: boolean;
}

export async function issueToken(db: Db, secrets: AccountSecrets, t: IssueToken): Promise<void> {
  const tokenHash = await digestOf(secrets, t.kind, t.token);
  if (t.replace) {
    await db
      .delete(customerTokens)
      .where(
        and(
          eq(customerTokens.customerId, t.customerId),
          eq(customerTokens.kind, t.kind),
          isNull(customerTokens.usedAt),
        ),
      );
  }
  await db.insert(customerTokens).values({
    customerId: t.customerId,
    kind: t.kind,
    target: t.target,
    tokenHash,
    expiresAt: new Date(t.now.getTime() + TOKEN_TTL_MS[t.kind]),
    createdAt: t.now,
  });
  // Housekeeping without a scheduler: now and then an issue sweeps tokens dead for a day.
  if (Math.random() < 0.01) {
    await db
      .delete(customerTokens)
      .where(lt(customerTokens.expiresAt, new Date(t.now.getTime() - 24 * 60 * MINUTE)));
  }
}

/** A link token, live or not (the caller decides what an expired or used one means). */
export async function findLinkToken(
  db: Db,
  secrets: AccountSecrets,
  kind: TokenKind,
  token: string,
): Promise<TokenRow | undefined> {
  const tokenHash = await digestOf(secrets, kind, token);
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(and(eq(customerTokens.kind, kind), eq(customerTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

export const isLive = (row: TokenRow, now: Date) =>
  row.usedAt === null && row.expiresAt.getTime() > now.getTime();

/** Marks a token used; false when another request used it first. */
export async function consumeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.id, id), isNull(customerTokens.usedAt)))
    .returning({ id: customerTokens.id });
  return rows.length === 1;
}

/** Marks every unused token of a kind used (a new password voids the other reset links). */
export async function consumeAll(db: Db, customerId: number, kind: TokenKind, now: Date) {
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.kind, kind),
        isNull(customerTokens.usedAt),
      ),
    );
}

export type CodeCheck =
  | { kind: 'ok'; row: TokenRow }
  /** No unused code at all: the caller counts the guess elsewhere. */
  | { kind: 'none' }
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'dead' };

/**
 * Checks a six-digit code against the customer's latest unused code of `kind` (and `target`).
 * The guess is counted before it is compared, so concurrent guesses can never exceed the limit.
 * "Expired" is only said to whoever holds the right code; a guesser only ever sees "wrong".
 */
export async function checkCode(
  db: Db,
  secrets: AccountSecrets,
  q: { customerId: number; kind: TokenKind; code: string; now: Date; target?: string },
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, q.customerId),
        eq(customerTokens.kind, q.kind),
        isNull(customerTokens.usedAt),
        q.target === undefined ? undefined : eq(customerTokens.target, q.target),
      ),
    )
    .orderBy(desc(customerTokens.id))
    .limit(1);
  if (!row) return { kind: 'none' };
  const [counted] = await db
    .update(customerTokens)
    .set({ attempts: sql`${customerTokens.attempts} + 1` })
    .where(eq(customerTokens.id, row.id))
    .returning({ attempts: customerTokens.attempts });
  if (!counted || counted.attempts > CODE_ATTEMPTS) return { kind: 'dead' };
  const sent = Buffer.from(await digestOf(secrets, q.kind, q.code));
  const stored = Buffer.from(row.tokenHash);
  if (sent.length !== stored.length || !timingSafeEqual(sent, stored)) return { kind: 'wrong' };
  if (row.expiresAt.getTime() <= q.now.getTime()) return { kind: 'expired' };
  if (!(await consumeToken(db, row.id, q.now))) return { kind: 'expired' };
  return { kind: 'ok', row };
}
