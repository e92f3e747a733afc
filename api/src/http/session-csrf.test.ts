/** Sessions (cookie + table), CSRF 419, and the JSON error handler, on every test dialect. */
import { Signer } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sessionAgent } from '../../test/helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../../test/helpers/test-db';
import type { ApiModule } from '../modules';
import { sessions } from '../db/schema';
import { CSRF_COOKIE, CSRF_MESSAGE } from './csrf';
import { NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from './errors';
import { sessionIdFor } from './session-store';
import { SESSION_COOKIE, setSessionCustomer } from './session';

let writes = 0;
/** Counts signature checks of cookies (@fastify/cookie's signer, an HMAC each) once a test spies. */
let unsignCalls = () => 0;

/** A stand-in domain module: one write route and a few failure modes. */
const probeModule: ApiModule = {
  name: 'probe',
  register: (app) =>
    app.register(async (api) => {
      api.post('/probe', async (request) => {
        writes += 1;
        return { ok: true, customerId: request.session?.customerId ?? null };
      });
      api.post<{ Params: { id: string } }>('/probe/login/:id', async (request, reply) => {
        const session = await setSessionCustomer(request, reply, Number(request.params.id));
        return { customerId: session?.customerId ?? null };
      });
      api.get('/probe/invalid', async () =>
        v.parse(v.object({ page: v.pipe(v.number(), v.minValue(1, 'Siden må være minst 1')) }), {
          page: 0,
        }),
      );
      api.get('/probe/crash', async () => {
        throw new Error('database password is hunter2');
      });
      api.get('/probe/anonymous', { config: { session: false } }, async (request) => ({
        session: request.session,
      }));
      // How many signatures were checked before the handler asked for the token, then the token.
      api.get('/probe/token', { config: { session: false } }, async (request) => {
        const checkedBeforeAsked = unsignCalls();
        return { checkedBeforeAsked, token: request.csrfToken };
      });
      api.post('/probe/callback', { config: { csrf: false, session: false } }, async () => ({
        ok: true,
      }));
    }),
};

describe.each(testDialects)('sessions and CSRF on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    app = await createTestApp(t.db, { modules: [probeModule] });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('GET /api/v1/csrf answers a token in a signed httpOnly SameSite=Lax cookie and writes no row', async () => {
    const before = await t.db.$count(sessions);
    const res = await app.inject({ method: 'GET', url: '/api/v1/csrf' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const token = (res.json() as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Signed: the token plus its signature, never the bare token a sibling site could plant.
    expect(cookie?.value.startsWith(`${token}.`)).toBe(true);
    expect(await t.db.$count(sessions)).toBe(before);
  });

  it('reuses the token named by the cookie instead of issuing a new one', async () => {
    const agent = await sessionAgent(app);
    const res = await agent.inject({ method: 'GET', url: '/api/v1/csrf' });
    expect((res.json() as { token: string }).token).toBe(agent.csrfToken);
    expect(res.cookies).toEqual([]);
  });

  it('refuses a cookie whose signature does not match, even with the matching header', async () => {
    const token = 'A'.repeat(43);
    const before = writes;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { cookie: `${CSRF_COOKIE}=${token}.forged`, 'x-csrf-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(419);
    expect(writes).toBe(before);
  });

  it('verifies the signed cookie only when the token is asked for, and then gives the same token', async () => {
    const agent = await sessionAgent(app);
    const unsign = vi.spyOn(Signer.prototype, 'unsign');
    unsignCalls = () => unsign.mock.calls.length;
    const read = await agent.inject({ method: 'GET', url: '/api/v1/probe/token' });
    expect(read.json()).toEqual({ checkedBeforeAsked: 0, token: agent.csrfToken });
    expect(unsign).toHaveBeenCalledTimes(1);

    unsign.mockClear();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v1/probe/token',
      headers: { cookie: `${CSRF_COOKIE}=${'A'.repeat(43)}.forged` },
    });
    expect(forged.json()).toEqual({ checkedBeforeAsked: 0, token: null });
  });

  it('makes a sessions row at login, with the token the page already holds', async () => {
    const agent = await sessionAgent(app);
    const login = await agent.inject({ method: 'POST', url: '/api/v1/probe/login/1' });
    expect(login.json()).toEqual({ customerId: 1 });
    const sid = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFor(sid?.value ?? '')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.csrfToken).toBe(agent.csrfToken);
    // The raw cookie value is not stored: a database dump holds no usable sessions.
    expect(rows[0]?.id).not.toBe(sid?.value);
  });

  it('refuses a write without, or with a wrong, X-CSRF-TOKEN with 419 and runs nothing', async () => {
    const agent = await sessionAgent(app);
    const before = writes;
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { cookie: agent.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ message: CSRF_MESSAGE, code: 'CSRF_TOKEN_MISMATCH' });
    const wrong = await agent.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'x-csrf-token': 'feil' },
      payload: {},
    });
    expect(wrong.statusCode).toBe(419);
    const noSession = await app.inject({
      method: 'DELETE',
      url: '/api/v1/probe',
      headers: { 'x-csrf-token': agent.csrfToken },
    });
    expect(noSession.statusCode).toBe(419);
    expect(writes).toBe(before);
  });

  it('accepts a write with the session token (and the X-Requested-With marker)', async () => {
    const agent = await sessionAgent(app);
    const before = writes;
    const res = await agent.inject({ method: 'POST', url: '/api/v1/probe', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, customerId: null });
    expect(writes).toBe(before + 1);
  });

  it('rotates the session id on a second login but keeps the CSRF token working', async () => {
    const agent = await sessionAgent(app);
    await agent.inject({ method: 'POST', url: '/api/v1/probe/login/1' });
    const oldCookie = agent.cookie;
    const login = await agent.inject({ method: 'POST', url: '/api/v1/probe/login/2' });
    expect(login.json()).toEqual({ customerId: 2 });
    expect(agent.cookie).not.toBe(oldCookie);
    const after = await agent.inject({ method: 'POST', url: '/api/v1/probe', payload: {} });
    expect(after.json()).toEqual({ ok: true, customerId: 2 });
    // The earlier session is gone: a fixed session id is worthless after login.
    const stale = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { cookie: oldCookie, 'x-csrf-token': agent.csrfToken },
      payload: {},
    });
    expect(stale.json()).toEqual({ ok: true, customerId: null });
  });

  it('keeps sessions in the database: a second app instance knows the session', async () => {
    const agent = await sessionAgent(app);
    const other = await createTestApp(t.db, { modules: [probeModule] });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/api/v1/probe',
        headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('writes no session row for anonymous API reads, pages or assets', async () => {
    const before = await t.db.$count(sessions);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/probe/anonymous' });
    expect(anonymous.json()).toEqual({ session: null });
    for (const [url, accept] of [
      ['/api/v1/finnes-ikke', 'application/json'],
      ['/butikker/', 'text/html'],
      ['/build/shell/0.1.0/main.js', '*/*'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    }
    expect(await t.db.$count(sessions)).toBe(before);
  });

  it('lets routes opt out of CSRF (provider callbacks)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/probe/callback', payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/finnes-ikke' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NOT_FOUND_MESSAGE });
  });

  it('maps valibot errors to 422 with issues, bad JSON to 400, and hides crashes', async () => {
    const invalid = await app.inject({ method: 'GET', url: '/api/v1/probe/invalid' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      message: 'Siden må være minst 1',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'page', message: 'Siden må være minst 1' }],
    });

    const agent = await sessionAgent(app);
    const badJson = await agent.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"ikke json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'Ugyldig JSON i forespørselen' });

    const crash = await app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    expect(crash.body).not.toContain('hunter2');
  });
});
