/**
 * Issue 16 at the HTTP edge, second part: caching and compression of API reads, the OpenAPI
 * document, per-address search limits, load shedding, login limits per account across its
 * spellings, and the size of the largest search answer.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_TAKE } from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSY_MESSAGE } from '../../src/http/pressure';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../src/http/request-limits';
import { LIMITS } from '../../src/modules/customers/limits';
import { LOGIN_MESSAGES } from '../../src/modules/customers/messages';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { createTestApp, sessionAgent, testConfig } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';

describe.each(testDialects)('caching, documentation and limits on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    app = await createTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  describe('cacheable API reads', () => {
    it('carry a short public Cache-Control with stale-while-revalidate and an ETag answered with 304', async () => {
      const first = await app.inject({ url: '/api/v1/categories' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await app.inject({
        url: '/api/v1/categories',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('are compressed for clients that accept it, with Vary: Accept-Encoding', async () => {
      const plain = await app.inject({ url: '/api/v1/categories' });
      const br = await app.inject({
        url: '/api/v1/categories',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it('leave personal and failed answers uncacheable', async () => {
      const agent = await sessionAgent(app);
      const current = await agent.inject({ url: '/api/v1/customers/current' });
      expect(current.headers['cache-control']).toBe('no-store');
      const missing = await app.inject({ url: '/api/v1/articles/999999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
    });
  });

  describe('OpenAPI', () => {
    it('serves an OpenAPI 3.1 document built from the routes’ valibot schemas', async () => {
      const res = await app.inject({ url: '/api/v1/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        openapi: string;
        paths: Record<
          string,
          Record<
            string,
            {
              parameters?: { name: string; in: string }[];
              responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
            }
          >
        >;
      };
      expect(doc.openapi).toBe('3.1.0');
      const list = doc.paths['/api/v1/categories/{id}/articles']?.get;
      expect(list?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
        expect.arrayContaining(['path:id', 'query:page', 'query:per_page']),
      );
      expect(doc.paths['/api/v1/articles/search']?.post).toBeDefined();
      expect(doc.paths['/api/v1/customers/login']?.post).toBeDefined();
      // Only the API: no pages, builds or simulators.
      expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
      // Every operation documents the JSON it answers with.
      const undocumented = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => !op.responses?.['200']?.content?.['application/json']?.schema)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(undocumented).toEqual([]);
    });

    it('is cached and compressed like the cacheable API reads', async () => {
      const first = await app.inject({
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
      expect(first.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')).openapi).toBe(
        '3.1.0',
      );
      const again = await app.inject({
        url: '/api/v1/openapi.json',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('has a browsable page', async () => {
      const res = await app.inject({ url: '/api/v1/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // A page like the shop's: a policy of its own, never framed.
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('search', () => {
    it(`answers {} with ${SEARCH_MAX_TAKE} tiles at most, not a whole catalogue, and refuses a larger take`, async () => {
      // More articles than one call may take (the default 300-article test catalogue).
      const full = await createTestDb({ dialect });
      const big = await createTestApp(full.db);
      try {
        const agent = await sessionAgent(big);
        const tooMany = await agent.inject({
          method: 'POST',
          url: '/api/v1/articles/search',
          payload: { take: SEARCH_MAX_TAKE + 1 },
        });
        expect(tooMany.statusCode).toBe(422);
        expect(tooMany.json().message).toBe(`take kan ikke være større enn ${SEARCH_MAX_TAKE}`);

        const all = await agent.inject({
          method: 'POST',
          url: '/api/v1/articles/search',
          payload: {},
        });
        expect(all.statusCode).toBe(200);
        const body = all.json<{ hits: { total: { value: number }; hits: unknown[] } }>();
        expect(body.hits.total.value).toBeGreaterThan(SEARCH_MAX_TAKE);
        expect(body.hits.hits).toHaveLength(SEARCH_MAX_TAKE);
        // Issue 16 measured {} at 1000 tiles / ~890 KB; a tile is about 0.9 KB of JSON.
        expect(all.rawPayload.length).toBeLessThan(250_000);

        const compressed = await agent.inject({
          method: 'POST',
          url: '/api/v1/articles/search',
          payload: {},
          headers: { 'accept-encoding': 'br' },
        });
        expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(all.body);
        expect(compressed.rawPayload.length).toBeLessThan(all.rawPayload.length / 4);
      } finally {
        await big.close();
        await full.close();
      }
    });

    it('refuses an answer over the response size limit in Norwegian, before it is compressed', async () => {
      const small = await createTestApp(t.db, {
        config: { ...testConfig(), maxResponseBytes: 20_000 },
      });
      try {
        const res = await small.inject({
          url: `/api/v1/articles/search?request=${encodeURIComponent('{"take":200}')}`,
          headers: { 'accept-encoding': 'br' },
        });
        expect(res.statusCode).toBe(422);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.json().message).toBe('Svaret ble for stort – be om færre om gangen');
        const page = await small.inject({
          url: `/api/v1/articles/search?request=${encodeURIComponent('{"take":5}')}`,
        });
        expect(page.statusCode).toBe(200);
      } finally {
        await small.close();
      }
    });

    it('limits searches per client address (429 in Norwegian with Retry-After, no counters on answers)', async () => {
      const limited = await createTestApp(t.db, {
        config: { ...testConfig(), searchRateLimit: 3 },
      });
      try {
        const agent = await sessionAgent(limited);
        const search = (remoteAddress: string) =>
          agent.inject({
            method: 'POST',
            url: '/api/v1/articles/search',
            payload: { take: 1 },
            remoteAddress,
          });
        for (let i = 0; i < 3; i++) {
          const passed = await search('192.0.2.80');
          expect(passed.statusCode).toBe(200);
          // A cacheable answer carries no per-visitor counters a shared cache could pass on.
          expect(Object.keys(passed.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual(
            [],
          );
        }
        const refused = await search('192.0.2.80');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          message: TOO_MANY_REQUESTS_MESSAGE,
          code: 'TOO_MANY_REQUESTS',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Another address is not affected.
        expect((await search('192.0.2.81')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  it('sheds load with a Norwegian 503 while the event loop lags', async () => {
    const shedding = await createTestApp(t.db, {
      config: { ...testConfig(), maxEventLoopDelayMs: 10 },
    });
    try {
      await vi.waitFor(
        async () => {
          // Hold the loop for longer than the allowed delay, then ask.
          const until = Date.now() + 50;
          while (Date.now() < until);
          const res = await shedding.inject({ url: '/api/v1/categories' });
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({ message: BUSY_MESSAGE, code: 'SERVER_BUSY' });
          expect(res.headers['retry-after']).toBeDefined();
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await shedding.close();
    }
  });

  it('counts failed logins per account across its e-mail and mobile number', async () => {
    const agent = await sessionAgent(app);
    const remoteAddress = '192.0.2.90';
    const spellings = [DEMO_EMAIL, '41234567', DEMO_EMAIL.toUpperCase(), '+47 412 34 567'];
    for (let i = 0; i < LIMITS.loginAccount.limit; i++) {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/v1/customers/login',
        payload: { username: spellings[i % spellings.length], password: 'feil-passord' },
        remoteAddress,
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    // Now even the right password, by either spelling, from another address, is refused.
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { username: '41234567', password: DEMO_PASSWORD },
      remoteAddress: '192.0.2.91',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: LOGIN_MESSAGES.tooManyAttempts });
  });
});
