/**
 * One-time codes: login by code from e-mail or SMS (outbox), phone verification after
 * registration, 10 minutes and 5 guesses per code, no way to tell a customer from a stranger,
 * CSRF on these GETs, limits per value and per client address. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { CustomerSchema, OtpSentSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, customerTokens, rateLimitBuckets } from '../../src/db/schema';
import { LIMITS } from '../../src/modules/customers/limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../../src/modules/customers/messages';
import { CODE_ATTEMPTS } from '../../src/modules/customers/tokens';
import { DEMO_EMAIL } from '../../src/seed';
import type { SessionAgent } from '../helpers/test-app';
import { testDialects } from '../helpers/test-db';
import {
  codeIn,
  messageOf,
  nextAddress,
  otherCode,
  startAccountsApp,
  type AccountsApp,
} from './harness';

const CURRENT = '/api/v1/customers/current';
const MINUTE = 60_000;

describe.each(testDialects)('one-time codes on %s', (dialect) => {
  let shop: AccountsApp;

  beforeAll(async () => {
    shop = await startAccountsApp(dialect);
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(async () => {
    shop.resetClock();
    await shop.t.db.delete(rateLimitBuckets);
  });

  const ask = (agent: SessionAgent, value: string, remoteAddress = nextAddress()) =>
    agent.inject({
      method: 'GET',
      url: `/api/v1/otp/login/${encodeURIComponent(value)}`,
      remoteAddress,
    });
  const check = (
    agent: SessionAgent,
    authId: string,
    code: string,
    remoteAddress = nextAddress(),
  ) => agent.inject({ method: 'GET', url: `/api/v1/otp/check/${authId}/${code}`, remoteAddress });
  /** A registered customer, logged out again, asking for a code by `channel`. */
  async function codeFor(channel: 'email' | 'sms') {
    const me = await shop.register();
    await me.agent.inject({ method: 'POST', url: '/api/v1/customers/logout' });
    const value = channel === 'email' ? me.email : me.phone;
    const sent = await ask(me.agent, value);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await shop.lastMail(
      channel === 'email' ? me.email : `+47${me.phone}`,
      channel === 'email' ? 'otp' : 'sms',
    );
    return { ...me, sent: v.parse(OtpSentSchema, sent.json()), code: codeIn(mail), mail };
  }

  describe('GET /otp/login/{value} and /otp/check/{authId}/{token}', () => {
    it('mails a code to an e-mail address; the right code logs in with a new session id', async () => {
      const me = await codeFor('email');
      expect(me.sent).toEqual({
        authId: me.authId,
        channel: 'email',
        to: `${me.email[0]}***@example.no`,
      });
      expect(me.mail.subject).toBe(`Engangskoden din: ${me.code}`);
      const before = me.agent.cookie;
      const res = await check(me.agent, me.authId, me.code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(v.parse(CustomerSchema, res.json())).toMatchObject({ id: me.id, verified: true });
      expect(me.agent.cookie).not.toBe(before);
      expect((await me.agent.inject({ method: 'GET', url: CURRENT })).json()).toMatchObject({
        id: me.id,
      });
      // Used once: the same code again is just a wrong code.
      await me.agent.inject({ method: 'POST', url: '/api/v1/customers/logout' });
      const again = await check(me.agent, me.authId, me.code);
      expect(again.statusCode).toBe(422);
      expect(messageOf(again)).toBe(OUR_TEXTS.codeWrong);
    });

    it("texts a code to a mobile number (outbox kind 'sms', to +47…); it verifies the phone", async () => {
      const me = await codeFor('sms');
      expect(me.sent).toEqual({
        authId: me.authId,
        channel: 'sms',
        to: `*** ** ${me.phone.slice(-3)}`,
      });
      expect(me.mail.kind).toBe('sms');
      expect(me.mail.to).toBe(`+47${me.phone}`);
      expect(me.mail.bodyText).toBe(
        `${me.code} er engangskoden din hos Bare lave priser. Den gjelder i 10 minutter.`,
      );
      const res = await check(me.agent, me.authId, me.code);
      expect(res.json()).toMatchObject({ id: me.id, phone_verified: true, verified: false });
    });

    it('accepts any spelling of the number', async () => {
      const agent = await shop.guest();
      const res = await ask(agent, '+47 412 34 567');
      expect(res.json()).toMatchObject({ channel: 'sms', to: '*** ** 567' });
      expect(codeIn(await shop.lastMail('+4741234567', 'sms'))).toMatch(/^\d{6}$/);
    });

    it('stores only a keyed hash of the code', async () => {
      const me = await codeFor('email');
      const rows = await shop.t.db
        .select()
        .from(customerTokens)
        .where(eq(customerTokens.customerId, me.id));
      const otp = rows.filter((r) => r.kind === 'otp');
      expect(otp).toHaveLength(1);
      expect(otp[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(otp[0]?.tokenHash).not.toContain(me.code);
    });

    it('answers an unknown value exactly like a known one, and its id never validates', async () => {
      const agent = await shop.guest();
      const unknown = await ask(agent, 'ingen.konto@example.no');
      expect(unknown.statusCode).toBe(200);
      const sent = v.parse(OtpSentSchema, unknown.json());
      expect(sent.authId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(sent).toMatchObject({ channel: 'email', to: 'i***@example.no' });
      // Stable for the value, like a customer's id.
      expect((await ask(agent, 'INGEN.konto@example.no')).json()).toEqual(sent);
      expect(await shop.mailTo('ingen.konto@example.no')).toHaveLength(0);
      const phone = await ask(agent, '47000001');
      expect(phone.json()).toMatchObject({ channel: 'sms', to: '*** ** 001' });
      expect(await shop.mailTo('+4747000001')).toHaveLength(0);

      // Guessing: the decoy and a real customer answer the same, 422 then 429.
      const real = await codeFor('email');
      for (const authId of [sent.authId, real.authId]) {
        for (let i = 0; i < CODE_ATTEMPTS; i++) {
          const res = await check(agent, authId, otherCode(real.code));
          expect(res.statusCode, `${authId} #${i + 1}`).toBe(422);
          expect(res.json()).toEqual({ message: OUR_TEXTS.codeWrong, code: 'CODE_INVALID' });
        }
        const limited = await check(agent, authId, real.code);
        expect(limited.statusCode).toBe(429);
        expect(messageOf(limited)).toBe(LOGIN_MESSAGES.tooManyAttempts);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(204);
    });

    it(`kills a code after ${CODE_ATTEMPTS} wrong guesses, even for the right one; a new code works`, async () => {
      const me = await codeFor('email');
      for (let i = 0; i < CODE_ATTEMPTS; i++)
        expect((await check(me.agent, me.authId, otherCode(me.code))).statusCode).toBe(422);
      expect((await check(me.agent, me.authId, me.code)).statusCode).toBe(429);
      await ask(me.agent, me.email);
      const fresh = codeIn(await shop.lastMail(me.email, 'otp'));
      expect((await check(me.agent, me.authId, fresh)).statusCode).toBe(200);
    });

    it('never lets more guesses through than the limit when they arrive at once', async () => {
      const me = await codeFor('email');
      const wrong = otherCode(me.code);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => check(me.agent, me.authId, wrong)),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(CODE_ATTEMPTS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CODE_ATTEMPTS);
    });

    it('a code expires after 10 minutes (422 with a Norwegian text); a newer code replaces it', async () => {
      const me = await codeFor('email');
      shop.advance(10 * MINUTE);
      const expired = await check(me.agent, me.authId, me.code);
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toEqual({ message: OUR_TEXTS.codeExpired, code: 'CODE_EXPIRED' });

      await ask(me.agent, me.email);
      const second = codeIn(await shop.lastMail(me.email, 'otp'));
      await ask(me.agent, me.email);
      const third = codeIn(await shop.lastMail(me.email, 'otp'));
      if (second !== third) {
        expect(messageOf(await check(me.agent, me.authId, second))).toBe(OUR_TEXTS.codeWrong);
      }
      expect((await check(me.agent, me.authId, third)).statusCode).toBe(200);
    });

    it('refuses a value that is neither an address nor a mobile number, and a malformed code, with 422', async () => {
      const agent = await shop.guest();
      for (const value of ['ikke-en-adresse', '12345678901', 'a@b']) {
        const res = await ask(agent, value);
        expect(res.statusCode, value).toBe(422);
        expect(messageOf(res)).toBe('Skriv e-postadressen eller mobilnummeret ditt');
      }
      const res = await check(agent, '00000000-0000-4000-8000-000000000001', '12345');
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe('Koden må være seks siffer');
    });

    it('needs the CSRF token the client sends on every request (419), as these GETs act', async () => {
      const agent = await shop.guest();
      for (const url of [
        `/api/v1/otp/login/${DEMO_EMAIL}`,
        '/api/v1/otp/check/00000000-0000-4000-8000-000000000001/123456',
      ]) {
        const res = await shop.app.inject({
          method: 'GET',
          url,
          headers: { cookie: agent.cookie },
        });
        expect(res.statusCode, url).toBe(419);
        expect(messageOf(res)).toBe('Vennligst last siden på nytt');
      }
      expect(await shop.mailTo(DEMO_EMAIL, 'otp')).toHaveLength(0);
    });

    it('refuses to log in over another logged-in customer (401), and lets one confirm oneself', async () => {
      const other = await codeFor('email');
      const me = await shop.register();
      const res = await check(me.agent, other.authId, other.code);
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe(LOGIN_MESSAGES.alreadyLoggedIn);
      // The code was not spent on it.
      const guest = await shop.guest();
      expect((await check(guest, other.authId, other.code)).statusCode).toBe(200);
    });

    it(`limits codes per value (${LIMITS.otpSendValue.limit}) and per client address (${LIMITS.otpSendAddress.limit})`, async () => {
      const agent = await shop.guest();
      for (const value of [DEMO_EMAIL, 'ingen.konto@example.no']) {
        for (let i = 0; i < LIMITS.otpSendValue.limit; i++)
          expect((await ask(agent, value)).statusCode).toBe(200);
        const limited = await ask(agent, value);
        expect(limited.statusCode).toBe(429);
        expect(messageOf(limited)).toBe(LOGIN_MESSAGES.tooManyAttempts);
        expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
      }
      const ip = '198.51.100.50';
      for (let i = 0; i < LIMITS.otpSendAddress.limit; i++)
        expect((await ask(agent, `ukjent.${i}@example.no`, ip)).statusCode).toBe(200);
      expect((await ask(agent, 'ukjent.siste@example.no', ip)).statusCode).toBe(429);
    });

    it(`limits code checks per client address (${LIMITS.otpCheckAddress.limit})`, async () => {
      const agent = await shop.guest();
      const ip = '198.51.100.60';
      for (let i = 0; i < LIMITS.otpCheckAddress.limit; i++) {
        const authId = `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
        expect((await check(agent, authId, '123456', ip)).statusCode).toBe(422);
      }
      const limited = await check(agent, '00000000-0000-4000-9000-999999999999', '123456', ip);
      expect(limited.statusCode).toBe(429);
    });
  });

  describe('GET /otp/register/{authId}', () => {
    it("texts a code to the customer's own phone; checking it marks the phone verified", async () => {
      const me = await shop.register();
      const res = await me.agent.inject({
        method: 'GET',
        url: `/api/v1/otp/register/${me.authId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        authId: me.authId,
        channel: 'sms',
        to: `*** ** ${me.phone.slice(-3)}`,
      });
      const code = codeIn(await shop.lastMail(`+47${me.phone}`, 'sms'));
      const checked = await check(me.agent, me.authId, code);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toMatchObject({ id: me.id, phone_verified: true });
      const [row] = await shop.t.db.select().from(customers).where(eq(customers.id, me.id));
      expect(row?.phoneVerifiedAt?.toISOString()).toBe(shop.now().toISOString());
      expect((await me.agent.inject({ method: 'GET', url: CURRENT })).json()).toMatchObject({
        phone_verified: true,
      });
    });

    it("answers 401 for a guest and 403 for another customer's id", async () => {
      const me = await shop.register();
      const guest = await shop.guest();
      const anonymous = await guest.inject({
        method: 'GET',
        url: `/api/v1/otp/register/${me.authId}`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(messageOf(anonymous)).toBe(ACCOUNT_TEXTS.notLoggedIn);
      const other = await shop.register();
      const res = await other.agent.inject({
        method: 'GET',
        url: `/api/v1/otp/register/${me.authId}`,
      });
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(ACCOUNT_TEXTS.otherCustomer);
      expect(await shop.mailTo(`+47${me.phone}`, 'sms')).toHaveLength(0);
    });

    it(`limits codes per customer (${LIMITS.otpSendCustomer.limit})`, async () => {
      const me = await shop.register();
      const url = `/api/v1/otp/register/${me.authId}`;
      for (let i = 0; i < LIMITS.otpSendCustomer.limit; i++)
        expect((await me.agent.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await me.agent.inject({ method: 'GET', url })).statusCode).toBe(429);
    });
  });
});
