/**
 * Test app of the read modules, on the team's seeded test database (`test/helpers/test-db`:
 * 300 generated articles, clock pinned to TEST_NOW; PGlite always, PostgreSQL when
 * DATABASE_URL is set) plus the hand-made fixture for exact assertions (order, prices,
 * 'førpris'). Two flavours:
 * - default: a bare Fastify with only the read modules and no response cache, and a test
 *   header standing in for the session's customer (poll scores);
 * - `fullApp`: the real `buildApp` (error handler, cookies, sessions, CSRF, every module).
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { createTestApp } from '../../../test/helpers/test-app';
import { createTestDb, TEST_NOW, testDialects } from '../../../test/helpers/test-db';
import type { Db, Dialect } from '../../db/client';
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
  dialect: Dialect;
  close(): Promise<void>;
}

/** Header a test sets to act as a logged-in customer in the bare app. */
export const TEST_CUSTOMER_HEADER = 'x-test-customer';

/** Dialects to run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const TEST_DIALECTS: readonly Dialect[] = testDialects;

export interface TestAppOptions {
  dialect: Dialect;
  /** Use the real `buildApp` instead of a bare app with only the read modules. */
  fullApp?: boolean;
}

export async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  const testDb = await createTestDb({ dialect: options.dialect });
  const now = TEST_NOW;
  try {
    await insertFixture(testDb.db, now);
  } catch (error) {
    await testDb.close();
    throw error;
  }

  let app: FastifyInstance;
  if (options.fullApp) {
    app = await createTestApp(testDb.db);
  } else {
    app = Fastify({ logger: false });
    const moduleOptions = { db: testDb.db, cacheTtlMs: 0, now: () => now };
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
  }
  return {
    app,
    db: testDb.db,
    now,
    dialect: testDb.dialect,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

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

const ErrorBodySchema = v.object({
  message: v.pipe(v.string(), v.nonEmpty()),
  code: v.optional(v.string()),
});

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
