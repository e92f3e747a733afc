/**
 * Login, logout and the current customer through the real app (sessions, CSRF, database),
 * on PGlite and (with DATABASE_URL) PostgreSQL. The seeded demo customers are used as they
 * are: Kari (terms accepted) and Ola (terms not accepted, not verified).
 */
import { hash } from '@node-rs/argon2';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CustomerSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionAgent, type SessionAgent } from '../../../test/helpers/test-app';
import { createTestDb, testDialects, TEST_NOW, type TestDb } from '../../../test/helpers/test-db';
import { customers, rateLimitBuckets, sessions } from '../../db/schema';
import { CSRF_MESSAGE } from '../../http/csrf';
import { SESSION_COOKIE } from '../../http/session';
import { sessionIdFor } from '../../http/session-store';
import { DEMO_EMAIL, DEMO_NEW_EMAIL, DEMO_PASSWORD } from '../../seed';
import { keyOf, LIMITS } from './limits';
import { LOGIN_MESSAGES } from './routes';

const LOGIN_RATE_LIMIT = LIMITS.loginAccount;

const LOGIN = '/api/v1/customers/login';
const LOGOUT = '/api/v1/customers/logout';
const CURRENT = '/api/v1/customers/current';

const login = (agent: SessionAgent, payload: unknown, remoteAddress?: string) =>
  agent.inject({
    method: 'POST',
    url: LOGIN,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The customer of the agent's session row; null without a session (anonymous visitors have none). */
const sessionCustomer = async (db: TestDb['db'], agent: SessionAgent) => {
  const token = new RegExp(`(?:^|; )${SESSION_COOKIE}=([^;]+)`).exec(agent.cookie)?.[1];
  if (!token) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdFor(token)));
  return row ? row.customerId : null;
};

const bodyOf = (res: LightMyRequestResponse) => res.json() as { message: string; code?: string };

