/**
 * Fixed-window counters in the `rate_limit_buckets` table. Kept in the database rather than
 * in process memory so every API process behind a load balancer counts the same attempts,
 * and a restart does not hand an attacker a fresh allowance.
 *
 * `hitBucket` counts first and decides afterwards in one atomic upsert: two concurrent
 * attempts can never both see "4 of 5" and both get through.
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface BucketHit {
  /** Attempts in the current window, this one included. */
  count: number;
  resetAt: Date;
  /** True once `count` exceeds the limit: refuse the attempt. */
  limited: boolean;
  /** Whole seconds until the window resets (for `Retry-After`), at least 1. */
  retryAfterSeconds: number;
}

/**
 * Bucket key for a purpose and its parts. Hashed so the table never stores e-mail addresses,
 * phone numbers or IPs in clear text: a database dump does not reveal who tried to log in.
 */
export function bucketKey(purpose: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${purpose}:${digest}`;
}

/** Counts one attempt against `key` and reports whether it is over the limit. */
export async function hitBucket(
  db: Db,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<BucketHit> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimitBuckets.resetAt} <= ${nowSql}`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      // An expired window starts over at 1; a live one counts on and keeps its reset time.
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
  if (!row) throw new Error(`rate limit upsert returned no row for ${key}`);
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return {
    count: row.count,
    resetAt: row.resetAt,
    limited: row.count > rule.limit,
    retryAfterSeconds,
  };
}

/** Forgets a bucket (a successful login wipes the failed attempts before it). */
export async function clearBucket(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Housekeeping without a scheduler: callers sweep now and then (see the login service). */
export async function deleteExpiredBuckets(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
}

/** Whether `key` has used up its attempts in the current window, without counting one. */
export async function isBucketFull(
  db: Db,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key))
    .limit(1);
  return !!row && row.resetAt.getTime() > now.getTime() && row.count >= rule.limit;
}
