/**
 * Property-based fuzzing of every route, driven by the route table itself: the OpenAPI
 * document the app builds from the routes' schemas names each API path, its parameters, query keys
 * and body fields, and fast-check fills them with hostile values (NUL and lone surrogates, huge
 * and negative numbers, wrong types, path tricks, broken JSON). The routes outside the document
 * get the same: the payment simulators (on outside production) and the web layer (pages, builds,
 * composition, favicon, robots.txt, sitemaps) over a fake build. Every answer must be below 500,
 * every JSON error of ours must carry a Norwegian `message` (the simulators answer their
 * provider's English shapes), a build's server part is never sent, and a refused request must not
 * have changed a row (row triggers on every table count changes into a sequence; the attempt
 * counters of rate_limit_buckets are left out, counting refused attempts is their job).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenOf } from '../../src/app';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { folderWith, releaseInfo, SHELL_TEMPLATE, testPlatform } from '../helpers/builds';
import { createTestApp, sessionAgent, testConfig, type SessionAgent } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';

/** Generated requests per database, spread evenly over the API's routes. */
const TOTAL_RUNS = 2000;
/** Generated requests per database over the routes outside the OpenAPI document. */
const OUTSIDE_RUNS = 600;
const SEED = 20261126;

/**
 * Whose answers a route gives: the API's, a payment simulator's (Klarna's and Vipps' own error
 * shapes, in English like theirs), or the web layer's (pages, files).
 */
type Surface = 'api' | 'simulator' | 'web';

interface Operation {
  surface: Surface;
  method: string;
  path: string;
  pathParams: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

/** `{name}` placeholders of a path. */
const paramsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

/** A route outside the document; `route` is its Fastify pattern when the path is not one. */
function outside(
  surface: Surface,
  method: string,
  path: string,
  bodyKeys: string[] = [],
  route = path.replace(/\{([^}]+)\}/g, ':$1'),
): Operation & { route: string } {
  return { surface, method, path, pathParams: paramsOf(path), queryKeys: [], bodyKeys, route };
}

const KLARNA_SESSION = ['purchase_country', 'purchase_currency', 'order_amount', 'order_lines'];
const KLARNA_ORDER = '/sim/klarna/ordermanagement/v1/orders/{id}';
const VIPPS_PAYMENT = '/sim/vipps/epayment/v1/payments/{reference}';
const PAGE = '/*';
const BUILD = '/build/:pkg/:version/*';