describe.each(testDialects)('customer session routes on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  /** The app's clock; the rate-limit tests move it to let a window pass. */
  let clock = TEST_NOW;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    app = await createTestApp(t.db, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  describe('GET /customers/current', () => {
    it('answers 204 with no body when nobody is logged in, and is never cached', async () => {
      const res = await app.inject({ method: 'GET', url: CURRENT });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 204 when the logged-in customer no longer exists', async () => {
      const [row] = await t.db
        .insert(customers)
        .values({
          authId: `test-${dialect}-gone`,
          firstname: 'Borte',
          surname: 'Vekk',
          email: `borte-${dialect}@example.no`,
          passwordHash: await hash('Hemmelig1!'),
          termsConditions: 1,
        })
        .returning({ id: customers.id });
      const agent = await sessionAgent(app);
      expect(
        (await login(agent, { username: `borte-${dialect}@example.no`, password: 'Hemmelig1!' }))
          .statusCode,
      ).toBe(200);
      await t.db.delete(customers).where(eq(customers.id, row!.id));
      const res = await agent.inject({ method: 'GET', url: CURRENT });
      expect(res.statusCode).toBe(204);
    });
  });

  describe('POST /customers/login', () => {
    it('refuses a login without, or with a wrong, CSRF token with 419 and logs nobody in', async () => {
      const agent = await sessionAgent(app);
      const other = await sessionAgent(app);
      const credentials = { username: DEMO_EMAIL, password: DEMO_PASSWORD };
      const attempts = [
        // No token at all.
        app.inject({
          method: 'POST',
          url: LOGIN,
          headers: { cookie: agent.cookie },
          payload: credentials,
        }),
        // A made-up token.
        agent.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'x-csrf-token': 'feil' },
          payload: credentials,
        }),
        // Another session's valid token (what a cross-site page could have scraped elsewhere).
        agent.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'x-csrf-token': other.csrfToken },
          payload: credentials,
        }),
        // No session cookie: there is no token the header could match.
        app.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'x-csrf-token': agent.csrfToken },
          payload: credentials,
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(419);
        expect(res.json()).toEqual({ message: CSRF_MESSAGE, code: 'CSRF_TOKEN_MISMATCH' });
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      }
      expect(await sessionCustomer(t.db, agent)).toBeNull();
      expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(204);
    });

    it('logs in by e-mail (any case): 200 with the spec §3 customer, never the hash, session rotated', async () => {
      const agent = await sessionAgent(app);
      const before = agent.cookie;
      const res = await login(agent, {
        username: DEMO_EMAIL.toUpperCase(),
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const customer = v.parse(CustomerSchema, res.json());
      expect(customer).toMatchObject({
        id: 1,
        firstname: 'Kari',
        surname: 'Nordmann',
        email: DEMO_EMAIL,
        phone: '41234567',
        birth_date: '1988-05-17',
        gender_id: 2,
        terms_conditions: 1,
        verified: true,
        address: { addr: 'Storgata 1', postnr: '0155' },
        city: 'OSLO',
        permissions: { sms: true, email: true },
        club: true,
        marketing: true,
        newsletter: true,
        event_invite: false,
        birthday_gift: true,
        cookie_default: true,
        cookie_ga: true,
        cookie_google_tag_manager: false,
        cookie_meta_pixel: false,
      });
      expect(res.body).not.toMatch(/password|argon2/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(agent.cookie).not.toBe(before);
      expect(await sessionCustomer(t.db, agent)).toBe(1);

      const current = await agent.inject({ method: 'GET', url: CURRENT });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(res.json());
      expect(current.body).not.toMatch(/password|argon2/i);
    });

    it('logs in by mobile number in any common spelling, and accepts `email` as the field name', async () => {
      for (const username of ['41234567', '412 34 567', '+47 41234567', '0047-412-34-567']) {
        const agent = await sessionAgent(app);
        const res = await login(agent, { username, password: DEMO_PASSWORD });
        expect(res.statusCode, username).toBe(200);
        expect((res.json() as { id: number }).id).toBe(1);
      }
      const agent = await sessionAgent(app);
      const res = await login(agent, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
    });

    it('answers the customer who has not accepted the terms with terms_conditions 0', async () => {
      const agent = await sessionAgent(app);
      const res = await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: 2,
        email: DEMO_NEW_EMAIL,
        terms_conditions: 0,
        verified: false,
      });
      expect((await agent.inject({ method: 'GET', url: CURRENT })).json()).toMatchObject({
        terms_conditions: 0,
      });
    });

    it('answers 422 with the spec text for a wrong password and for an unknown name alike', async () => {
      const agent = await sessionAgent(app);
      const wrong = await login(
        agent,
        { username: DEMO_EMAIL, password: 'feil-passord' },
        '10.0.0.1',
      );
      expect(wrong.statusCode).toBe(422);
      expect(bodyOf(wrong)).toEqual({
        message: LOGIN_MESSAGES.invalid,
        code: 'INVALID_CREDENTIALS',
      });
      const unknown = await login(
        agent,
        { username: 'finnes.ikke@example.no', password: DEMO_PASSWORD },
        '10.0.0.1',
      );
      expect(unknown.statusCode).toBe(422);
      expect(bodyOf(unknown)).toEqual(bodyOf(wrong));
      expect(await sessionCustomer(t.db, agent)).toBeNull();
      expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(204);
    });

    it('answers 422 with a Norwegian message for a malformed body, without counting an attempt', async () => {
      const agent = await sessionAgent(app);
      const cases: [unknown, string][] = [
        [{ username: DEMO_EMAIL }, 'Passord må ha en verdi'],
        [{ username: DEMO_EMAIL, password: '' }, 'Passord må ha en verdi'],
        [{ password: DEMO_PASSWORD }, 'E-post eller mobilnummer må ha en verdi'],
        [{ username: '   ', password: DEMO_PASSWORD }, 'E-post eller mobilnummer må ha en verdi'],
        [{ username: 42, password: DEMO_PASSWORD }, 'E-post eller mobilnummer må være tekst'],
      ];
      for (const [payload, message] of cases) {
        const res = await login(agent, payload, '10.0.0.2');
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(bodyOf(res)).toMatchObject({ message, code: 'VALIDATION_ERROR' });
      }
      const notJson = await agent.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(bodyOf(notJson).message).toBe('Ugyldig JSON i forespørselen');
      // Nothing above reached the password check, so nothing was counted.
      const key = keyOf({ rule: 'loginAddress', parts: ['10.0.0.2'] });
      expect(
        await t.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key)),
      ).toHaveLength(0);
      expect(
        (await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD }, '10.0.0.2'))
          .statusCode,
      ).toBe(200);
    });

    it('answers 401 with the spec text when a customer is already logged in, and keeps them logged in', async () => {
      const agent = await sessionAgent(app);
      expect(
        (await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
      const cookie = agent.cookie;
      // Even another customer's valid credentials, and even a malformed body: log out first.
      for (const payload of [{ username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, {}]) {
        const again = await login(agent, payload);
        expect(again.statusCode).toBe(401);
        expect(bodyOf(again)).toEqual({
          message: LOGIN_MESSAGES.alreadyLoggedIn,
          code: 'ALREADY_LOGGED_IN',
        });
      }
      expect(agent.cookie).toBe(cookie);
      expect((await agent.inject({ method: 'GET', url: CURRENT })).json()).toMatchObject({ id: 1 });
    });
  });

  describe('POST /customers/logout', () => {
    it('answers 204, clears the session customer and rotates the session; CSRF token kept', async () => {
      const agent = await sessionAgent(app);
      expect(
        (await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
      const loggedIn = agent.cookie;
      const res = await agent.inject({ method: 'POST', url: LOGOUT });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(agent.cookie).not.toBe(loggedIn);
      expect(await sessionCustomer(t.db, agent)).toBeNull();
      expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(204);
      // The logged-in session is gone, so its cookie cannot be replayed.
      const replay = await app.inject({
        method: 'GET',
        url: CURRENT,
        headers: { cookie: loggedIn },
      });
      expect(replay.statusCode).toBe(204);
      // Same page, same token: logging in again works without a reload.
      expect(
        (await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('is idempotent for a guest (204) and needs the CSRF token (419)', async () => {
      const agent = await sessionAgent(app);
      expect((await agent.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(204);
      expect((await agent.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(204);
      const noToken = await app.inject({
        method: 'POST',
        url: LOGOUT,
        headers: { cookie: agent.cookie },
      });
      expect(noToken.statusCode).toBe(419);
    });

    it('refuses a logout without the CSRF token and leaves the customer logged in', async () => {
      const agent = await sessionAgent(app);
      await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD });
      const res = await app.inject({
        method: 'POST',
        url: LOGOUT,
        headers: { cookie: agent.cookie },
      });
      expect(res.statusCode).toBe(419);
      expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(200);
    });
  });

  describe('login attempt limits (per account and per client address, in the database)', () => {
    // Each test starts with fresh counters: the demo accounts are shared by all of them.
    beforeEach(async () => {
      await t.db.delete(rateLimitBuckets);
    });
    const wrongFrom = (agent: SessionAgent, username: string, ip: string) =>
      login(agent, { username, password: 'feil-passord' }, ip);

    it(`allows ${LOGIN_RATE_LIMIT.limit} attempts per window, then 429 with the spec text – even for the right password`, async () => {
      const agent = await sessionAgent(app);
      const ip = '192.0.2.10';
      for (let i = 0; i < LOGIN_RATE_LIMIT.limit; i++) {
        expect((await wrongFrom(agent, DEMO_EMAIL, ip)).statusCode).toBe(422);
      }
      const limited = await wrongFrom(agent, DEMO_EMAIL, ip);
      expect(limited.statusCode).toBe(429);
      expect(bodyOf(limited)).toEqual({
        message: LOGIN_MESSAGES.tooManyAttempts,
        code: 'TOO_MANY_ATTEMPTS',
      });
      expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
      const right = await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD }, ip);
      expect(right.statusCode).toBe(429);
      expect(await sessionCustomer(t.db, agent)).toBeNull();
      // The same name in another spelling is the same bucket.
      expect((await wrongFrom(agent, ` ${DEMO_EMAIL.toUpperCase()}`, ip)).statusCode).toBe(429);

      // The account is limited from every address (guesses spread over many addresses count
      // together); the address itself may still log in to another account.
      expect(
        (await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD }, '192.0.2.11'))
          .statusCode,
      ).toBe(429);
      const other = await sessionAgent(app);
      expect(
        (await login(other, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, ip)).statusCode,
      ).toBe(200);
    });

    it(`limits failures per client address across accounts (password spraying): ${LIMITS.loginAddress.limit} per window`, async () => {
      const ip = '192.0.2.60';
      const agent = await sessionAgent(app);
      for (let i = 0; i < LIMITS.loginAddress.limit; i++) {
        const res = await wrongFrom(agent, `spray-${i}@example.no`, ip);
        expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
      }
      const limited = await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, ip);
      expect(limited.statusCode).toBe(429);
      expect(bodyOf(limited)).toEqual({
        message: LOGIN_MESSAGES.tooManyAttempts,
        code: 'TOO_MANY_ATTEMPTS',
      });
      expect(Number(limited.headers['retry-after'])).toBe(LIMITS.loginAddress.windowMs / 1000);
      // The refused address did not use up the account's allowance: it logs in from elsewhere.
      expect(
        (await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, '192.0.2.61'))
          .statusCode,
      ).toBe(200);
    });

    it('does not count successful logins against a shared address', async () => {
      const ip = '192.0.2.70';
      for (let i = 0; i < LIMITS.loginAddress.limit + 5; i++) {
        const agent = await sessionAgent(app);
        const res = await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, ip);
        expect(res.statusCode).toBe(200);
      }
    });

    it('counts mobile-number spellings of one customer together', async () => {
      const agent = await sessionAgent(app);
      const ip = '192.0.2.20';
      const spellings = ['41234567', '412 34 567', '+4741234567', '0047 41234567', '41-23-45-67'];
      for (const username of spellings)
        expect((await wrongFrom(agent, username, ip)).statusCode).toBe(422);
      expect((await wrongFrom(agent, '41234567', ip)).statusCode).toBe(429);
    });

    it('opens again once the window has passed', async () => {
      const agent = await sessionAgent(app);
      const ip = '192.0.2.30';
      try {
        for (let i = 0; i <= LOGIN_RATE_LIMIT.limit; i++)
          await wrongFrom(agent, DEMO_NEW_EMAIL, ip);
        expect((await wrongFrom(agent, DEMO_NEW_EMAIL, ip)).statusCode).toBe(429);
        clock = new Date(TEST_NOW.getTime() + LOGIN_RATE_LIMIT.windowMs - 1000);
        const late = await wrongFrom(agent, DEMO_NEW_EMAIL, ip);
        expect(late.statusCode).toBe(429);
        expect(Number(late.headers['retry-after'])).toBe(1);
        clock = new Date(TEST_NOW.getTime() + LOGIN_RATE_LIMIT.windowMs);
        expect(
          (await login(agent, { username: DEMO_NEW_EMAIL, password: DEMO_PASSWORD }, ip))
            .statusCode,
        ).toBe(200);
      } finally {
        clock = TEST_NOW;
      }
    });

    it('a successful login clears the failed attempts before it', async () => {
      const ip = '192.0.2.40';
      const agent = await sessionAgent(app);
      for (let i = 0; i < LOGIN_RATE_LIMIT.limit - 1; i++) await wrongFrom(agent, DEMO_EMAIL, ip);
      expect(
        (await login(agent, { username: DEMO_EMAIL, password: DEMO_PASSWORD }, ip)).statusCode,
      ).toBe(200);
      await agent.inject({ method: 'POST', url: LOGOUT });
      for (let i = 0; i < LOGIN_RATE_LIMIT.limit; i++) {
        expect((await wrongFrom(agent, DEMO_EMAIL, ip)).statusCode).toBe(422);
      }
      expect((await wrongFrom(agent, DEMO_EMAIL, ip)).statusCode).toBe(429);
    });

    it('never lets more than the limit through when attempts arrive at once', async () => {
      const agent = await sessionAgent(app);
      const ip = '192.0.2.50';
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => wrongFrom(agent, 'samtidig@example.no', ip)),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_RATE_LIMIT.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_RATE_LIMIT.limit);
    });

    it('keeps no e-mail address, phone number or IP in clear text in the buckets', async () => {
      const agent = await sessionAgent(app);
      await wrongFrom(agent, DEMO_EMAIL, '192.0.2.80');
      await wrongFrom(agent, '412 34 567', '192.0.2.80');
      await wrongFrom(agent, 'ukjent@example.no', '192.0.2.80');
      const rows = await t.db.select().from(rateLimitBuckets);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.key).toMatch(/^login(Account|Address):[0-9a-f]{64}$/);
      }
      expect(
        await t.db.select().from(rateLimitBuckets).where(like(rateLimitBuckets.key, '%@%')),
      ).toHaveLength(0);
    });
  });
});
