/**
 * Attempt limits of the account calls (issue 13 §5: per account AND per client address, so
 * spraying many accounts from one address is limited too). Counters live in the shared
 * `rate_limit_buckets` table; keys are hashed there, never an address or e-mail in clear text.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { bucketKey, deleteExpiredBuckets, hitBucket, type RateLimit } from '../../http/rate-limit';
import { LOGIN_MESSAGES } from './messages';

const MINUTE = 60 * 1000;

export const LIMITS = {
  /** Failed logins per account (any address). */
  loginAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed logins per client address (any account): stops password spraying. */
  loginAddress: { limit: 20, windowMs: 15 * MINUTE },
  registerAddress: { limit: 10, windowMs: 60 * MINUTE },
  passwordMailAddress: { limit: 10, windowMs: 15 * MINUTE },
  passwordMailEmail: { limit: 3, windowMs: 15 * MINUTE },
  passwordResetAddress: { limit: 10, windowMs: 15 * MINUTE },
  otpSendValue: { limit: 5, windowMs: 15 * MINUTE },
  otpSendAddress: { limit: 20, windowMs: 15 * MINUTE },
  otpSendCustomer: { limit: 5, windowMs: 15 * MINUTE },
  /** Code checks per client address, whatever the id. */
  otpCheckAddress: { limit: 30, windowMs: 15 * MINUTE },
  /**
   * Guesses at an id with no code to guess (unknown id, or none sent): limited like a real code
   * (CODE_ATTEMPTS, its lifetime), so the answers never tell a customer from a decoy.
   */
  otpCheckNoCode: { limit: 5, windowMs: 10 * MINUTE },
  resendCustomer: { limit: 5, windowMs: 60 * MINUTE },
  emailChangeCustomer: { limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof LIMITS;

/** A bucket to count against: which rule, and the parts that identify the counter. */
export interface LimitHit {
  rule: LimitName;
  parts: string[];
}

export const keyOf = (hit: LimitHit) => bucketKey(hit.rule, ...hit.parts);

export function tooMany(reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, LOGIN_MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
}

/**
 * Counts one attempt against each bucket in order and throws 429 (with Retry-After) at the first
 * full one. Later buckets are then not counted: an address that is already refused must not be
 * able to use up the allowance of an account it is attacking.
 */
export async function countAttempt(
  db: Db,
  reply: FastifyReply,
  now: Date,
  ...hits: LimitHit[]
): Promise<void> {
  // Housekeeping without a scheduler: now and then an attempt sweeps old buckets.
  if (Math.random() < 0.01) await deleteExpiredBuckets(db, now);
  for (const hit of hits) {
    const result = await hitBucket(db, keyOf(hit), LIMITS[hit.rule], now);
    if (result.limited) throw tooMany(reply, result.retryAfterSeconds);
  }
}

/**
 * Takes back one counted attempt (a successful login is not a failure). The count is taken
 * first so concurrent guesses can never exceed the limit; giving successes back afterwards keeps
 * a busy shared address (an office, a mobile operator's NAT) from being refused for logging in.
 */
export async function refundAttempt(db: Db, hit: LimitHit): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, keyOf(hit)));
}

/** Attempt counting bound to one request, so services stay free of HTTP details. */
export interface Limiter {
  count(...hits: LimitHit[]): Promise<void>;
  refund(hit: LimitHit): Promise<void>;
  /** The 429 for a limit that is not a bucket (a code killed by wrong guesses). */
  refuse(retryAfterSeconds: number): ApiError;
}

export function limiterFor(db: Db, reply: FastifyReply, now: Date): Limiter {
  return {
    count: (...hits) => countAttempt(db, reply, now, ...hits),
    refund: (hit) => refundAttempt(db, hit),
    refuse: (seconds) => tooMany(reply, seconds),
  };
}