/** What is served besides the API (the document holds /api/v1 only). */
const OUTSIDE_THE_DOCUMENT = [
  outside('simulator', 'POST', '/sim/klarna/payments/v1/sessions', KLARNA_SESSION),
  outside('simulator', 'GET', '/sim/klarna/payments/v1/sessions/{id}'),
  outside('simulator', 'POST', '/sim/klarna/payments/v1/sessions/{id}', KLARNA_SESSION),
  outside('simulator', 'DELETE', '/sim/klarna/payments/v1/authorizations/{token}'),
  outside('simulator', 'POST', '/sim/klarna/payments/v1/authorizations/{token}/order', [
    ...KLARNA_SESSION,
    'merchant_reference1',
  ]),
  outside('simulator', 'GET', KLARNA_ORDER),
  outside('simulator', 'GET', `${KLARNA_ORDER}/captures`),
  outside('simulator', 'POST', `${KLARNA_ORDER}/captures`, ['captured_amount', 'order_lines']),
  outside('simulator', 'GET', `${KLARNA_ORDER}/captures/{captureId}`),
  outside('simulator', 'POST', `${KLARNA_ORDER}/cancel`),
  outside('simulator', 'POST', `${KLARNA_ORDER}/refunds`, ['refunded_amount', 'order_lines']),
  outside('simulator', 'GET', `${KLARNA_ORDER}/refunds/{refundId}`),
  outside('simulator', 'POST', `${KLARNA_ORDER}/release-remaining-authorization`),
  outside('simulator', 'GET', '/sim/klarna/kp/lib/v1/api.js'),
  outside('simulator', 'POST', '/sim/klarna/_widget/session', ['client_token']),
  outside('simulator', 'POST', '/sim/klarna/_widget/authorize', [
    'client_token',
    'outcome',
    'payment_method_category',
  ]),
  outside('simulator', 'POST', '/sim/vipps/accesstoken/get'),
  outside('simulator', 'POST', '/sim/vipps/epayment/v1/payments', [
    'amount',
    'reference',
    'paymentMethod',
    'returnUrl',
    'userFlow',
  ]),
  outside('simulator', 'GET', VIPPS_PAYMENT),
  outside('simulator', 'GET', `${VIPPS_PAYMENT}/events`),
  outside('simulator', 'POST', `${VIPPS_PAYMENT}/capture`, ['modificationAmount']),
  outside('simulator', 'POST', `${VIPPS_PAYMENT}/cancel`),
  outside('simulator', 'POST', `${VIPPS_PAYMENT}/refund`, ['modificationAmount']),
  outside('simulator', 'POST', '/sim/vipps/epayment/v1/test/payments/{reference}/approve'),
  outside('simulator', 'GET', '/sim/vipps/webhooks/v1/webhooks'),
  outside('simulator', 'POST', '/sim/vipps/webhooks/v1/webhooks', ['url', 'events']),
  outside('simulator', 'DELETE', '/sim/vipps/webhooks/v1/webhooks/{id}'),
  outside('simulator', 'GET', '/sim/vipps/landing'),
  outside('simulator', 'POST', '/sim/vipps/landing', ['token', 'action']),
  outside('web', 'GET', '/'),
  outside('web', 'GET', '/{a}', [], PAGE),
  outside('web', 'GET', '/{a}/{b}/{c}', [], PAGE),
  outside('web', 'GET', '/search/{query}', [], PAGE),
  outside('web', 'GET', '/{a}/{b}/product/{id}', [], PAGE),
  outside('web', 'GET', '/category/{a}/{b}', [], PAGE),
  outside('web', 'GET', '/campaign/{id}', [], PAGE),
  outside('web', 'GET', '/butikker/{id}', [], PAGE),
  outside('web', 'GET', '/inspiration/category/{slug}', [], PAGE),
  outside('web', 'GET', '/article/{id}', [], PAGE),
  outside('web', 'GET', '/build/{pkg}/{version}/{file}', [], BUILD),
  outside('web', 'GET', '/build/shell/0.1.0/{file}', [], BUILD),
  outside('web', 'GET', '/build/mf-catalog/0.1.0/{file}', [], BUILD),
  outside('web', 'GET', '/composition.json'),
  outside('web', 'GET', '/favicon.ico'),
  outside('web', 'GET', '/favicon.svg'),
  outside('web', 'GET', '/robots.txt'),
  outside('web', 'GET', '/sitemap.xml'),
  outside('web', 'GET', '/sitemap-{part}.xml'),
];

/** Marks the build's server part, which must never leave the server. */
const SERVER_PART = 'SERVER-PART-ONLY';

