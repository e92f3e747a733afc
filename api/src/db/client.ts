/**
 * One entry point to the database for both dialects: embedded PGlite (default, data in a
 * folder or in memory) and PostgreSQL over node-postgres (when a DATABASE_URL is given).
 * Callers only see `Db`, the dialect-neutral Drizzle type, so queries are written once.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction as PgliteTransactionClient } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { applyRepeatables, assertOwnMigrationSeries } from './migrations';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What `db.execute()` returns on both drivers: PGlite's `Results` and pg's `QueryResult`
 * share `rows` (but not the affected-row count: use `.returning()` to count updates).
 */
export interface ExecuteResultHKT extends PgQueryResultHKT {
  type: RowsResult<RowOf<this['row']>>;
}
export interface RowsResult<T> {
  rows: T[];
}
type RowOf<T> = T extends Record<string, unknown> ? T : Record<string, unknown>;

/** Dialect-neutral Drizzle database with the relational schema attached. */
export type Db = PgDatabase<ExecuteResultHKT, Schema>;
export type Dialect = 'pglite' | 'pg';

export interface CreateDbOptions {
  /** postgres://… → node-postgres. Takes precedence over `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory' for a throw-away in-memory database. */
  pgliteDir?: string | 'memory';
  /** node-postgres pool size (default 10). */
  poolSize?: number;
  /** PGlite only: start from this data-dir dump (`dumpDataDir()`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** PGlite only: the embedded client (dumpDataDir, raw queries in tools). */
  pglite?: PGlite;
  /**
   * Runs pending migrations from api/drizzle/, then the repeatable files (functions and
   * triggers). Idempotent. Refuses a database migrated by another series (migrations.ts).
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so two API processes starting at once
   * against one PostgreSQL do not migrate or seed twice. PGlite has a single owner anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Arbitrary constant naming the "prepare database" advisory lock. */
const PREPARE_LOCK_KEY = 730_2025;

/** api/drizzle/, resolved from this file so it works from any working directory. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function migrateAll(db: Db, versioned: () => Promise<void>): Promise<void> {
  await assertOwnMigrationSeries(db, MIGRATIONS_FOLDER);
  await versioned();
  await applyRepeatables(db, MIGRATIONS_FOLDER);
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return createPgDb(options.databaseUrl, options.poolSize ?? 10);
  return createPgliteDb(options.pgliteDir ?? 'memory', options.loadDataDir);
}

/**
 * An embedded, single-process PostgreSQL never streams WAL to replicas, so `minimal` WAL
 * is enough; it lets a COPY into a table truncated in the same transaction skip WAL, which
 * is what makes seeding 100 000 articles fast (see seed/bulk-load.ts).
 */
const PGLITE_SETTINGS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];

async function createPgliteDb(dir: string, loadDataDir: Blob | undefined): Promise<DbHandle> {
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  // The contrib extensions must be passed at construction; CREATE EXTENSION (first migration) then finds them.
  const client = await PGlite.create({
    ...(dir === 'memory' ? {} : { dataDir: dir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    dialect: 'pglite',
    pglite: client,
    migrate: () => migrateAll(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

async function createPgDb(url: string, max: number): Promise<DbHandle> {
  // JIT compilation costs hundreds of ms on the catalogue's short, index-driven queries.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client dying (server restart, failover, admin termination) is emitted on the pool;
  // unhandled, that event would crash the process. The pool replaces the client on next use.
  pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
  // Surface configuration errors (wrong host, missing database) at start, not on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    dialect: 'pg',
    migrate: () => migrateAll(db, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    async exclusive(work) {
      // Session-level advisory lock on a connection held for the whole duration.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The part of a PGlite client (or PGlite transaction) that can run `COPY … FROM '/dev/blob'`. */
export type PgliteCopyClient = Pick<PgliteTransactionClient, 'query'>;

function isPgliteClient(value: unknown): value is PgliteCopyClient {
  // PGlite and its Transaction both have exec() and query(); node-postgres clients have no exec().
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { exec?: unknown }).exec === 'function' &&
    typeof (value as { query?: unknown }).query === 'function'
  );
}

/**
 * The PGlite client behind a Drizzle database or transaction, or null on node-postgres.
 * Only for bulk loading: PGlite's COPY from a Blob is ~5× faster than INSERT for millions of
 * rows. Drizzle keeps the transaction's client on `session.client` (not part of its typed
 * API), so this is checked at runtime and falls back to null if Drizzle ever changes it.
 */
export function pgliteClientOf(executor: object): PgliteCopyClient | null {
  const direct = (executor as { $client?: unknown }).$client;
  if (isPgliteClient(direct)) return direct;
  const session = (executor as { session?: { client?: unknown } }).session;
  return isPgliteClient(session?.client) ? session.client : null;
}
