/**
 * Databases for the search tests: PGlite in memory always, plus PostgreSQL when DATABASE_URL
 * is set. Each PostgreSQL run gets its own throw-away database (the migrations name the
 * `public` schema in foreign keys, so a schema per test would not isolate), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle, type Dialect } from '../../src/db/client';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { insertFixture, NOW } from './fixture';

export const DIALECTS: Dialect[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDatabase {
  handle: DbHandle;
  /** PostgreSQL: the throw-away database's URL (a second connection pool may open it). */
  url?: string;
  /** Closes the connection and drops the throw-away database. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const handle = await createDb({ pgliteDir: 'memory' });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  // Only [a-z0-9_]: safe to interpolate as an identifier.
  const name = `search_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: url, poolSize: 4 });
  await handle.migrate();
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // Wait for the pool's sockets to go: forcing the drop while one is still closing makes
        // the server kill it, and the ended pool would surface that as an unhandled error.
        for (let attempt = 0; attempt < 20; attempt++) {
          const { rows } = await cleanup.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A database holding the fixture, indexed, and an app over it with the clock at NOW. */
export async function openSearchApp(
  dialect: Dialect,
  env: NodeJS.ProcessEnv = {},
): Promise<{ testDb: TestDatabase; app: FastifyInstance }> {
  const testDb = await openTestDatabase(dialect);
  await insertFixture(testDb.handle.db);
  await refreshSearchIndex(testDb.handle.db, { now: NOW });
  const app = await buildApp({
    db: testDb.handle.db,
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    now: () => NOW,
  });
  return { testDb, app };
}
