/**
 * Password reset by e-mail link: the same answer for every address (no enumeration), the link
 * in the outbox, single use, 60 minutes, other sessions ended, limits per address and e-mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, customerTokens, rateLimitBuckets } from '../../src/db/schema';
import { LIMITS } from '../../src/modules/customers/limits';
import { LOGIN_MESSAGES, OUR_TEXTS } from '../../src/modules/customers/messages';
import { testDialects } from '../helpers/test-db';
import {
  linkIn,
  messageOf,
  PASSWORD,
  PUBLIC_URL,
  startAccountsApp,
  type AccountsApp,
} from './harness';

const EMAIL = '/api/v1/customers/password/email';
const RESET = '/api/v1/customers/password/reset';
const NEW_PASSWORD = 'NyttPassord456!';
const MINUTE = 60_000;

describe.each(testDialects)('password reset on %s', (dialect) => {
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

  const askForLink = async (email: string, remoteAddress?: string) => {
    const guest = await shop.guest();
    return guest.inject({
      method: 'POST',
      url: EMAIL,
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  };
  const resetWith = async (link: URL, password = NEW_PASSWORD, overrides = {}) => {
    const guest = await shop.guest();
    return guest.inject({
      method: 'POST',
      url: RESET,
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password,
        password_confirmation: password,
        ...overrides,
      },
    });
  };
  const loginStatus = async (username: string, password: string) => {
    const guest = await shop.guest();
    const res = await guest.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { username, password },
    });
    return res.statusCode;
  };

  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const me = await shop.register();
    await me.agent.inject({ method: 'POST', url: '/api/v1/customers/logout' });
    const known = await askForLink(me.email.toUpperCase());
    const unknown = await askForLink('finnes.ikke@example.no');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: OUR_TEXTS.passwordEmail });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await shop.mailTo('finnes.ikke@example.no')).toHaveLength(0);
    const mail = await shop.lastMail(me.email, 'password_reset');
    expect(mail.subject).toBe('Lag nytt passord');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/password/reset`);
    expect(link.searchParams.get('email')).toBe(me.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await shop.t.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.customerId, me.id));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sets the new password once, ends the other sessions and verifies the address', async () => {
    const me = await shop.register();
    const otherDevice = await shop.login(me.email);
    await askForLink(me.email);
    const link = linkIn(await shop.lastMail(me.email, 'password_reset'));

    const res = await resetWith(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: OUR_TEXTS.passwordChanged });
    expect(await loginStatus(me.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(me.email, PASSWORD)).toBe(422);
    for (const agent of [me.agent, otherDevice]) {
      const current = await agent.inject({ method: 'GET', url: '/api/v1/customers/current' });
      expect(current.statusCode).toBe(204);
    }
    const [row] = await shop.t.db.select().from(customers).where(eq(customers.id, me.id));
    expect(row?.verified).toBe(true);

    const again = await resetWith(link, 'TredjePassord789!');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: OUR_TEXTS.tokenInvalid, code: 'TOKEN_INVALID' });
    expect(await loginStatus(me.email, NEW_PASSWORD)).toBe(200);
  });

  it('a used link voids the other links sent before it', async () => {
    const me = await shop.register();
    await askForLink(me.email);
    await askForLink(me.email);
    const [second, first] = await shop.mailTo(me.email, 'password_reset');
    expect((await resetWith(linkIn(second!))).statusCode).toBe(200);
    expect((await resetWith(linkIn(first!), 'EnAnnen12345')).statusCode).toBe(422);
  });

  it('refuses the link after 60 minutes, with another address, or a made-up token', async () => {
    const me = await shop.register();
    await askForLink(me.email);
    const link = linkIn(await shop.lastMail(me.email, 'password_reset'));
    const otherEmail = await resetWith(link, NEW_PASSWORD, { email: 'annen@example.no' });
    expect(otherEmail.statusCode).toBe(422);
    expect(messageOf(otherEmail)).toBe(OUR_TEXTS.tokenInvalid);
    const madeUp = await resetWith(link, NEW_PASSWORD, { token: 'A'.repeat(43) });
    expect(messageOf(madeUp)).toBe(OUR_TEXTS.tokenInvalid);
    const notAToken = await resetWith(link, NEW_PASSWORD, { token: 'kort' });
    expect(notAToken.statusCode).toBe(422);
    expect(messageOf(notAToken)).toBe(OUR_TEXTS.tokenInvalid);

    shop.advance(60 * MINUTE);
    const expired = await resetWith(link);
    expect(expired.statusCode).toBe(422);
    expect(messageOf(expired)).toBe(OUR_TEXTS.tokenInvalid);
    expect(await loginStatus(me.email, PASSWORD)).toBe(200);
  });

  it('checks the new password: long enough, typed twice alike', async () => {
    const me = await shop.register();
    await askForLink(me.email);
    const link = linkIn(await shop.lastMail(me.email, 'password_reset'));
    expect(messageOf(await resetWith(link, 'kort'))).toBe('Passordet må ha minst 8 tegn');
    const differ = await resetWith(link, NEW_PASSWORD, { password_confirmation: 'Noe annet 1' });
    expect(differ.statusCode).toBe(422);
    expect(messageOf(differ)).toBe('Passordene er ikke like');
    // Nothing above used the link.
    expect((await resetWith(link)).statusCode).toBe(200);
  });

  it(`limits mails per e-mail (${LIMITS.passwordMailEmail.limit}), known or not, and per client address (${LIMITS.passwordMailAddress.limit})`, async () => {
    for (const email of ['finnes.ikke@example.no', (await shop.register()).email]) {
      for (let i = 0; i < LIMITS.passwordMailEmail.limit; i++)
        expect((await askForLink(email, `203.0.113.${i}`)).statusCode).toBe(200);
      const limited = await askForLink(email, '203.0.113.99');
      expect(limited.statusCode).toBe(429);
      expect(messageOf(limited)).toBe(LOGIN_MESSAGES.tooManyAttempts);
      expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    }
    const ip = '203.0.113.200';
    for (let i = 0; i < LIMITS.passwordMailAddress.limit; i++)
      expect((await askForLink(`ukjent.${i}@example.no`, ip)).statusCode).toBe(200);
    expect((await askForLink('ukjent.siste@example.no', ip)).statusCode).toBe(429);
  });

  it(`limits reset attempts per client address (${LIMITS.passwordResetAddress.limit})`, async () => {
    const guest = await shop.guest();
    const attempt = () =>
      guest.inject({
        method: 'POST',
        url: RESET,
        remoteAddress: '203.0.113.150',
        payload: {
          email: 'noen@example.no',
          token: 'B'.repeat(43),
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
    for (let i = 0; i < LIMITS.passwordResetAddress.limit; i++)
      expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
