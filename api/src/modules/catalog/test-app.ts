/**
 * Test app of the read modules: a migrated database (PGlite in memory, or a fresh
 * PostgreSQL database when DATABASE_URL is set), the hand-made fixture, and a bare Fastify
 * with only these modules under /api/v1. Tests use it to pin exact answers (order, prices,
 * 'førpris') that generated data cannot promise.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createDb, type DbHandle } from '../../db/client';
import { seedDatabase } from '../../seed';
import { blogModule } from '../blog';
import { contentModule } from '../content';
import { imagesModule } from '../images';
import { pollsModule } from '../polls';
import { catalogModule } from '.';
import { insertFixture } from './test-fixture';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  now: Date;
  dialect: DbHandle['dialect'];
  close(): Promise<void>;
}

/** Header a test sets to act as a logged-in customer (the session plugin is not part of this app). */
export const TEST_CUSTOMER_HEADER = 'x-test-customer';

async function freshPgDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `read_modules_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  dialect: 'pglite' | 'pg';
  /** Seed this many generated demo articles before the fixture (default: none). */
  seedArticles?: number;
  /**
   * Use the real `buildApp` (error handler, cookies, sessions, CSRF, every module from
   * modules/index.ts) instead of a bare app with only the read modules.
   */
  fullApp?: boolean;
}

export async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  let drop = async () => {};
  let handle: DbHandle;
  if (options.dialect === 'pg') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('DATABASE_URL is not set');
    const fresh = await freshPgDatabase(baseUrl);
    drop = fresh.drop;
    handle = await createDb({ databaseUrl: fresh.url, poolSize: 4 });
  } else {
    handle = await createDb({ pgliteDir: 'memory' });
  }
  await handle.migrate();
  const now = new Date();
  if (options.seedArticles) {
    await seedDatabase(handle.db, { articles: options.seedArticles, now });
    // Fresh statistics, as a long-running server would have: without them the planner
    // guesses row counts and picks sequential scans for the batched lookups.
    await handle.db.execute(sql`analyze`);
  }
  await insertFixture(handle.db, now);

  if (options.fullApp) {
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({ NODE_ENV: 'test' }),
      now: () => now,
    });
    await app.ready();
    return {
      app,
      db: handle.db,
      now,
      dialect: handle.dialect,
      close: async () => {
        await app.close();
        await handle.close();
        await drop();
      },
    };
  }

  const app = Fastify({ logger: false });
  const moduleOptions = { db: handle.db, cacheTtlMs: 0, now: () => now };
  await app.register(
    async (api) => {
      await api.register(catalogModule, moduleOptions);
      await api.register(contentModule, moduleOptions);
      await api.register(blogModule, moduleOptions);
      await api.register(pollsModule, {
        ...moduleOptions,
        customerId: async (request: FastifyRequest) => {
          const raw = request.headers[TEST_CUSTOMER_HEADER];
          return typeof raw === 'string' ? Number(raw) : null;
        },
      });
      await api.register(imagesModule);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return {
    app,
    db: handle.db,
    now,
    dialect: handle.dialect,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** Dialects to run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const TEST_DIALECTS: ('pglite' | 'pg')[] = process.env.DATABASE_URL
  ? ['pglite', 'pg']
  : ['pglite'];

/** GET `url`, expect 200, and parse the body with the contract's schema (throws on drift). */
export async function getOk<TSchema extends v.GenericSchema>(
  t: TestApp,
  url: string,
  schema: TSchema,
  headers: Record<string, string> = {},
): Promise<v.InferOutput<TSchema>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode}: ${res.body}`);
  const parsed = v.safeParse(schema, res.json());
  if (!parsed.success) {
    throw new Error(
      `GET ${url} does not match its schema: ${JSON.stringify(v.flatten(parsed.issues))}`,
    );
  }
  return parsed.output;
}

/** GET `url` expecting an error: status plus the `{ message, code? }` body. */
export async function getError(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const body = v.parse(ErrorBodySchema, res.json());
  return {
    status: res.statusCode,
    message: body.message,
    code: body.code,
    contentType: res.headers['content-type'],
  };
}

const ErrorBodySchema = v.object({
  message: v.pipe(v.string(), v.nonEmpty()),
  code: v.optional(v.string()),
});
