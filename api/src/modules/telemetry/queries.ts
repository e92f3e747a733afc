import { asc, desc, gte, sql } from 'drizzle-orm';
import type { RemoteFailureCount, RemoteFailureReport } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { remoteFailures } from '../../db/schema';

/** Counts one report on `day`: one atomic upsert, so concurrent reports never lose a count. */
export async function incrementRemoteFailure(
  db: Db,
  report: RemoteFailureReport,
  day: string,
): Promise<void> {
  await db
    .insert(remoteFailures)
    .values({ day, ...report, count: 1 })
    .onConflictDoUpdate({
      target: [
        remoteFailures.day,
        remoteFailures.remote,
        remoteFailures.version,
        remoteFailures.kind,
      ],
      set: { count: sql`${remoteFailures.count} + 1` },
    });
}

/** Counters from `since` (a UTC day) on: newest day first, then by remote, version and kind. */
export async function remoteFailureCountsSince(
  db: Db,
  since: string,
): Promise<RemoteFailureCount[]> {
  const rows = await db
    .select()
    .from(remoteFailures)
    .where(gte(remoteFailures.day, since))
    .orderBy(
      desc(remoteFailures.day),
      asc(remoteFailures.remote),
      asc(remoteFailures.version),
      asc(remoteFailures.kind),
    );
  // The table's check constraint keeps `kind` to the contract's values.
  return rows as RemoteFailureCount[];
}
