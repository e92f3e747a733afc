/**
 * What the shop's browsers report about themselves: one counter per remote build, failure kind
 * and day (UTC), incremented in one upsert per report, so operators see which release fails how
 * often without a log pipeline.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const remoteFailures = pgTable(
  'remote_failures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    remote: text('remote').notNull(),
    /** '' when the shell could not learn the build's version. */
    version: text('version').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.remote, t.version, t.kind] }),
    check('remote_failures_kind', sql`${t.kind} in ('load', 'chunk', 'render', 'refused')`),
  ],
);
