/**
 * The platform's own records: the composition every server process serves, with its history.
 * One row per accepted change; the newest row is the composition in force (ADR 0009).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { pgTimestamp } from './columns';

export const compositionEntries = pgTable(
  'composition_entries',
  {
    id: serial('id').primaryKey(),
    /** The composition configuration as accepted (shell version, remotes, overrides). */
    config: jsonb('config').notNull(),
    /** 'seed' (the file at start-up), 'set' (CLI/admin API) or 'rollback'. */
    action: text('action').notNull(),
    author: text('author').notNull(),
    reason: text('reason').notNull(),
    /** The entry whose configuration a rollback restored. */
    restores: integer('restores'),
    /** Accepted without the release checks (break-glass; the history says so). */
    forced: boolean('forced').notNull().default(false),
    /** sha256 of the seed file's content, so a start imports the file only when it changed. */
    fileHash: text('file_hash'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('composition_entries_file_idx').on(t.fileHash)],
);
