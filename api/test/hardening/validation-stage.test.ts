/**
 * Every documented operation validates its input in Fastify's validation stage (ADR 0007):
 * a bad request is answered 422 in Norwegian before any preHandler hook or handler runs. These
 * operations once parsed their input inside the handler.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { sessionAgent, testConfig, type SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';

/** A bad request per operation, and the start of the message it is refused with. */
const BAD: { method: 'GET' | 'POST'; url: string; payload?: unknown; message: RegExp }[] = [
  { method: 'POST', url: '/api/v1/articles/search', payload: { take: 0 }, message: /^take/ },
  { method: 'POST', url: '/api/v1/articles/searchids', payload: ['x'], message: /heltall/ },
  { method: 'GET', url: '/api/v1/articles/search?request=%7B', message: /^Ugyldig søk/ },
  {
    method: 'GET',
    url: `/api/v1/articles/search?request=${encodeURIComponent('{"take":0}')}`,
    message: /^take/,
  },
  { method: 'GET', url: '/api/v1/articles/searchids?ids=1,x', message: /heltall/ },
  { method: 'GET', url: '/api/v1/articles/suggest?limit=abc', message: /^limit/ },
  { method: 'POST', url: '/api/v1/polls/answer/abc/1', message: /./ },
];

describe.each(testDialects)('validation stage on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  let agent: SessionAgent;
  /** URLs that reached the preHandler stage, i.e. passed validation. */
  const validated: string[] = [];

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    app = await buildApp({ db: t.db, config: testConfig(), now: () => TEST_NOW });
    app.addHook('preHandler', async (request) => {
      validated.push(request.url);
    });
    await app.ready();
    agent = await sessionAgent(app);
    // Logged in: the poll answer checks the login before its input.
    const login = await agent.inject({
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

  it.each(BAD)(
    'refuses $method $url before any handler',
    async ({ method, url, payload, message }) => {
      validated.length = 0;
      const res = await agent.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect(validated).toEqual([]);
    },
  );
});
