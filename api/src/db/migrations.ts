/**
 * What `DbHandle.migrate()` runs besides Drizzle's versioned migrations (api/drizzle/*.sql):
 *
 * - Repeatable files (api/drizzle/repeatable/*.sql): SQL functions and triggers, written as
 *   `CREATE OR REPLACE` and applied after the migrations on every start, in file-name order.
 *   A function lives in one file, so a diff shows what changed in it; a change needs no new
 *   migration (one that changes a function's signature or return type drops the old one in a
 *   migration first).
 * - A check that the database was migrated by this series of migrations: an unreleased series
 *   may be squashed, and a database migrated by the files it replaced would otherwise be taken
 *   as current and miss the new schema (Drizzle only applies files newer than the last applied).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';

/** Drizzle's statement separator, used by the repeatable files too. */
const BREAKPOINT = '--> statement-breakpoint';

export function repeatableFolder(migrationsFolder: string): string {
  return path.join(migrationsFolder, 'repeatable');
}

/** The statements of every repeatable file, in file-name order. */
export function repeatableStatements(migrationsFolder: string): string[] {
  const folder = repeatableFolder(migrationsFolder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split(BREAKPOINT))
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

/** Applies the repeatable files in one transaction. */
export async function applyRepeatables(db: Db, migrationsFolder: string): Promise<void> {
  const statements = repeatableStatements(migrationsFolder);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** Thrown when the database holds migrations this code does not have (see the module comment). */
export class ForeignMigrationSeriesError extends Error {
  constructor(readonly unknownMigrations: number) {
    super(
      `The database was migrated by ${unknownMigrations} migration(s) this release does not have ` +
        '(an earlier, unreleased migration series that has since been squashed). Start from a ' +
        'fresh database: the demo PGlite folder is moved aside automatically; a PostgreSQL ' +
        'database must be dropped and created again.',
    );
    this.name = 'ForeignMigrationSeriesError';
  }
}

/**
 * Refuses a database with applied migrations that are not among this release's files (their
 * hashes differ). A fresh database, or one migrated by this series, passes.
 */
export async function assertOwnMigrationSeries(db: Db, migrationsFolder: string): Promise<void> {
  const [table] = (
    await db.execute<{ name: string | null }>(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
    )
  ).rows;
  if (!table?.name) return;
  const applied = (
    await db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`)
  ).rows;
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
  const unknown = applied.filter((m) => !known.has(m.hash)).length;
  if (unknown > 0) throw new ForeignMigrationSeriesError(unknown);
}
