/**
 * Issue 16 findings at the HTTP edge: who the client is (X-Forwarded-For only from trusted
 * proxies), text the database cannot store, malformed URLs, and what reaches the log.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { rateLimitBuckets } from '../../src/db/schema';
import { LIMITS } from '../../src/modules/customers/limits';
import { INVALID_TEXT_MESSAGE } from '../../src/http/text-guard';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { createTestApp, sessionAgent, type SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';

const LOGIN = '/api/v1/customers/login';

const wrongLogin = (agent: SessionAgent, username: string, headers: Record<string, string> = {}) =>
  agent.inject({
    method: 'POST',
    url: LOGIN,
    payload: { username, password: 'feil-passord' },
    headers,
  });

describe.each(testDialects)('the HTTP edge on %s', (dialect) => {
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

  describe('client address', () => {
    it('ignores X-Forwarded-For by default: a client cannot pick its address to escape the limit', async () => {
      const agent = await sessionAgent(app);
      for (let i = 0; i < LIMITS.loginAddress.limit; i++) {
        const res = await wrongLogin(agent, `spray-xff-${i}@example.no`, {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        });
        expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
      }
      const next = await wrongLogin(agent, 'spray-xff-last@example.no', {
        'x-forwarded-for': '198.51.100.250',
      });
      expect(next.statusCode).toBe(429);
    });

    it('ignores X-Forwarded-For with the production configuration too (no TRUST_PROXY)', async () => {
      // Production once trusted every proxy: each request could claim another address.
      await t.db.delete(rateLimitBuckets); // the test above used up this address's allowance
      const config = loadConfig({
        NODE_ENV: 'production',
        PGLITE_DIR: 'memory',
        PAYMENT_SIMULATORS: 'on',
      });
      const production = await buildApp({ db: t.db, config, logger: false, now: () => TEST_NOW });
      await production.ready();
      try {
        const agent = await sessionAgent(production);
        for (let i = 0; i < LIMITS.loginAddress.limit; i++) {
          const res = await wrongLogin(agent, `spray-prod-${i}@example.no`, {
            'x-forwarded-for': `192.0.2.${i + 1}`,
          });
          expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
        }
        const next = await wrongLogin(agent, 'spray-prod-last@example.no', {
          'x-forwarded-for': '192.0.2.250',
        });
        expect(next.statusCode).toBe(429);
      } finally {
        await production.close();
      }
    });

    it('believes X-Forwarded-For from a configured proxy only', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory',
        TRUST_PROXY: '127.0.0.1',
      });
      const proxied = await buildApp({ db: t.db, config, now: () => TEST_NOW });
      await proxied.ready();
      try {
        const agent = await sessionAgent(proxied);
        // Behind the proxy each forwarded client has its own allowance.
        for (let i = 0; i < LIMITS.loginAddress.limit + 3; i++) {
          const res = await wrongLogin(agent, `proxied-${i}@example.no`, {
            'x-forwarded-for': `203.0.113.${i + 1}`,
          });
          expect(res.statusCode, `client ${i + 1}`).toBe(422);
        }
      } finally {
        await proxied.close();
      }
    });
  });

  describe('text the database cannot store', () => {
    it('answers 422 in Norwegian for a NUL in a query, a path or a JSON body', async () => {
      const agent = await sessionAgent(app);
      const responses = [
        await app.inject({ url: '/api/v1/postalcodes?q=%00' }),
        await app.inject({ url: '/api/v1/postalcodes/%00150' }),
        await agent.inject({
          method: 'POST',
          url: LOGIN,
          payload: { username: `${DEMO_EMAIL}\u0000`, password: DEMO_PASSWORD },
        }),
        await agent.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'content-type': 'application/json' },
          payload: `{"username":"a\\ud800b@example.no","password":"x"}`,
        }),
      ];
      for (const res of responses) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toEqual({ message: INVALID_TEXT_MESSAGE, code: 'INVALID_TEXT' });
      }
    });

    it('still accepts ordinary Norwegian text and emoji', async () => {
      const res = await app.inject({ url: '/api/v1/postalcodes?q=Tromsø%20🏔' });
      expect(res.statusCode).toBe(200);
    });
  });

  it('answers a malformed URL with its own 400 in Norwegian, without echoing the URL', async () => {
    for (const url of ['/api/v1/articles/%', '/build/shell/0.1.0/%', '/%E0%A4%A']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'Ugyldig forespørsel' });
      expect(res.body, url).not.toContain('%');
    }
  });
});

describe.each(testDialects)('the log on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory' });
    app = await buildApp({
      db: t.db,
      config,
      now: () => TEST_NOW,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('holds no token, e-mail address or one-time code from URLs and bodies', async () => {
    const agent = await sessionAgent(app);
    await app.inject({ url: '/api/v1/customers/email/verify?token=HEMMELIGTOKEN123' });
    await app.inject({ url: '/api/v1/otp/login/kari.hemmelig%40example.no' });
    await app.inject({ url: '/api/v1/otp/check/abc/987654' });
    await agent.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'kari.hemmelig@example.no', password: 'HemmeligPassord1!' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/v1/customers/email/verify?token=[skjult]');
    expect(log).toContain('/api/v1/otp/check/[skjult]');
    for (const secret of ['HEMMELIGTOKEN123', 'kari.hemmelig', '987654', 'HemmeligPassord1!'])
      expect(log).not.toContain(secret);
    // The client's address only as its network.
    expect(log).toContain('"remoteAddress":"127.0.0.0"');
    expect(log).not.toContain('127.0.0.1');
  });

  it("holds no parameter of a failed query, neither drizzle's nor the one PostgreSQL quotes", async () => {
    const failed = await t.db.execute(sql`select ${'ola.hemmelig@example.no'}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    // The failure carries the value twice: drizzle's `params:` line and PostgreSQL's message.
    expect(JSON.stringify(failed, Object.getOwnPropertyNames(failed))).toContain('ola.hemmelig');
    expect(String((failed as Error).cause)).toContain('ola.hemmelig');
    app.log.error({ err: failed }, 'query failed');
    const log = lines.join('');
    expect(log).toContain('invalid input syntax for type integer');
    expect(log).not.toContain('ola.hemmelig');
  });
});
