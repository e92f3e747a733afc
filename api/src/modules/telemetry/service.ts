/**
 * Fallbacks the shop's browsers report (the shell, once per page load per remote and kind):
 * counted per remote build, kind and UTC day, for operators to see which release fails how often.
 */
import type { RemoteFailureCount, RemoteFailureReport } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { bucketKey, hitBucket, type RateLimit } from '../../http/rate-limit';
import { incrementRemoteFailure, remoteFailureCountsSince } from './queries';

/**
 * Reports one client address may send per minute. A page load sends at most one per remote and
 * kind (five remotes, four kinds), so this leaves room for a few shoppers behind one address while
 * a remote is down, and stops one client from inflating the counts.
 */
export const REMOTE_FAILURE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };

export const TELEMETRY_MESSAGES = {
  limited: 'For mange feilrapporter fra denne adressen – prøv igjen om litt',
} as const;

export type RecordOutcome = { kind: 'counted' } | { kind: 'limited'; retryAfterSeconds: number };

/** The UTC day of `time`, as the table keys it (YYYY-MM-DD). */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

export async function recordRemoteFailure(
  db: Db,
  report: RemoteFailureReport,
  clientAddress: string,
  now: Date,
): Promise<RecordOutcome> {
  const hit = await hitBucket(
    db,
    bucketKey('remote-failure-address', clientAddress),
    REMOTE_FAILURE_LIMIT,
    now,
  );
  if (hit.limited) return { kind: 'limited', retryAfterSeconds: hit.retryAfterSeconds };
  await incrementRemoteFailure(db, report, utcDay(now));
  return { kind: 'counted' };
}

/** The counters of the last `days` UTC days, today included. */
export function remoteFailureCounts(
  db: Db,
  days: number,
  now: Date,
): Promise<RemoteFailureCount[]> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  return remoteFailureCountsSince(db, utcDay(since));
}
