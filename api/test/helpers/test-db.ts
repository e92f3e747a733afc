/**
 * Databases for tests: migrated and seeded with a small deterministic catalogue.
 *
 *   const t = await createTestDb();                 // PGlite in memory, 300 articles, TEST_NOW
 *   const t = await createTestDb({ dialect: 'pg' }); // fresh PostgreSQL database (needs DATABASE_URL)
 *   for (const dialect of testDialects) describe(dialect, …)   // PGlite always, pg when configured
 *   afterAll(() => t.close());                      // pg: also drops the database
 *
 * A seeded PGlite cluster is dumped once to the OS temp folder (keyed by a hash of the
 * migrations, the seed code and the options) and later test files start from that dump,
 * which skips initdb, migrations and seeding.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, type Db, type Dialect } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import type { SeedOptions, SeedStats } from '../../src/seed';

/** Reference time of test data (campaign windows, polls …); pin the app's clock to it. */
export const TEST_NOW = new Date('2025-06-15T12:00:00Z');
export const TEST_ARTICLES = 300;

/** Base URL of the PostgreSQL server for tests, if any (e.g. postgres://postgres@127.0.0.1:5432/test). */
export const PG_TEST_URL = process.env.DATABASE_URL || undefined;
/** Dialects every database test should run on. */
export const testDialects: readonly Dialect[] = PG_TEST_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  db: Db;
  dialect: Dialect;
  /** pg: URL of the throw-away database. */
  url: string | undefined;
  seedStats: SeedStats | undefined;
  close(): Promise<void>;
}

export interface TestDbOptions {
  dialect?: Dialect;
  /** Seed options (defaults: 300 articles, TEST_NOW); false = migrated but empty. */
  seed?: Partial<SeedOptions> | false;
  /** Reuse a cached PGlite dump (default true). */
  snapshot?: boolean;
}

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Changes to migrations or seed code (or the search indexer the seed calls) invalidate the dump. */
function snapshotKey(seed: Partial<SeedOptions> | false): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(seed));
  const sources = [
    ...listFiles(path.join(API_ROOT, 'drizzle')),
    ...listFiles(path.join(API_ROOT, 'src/seed')),
    ...listFiles(path.join(API_ROOT, 'src/modules/search')),
    ...listFiles(path.join(API_ROOT, 'src/db')),
  ]
    .filter((f) => !f.endsWith('.test.ts'))
    .sort();
  for (const file of sources) {
    hash.update(file);
    hash.update(String(statSync(file).size));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Dumps of older code versions are never read again; drop those older than an hour (a dump
 * is read whole at start, so removing one another worker just used is harmless).
 */
function removeStaleSnapshots(current: string): void {
  const dir = path.dirname(current);
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!name.startsWith('blp-api-test-') || full === current) continue;
    try {
      if (Date.now() - statSync(full).mtimeMs > 3_600_000) rmSync(full, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

function seedOptions(seed: TestDbOptions['seed']): Partial<SeedOptions> | false {
  if (seed === false) return false;
  return { articles: TEST_ARTICLES, now: TEST_NOW, ...seed };
}

async function createPgliteTestDb(
  seed: Partial<SeedOptions> | false,
  snapshot: boolean,
): Promise<TestDb> {
  const file = path.join(tmpdir(), `blp-api-test-${snapshotKey(seed)}.tar`);
  if (snapshot && existsSync(file)) {
    const handle = await createDb({
      pgliteDir: 'memory',
      loadDataDir: new Blob([readFileSync(file)]),
    });
    return {
      db: handle.db,
      dialect: 'pglite',
      url: undefined,
      seedStats: undefined,
      close: handle.close,
    };
  }
  const prepared = await prepareDatabase({ pgliteDir: 'memory', seed });
  if (snapshot && prepared.pglite) {
    const dump = await prepared.pglite.dumpDataDir('none');
    // Write then rename: parallel test workers never read a half-written dump.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeStaleSnapshots(file);
  }
  return {
    db: prepared.db,
    dialect: 'pglite',
    url: undefined,
    seedStats: prepared.seedStats,
    close: prepared.close,
  };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createPgTestDb(seed: Partial<SeedOptions> | false): Promise<TestDb> {
  if (!PG_TEST_URL) throw new Error('DATABASE_URL is not set: no PostgreSQL for tests');
  const name = `blp_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(performance.now() * 1000).toString(36)}`;
  await adminQuery(PG_TEST_URL, `create database "${name}"`);
  const url = withDatabase(PG_TEST_URL, name);
  try {
    const prepared = await prepareDatabase({ databaseUrl: url, seed, poolSize: 4 });
    return {
      db: prepared.db,
      dialect: 'pg',
      url,
      seedStats: prepared.seedStats,
      async close() {
        await prepared.close();
        await adminQuery(PG_TEST_URL, `drop database if exists "${name}" with (force)`);
      },
    };
  } catch (error) {
    await adminQuery(PG_TEST_URL, `drop database if exists "${name}" with (force)`);
    throw error;
  }
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const seed = seedOptions(options.seed);
  return (options.dialect ?? 'pglite') === 'pg'
    ? createPgTestDb(seed)
    : createPgliteTestDb(seed, options.snapshot ?? true);
}
