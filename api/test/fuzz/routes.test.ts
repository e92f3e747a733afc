/**
 * Property-based fuzzing of every API route, driven by the route table itself: the OpenAPI
 * document the app builds from the routes' schemas names each path, its parameters, query keys
 * and body fields, and fast-check fills them with hostile values (NUL and lone surrogates, huge
 * and negative numbers, wrong types, path tricks, broken JSON). Every answer must be below 500,
 * every JSON error must carry a Norwegian `message`, and a refused request must not have changed
 * a row (row triggers on every table count changes into a sequence; the attempt counters of
 * rate_limit_buckets are left out, counting refused attempts is their job).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenOf } from '../../src/app';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { createTestApp, sessionAgent, testConfig, type SessionAgent } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';

/** Generated requests per database, spread evenly over the routes. */
const TOTAL_RUNS = 2000;
const SEED = 20261126;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
};

function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? ''),
      queryKeys: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyKeys: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
}

/** Text a shop never expects: control characters, surrogates, numbers out of range, tricks. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '-1',
    '0',
    '1.5',
    '1e309',
    '99999999999999999999',
    '9007199254740993',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%',
    '%zz',
    ' ',
    'ø'.repeat(300),
    'x'.repeat(5000),
  ),
  fc.integer().map(String),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5, true, null, [], {}),
);

function bodyArbitrary(keys: string[]) {
  const key = fc.constantFrom(...keys, 'x', '__proto__', 'constructor');
  return fc.oneof(
    fc.dictionary(key, hostileJson, { maxKeys: 6 }).map((body) => JSON.stringify(body)),
    hostileJson.map((body) => JSON.stringify(body)),
    // Not JSON at all, or cut off.
    fc.constantFrom('{', '{"a":', 'null', '', '\u0000', '[1,2', '{"query":"\\u0000"}'),
  );
}

function requestArbitrary(op: Operation) {
  const query = fc.dictionary(fc.constantFrom(...op.queryKeys, 'x', 'page'), hostileText, {
    maxKeys: 4,
  });
  const params = fc.tuple(...op.pathParams.map(() => hostileText), fc.constant(''));
  const body =
    op.method === 'GET' || op.method === 'HEAD'
      ? fc.constant(undefined)
      : bodyArbitrary(op.bodyKeys);
  return fc.record({
    params,
    query,
    body,
    loggedIn: fc.boolean(),
    rawPercent: fc.boolean(),
  });
}

function urlOf(
  op: Operation,
  values: readonly string[],
  query: Record<string, string>,
  raw: boolean,
) {
  let index = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => {
    const value = values[index++] ?? '';
    // Now and then the value goes in unencoded (`%`, `/`, `?` in the path itself).
    return raw ? value.replace(/[\s#]/g, '') || '%' : encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** English words Fastify, Ajv or valibot use in their default messages. */
const ENGLISH =
  /\b(must|should|expected|received|invalid type|required|unexpected|not found|route|body|querystring|params)\b/i;

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400 || !String(res.headers['content-type']).includes('json')) return;
  const body = res.json() as { message?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect(body.message as string, label).not.toMatch(ENGLISH);
}

describe.each(testDialects)('fuzzing every route on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  let anonymous: SessionAgent;
  let customer: SessionAgent;
  /** The operators' routes get their token, so their handlers meet the hostile input too. */
  let admin: Record<string, string> = {};

  const writes = async () => {
    const rows = await t.db.execute(sql`select last_value, is_called from fuzz_writes`);
    const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as {
      last_value: string | number;
      is_called: boolean;
    };
    return row.is_called ? Number(row.last_value) : 0;
  };

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    for (const statement of [
      'create sequence fuzz_writes',
      `create function fuzz_count_write() returns trigger language plpgsql as
        $$ begin perform nextval('fuzz_writes'); return null; end $$`,
      `do $$ declare t text; begin
        for t in select tablename from pg_tables
          where schemaname = current_schema() and tablename <> 'rate_limit_buckets'
        loop
          execute format('create trigger fuzz_count after insert or update or delete on %I
            for each row execute function fuzz_count_write()', t);
        end loop;
      end $$`,
    ])
      await t.db.execute(sql.raw(statement));
    app = await createTestApp(t.db);
    admin = { authorization: `Bearer ${await adminTokenOf(t.db, testConfig())}` };
    anonymous = await sessionAgent(app);
    customer = await sessionAgent(app);
    const login = await customer.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it(`answers ${TOTAL_RUNS} hostile requests over every route without a 5xx, in Norwegian, changing nothing when it refuses`, async () => {
    const operations = operationsOf(app);
    expect(operations.length).toBeGreaterThan(60);
    const runsPerRoute = Math.ceil(TOTAL_RUNS / operations.length);
    let sent = 0;
    let refused = 0;
    let known = await writes();
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (input) => {
          const agent = input.loggedIn ? customer : anonymous;
          const url = urlOf(op, input.params, input.query, input.rawPercent);
          const headers = op.path.startsWith('/api/v1/admin/') ? admin : {};
          const res = await agent.inject({
            method: op.method as 'GET',
            url,
            headers,
            ...(input.body !== undefined
              ? { payload: input.body, headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
          });
          sent += 1;
          const label = `${op.method} ${url}`;
          checkAnswer(res, label);
          const now = await writes();
          if (res.statusCode >= 400) {
            refused += 1;
            expect(now, `${label} answered ${res.statusCode} but changed rows`).toBe(known);
          }
          known = now;
        }),
        { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
    // Hostile input is mostly refused; a handful of routes ignore what they are sent.
    expect(refused).toBeGreaterThan(sent / 2);
  });
});