/** A repository-like folder: a built shell (with a server part) and a remote, and a composition. */
function fakeBuilds(): string {
  return folderWith('fuzz-web', {
    'shell/package.json': JSON.stringify({ name: 'shell', version: '0.1.0' }),
    'shell/dist/0.1.0/index.html': SHELL_TEMPLATE,
    'shell/dist/0.1.0/main.0123456789.js': 'console.log("shell")',
    'shell/dist/0.1.0/main.0123456789.js.map': '{"version":3}',
    'shell/dist/0.1.0/server/entry.cjs': `module.exports = "${SERVER_PART}";`,
    'shell/dist/0.1.0/release.json': JSON.stringify(releaseInfo('shell', '0.1.0')),
    'mf-catalog/dist/0.1.0/release.json': JSON.stringify(releaseInfo('mf-catalog', '0.1.0')),
    'mf-catalog/dist/0.1.0/mf-manifest.json': '{"id":"mf_catalog"}',
    'mf-catalog/dist/0.1.0/remoteEntry.js': 'var mf_catalog;',
    'composition.config.json': JSON.stringify({ remotes: { mf_catalog: { version: '0.1.0' } } }),
  });
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
      surface: 'api' as const,
      method: method.toUpperCase(),
      path,
      pathParams: paramsOf(path),
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

/** A file inside a build, spelled every way `send` might resolve to one it must not send. */
const buildFile = fc.oneof(
  { arbitrary: hostileText, weight: 1 },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'main.0123456789.js',
      'server/entry.cjs',
      '/server/entry.cjs',
      './server/entry.cjs',
      'x/../server/entry.cjs',
      'Server/entry.cjs',
      'main.0123456789.js.map/x/..',
      '.',
      '..',
      '/',
    ),
  },
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
  const params = fc.tuple(
    ...op.pathParams.map((name) => (name === 'file' ? buildFile : hostileText)),
    fc.constant(''),
  );
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
    html: fc.boolean(),
  });
}

/** Percent-encoding that sends a lone surrogate as its three bytes (invalid UTF-8) instead of throwing. */
function encodeSegment(value: string): string {
  return Array.from(value, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
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
    return raw ? value.replace(/[\s#]/g, '') || '%' : encodeSegment(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** English words Fastify, Ajv or valibot use in their default messages. */
const ENGLISH =
  /\b(must|should|expected|received|invalid type|required|unexpected|not found|route|body|querystring|params)\b/i;

function checkAnswer(res: LightMyRequestResponse, label: string, surface: Surface): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, label).not.toContain(SERVER_PART);
  if (res.statusCode < 400 || !String(res.headers['content-type']).includes('json')) return;
  const body = res.json() as { message?: unknown };
  // A simulator's own refusal has its provider's shape; one of ours (bad JSON …) has `message`.
  if (surface === 'simulator' && !('message' in body)) return;
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

  let root: string;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    root = fakeBuilds();
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
    app = await createTestApp(t.db, {
      config: {
        ...testConfig(),
        repoRoot: root,
        compositionFile: path.join(root, 'composition.config.json'),
      },
      web: true,
      builds: testPlatform(t.db, root).builds,
    });
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
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('knows every route outside the OpenAPI document it fuzzes', () => {
    const missing = OUTSIDE_THE_DOCUMENT.filter(
      ({ method, route }) => !app.hasRoute({ method: method as 'GET', url: route }),
    );
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it(`answers ${TOTAL_RUNS + OUTSIDE_RUNS} hostile requests over every route without a 5xx, in Norwegian, changing nothing when it refuses`, async () => {
    const api = operationsOf(app);
    expect(api.length).toBeGreaterThan(60);
    const runs = (op: Operation) =>
      Math.ceil(
        op.surface === 'api' ? TOTAL_RUNS / api.length : OUTSIDE_RUNS / OUTSIDE_THE_DOCUMENT.length,
      );
    let sent = 0;
    let refused = 0;
    let known = await writes();
    for (const op of [...api, ...OUTSIDE_THE_DOCUMENT]) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (input) => {
          const agent = input.loggedIn ? customer : anonymous;
          const url = urlOf(op, input.params, input.query, input.rawPercent);
          const headers: Record<string, string> = {
            ...(op.path.startsWith('/api/v1/admin/') ? admin : {}),
            // Pages answer browsers (HTML) and others alike.
            ...(op.surface === 'web' && input.html ? { accept: 'text/html' } : {}),
          };
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
          checkAnswer(res, label, op.surface);
          const now = await writes();
          if (res.statusCode >= 400) {
            refused += 1;
            expect(now, `${label} answered ${res.statusCode} but changed rows`).toBe(known);
          }
          known = now;
        }),
        { numRuns: runs(op), seed: SEED, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS + OUTSIDE_RUNS);
    // Hostile input is mostly refused; a handful of routes ignore what they are sent.
    expect(refused).toBeGreaterThan(sent / 2);
  });
});
