/**
 * PUT /customers/{id}/updateEmail: a code to the NEW address, then the change with that code
 * (unique, verified), on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../src/db/schema';
import { LIMITS } from '../../src/modules/customers/limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../../src/modules/customers/messages';
import { CODE_ATTEMPTS } from '../../src/modules/customers/tokens';
import { DEMO_EMAIL } from '../../src/seed';
import type { SessionAgent } from '../helpers/test-app';
import { testDialects } from '../helpers/test-db';
import {
  codeIn,
  linkIn,
  messageOf,
  otherCode,
  startAccountsApp,
  uniqueContact,
  type AccountsApp,
} from './harness';

const MINUTE = 60_000;

describe.each(testDialects)('e-mail change on %s', (dialect) => {
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

  const change = (agent: SessionAgent, id: number, payload: Record<string, unknown>) =>
    agent.inject({ method: 'PUT', url: `/api/v1/customers/${id}/updateEmail`, payload });

  it('sends a code to the new address; with it the address changes and is verified', async () => {
    const me = await shop.register();
    const next = uniqueContact('ny').email;
    const asked = await change(me.agent, me.id, { email: next.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: OUR_TEXTS.emailCodeSent(next) });
    expect(await shop.mailTo(me.email, 'email_change')).toHaveLength(0);
    const mail = await shop.lastMail(next, 'email_change');
    expect(mail.subject).toBe('Bekreft ny e-postadresse');
    const code = codeIn(mail);

    const wrong = await change(me.agent, me.id, { email: next, token: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(messageOf(wrong)).toBe(OUR_TEXTS.codeWrong);

    const done = await change(me.agent, me.id, { email: next, token: code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: me.id, email: next, verified: true });
    await shop.login(next);
    // The code was for this change only.
    const again = await change(me.agent, me.id, { email: uniqueContact().email, token: code });
    expect(again.statusCode).toBe(422);
  });

  it('a code only changes to the address it was sent to', async () => {
    const me = await shop.register();
    const next = uniqueContact('ny').email;
    await change(me.agent, me.id, { email: next });
    const code = codeIn(await shop.lastMail(next, 'email_change'));
    const elsewhere = await change(me.agent, me.id, { email: uniqueContact().email, token: code });
    expect(elsewhere.statusCode).toBe(422);
    expect((await change(me.agent, me.id, { email: next, token: code })).statusCode).toBe(200);
  });

  it('an old verification link no longer verifies after the change', async () => {
    const me = await shop.register();
    const link = linkIn(await shop.lastMail(me.email, 'email_verify'));
    const next = uniqueContact('ny').email;
    await change(me.agent, me.id, { email: next });
    await change(me.agent, me.id, { email: next, token: codeIn(await shop.lastMail(next)) });
    // The link proves the old address, which is no longer the customer's.
    const res = await shop.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.headers.location).toBe('/user?verifisering=ugyldig');
  });

  it('answers 423 with the §8 text for a taken address, asking or confirming', async () => {
    const me = await shop.register();
    const taken = await change(me.agent, me.id, { email: DEMO_EMAIL.toUpperCase() });
    expect(taken.statusCode).toBe(423);
    expect(messageOf(taken)).toBe(ACCOUNT_TEXTS.accountExists);

    const next = uniqueContact('ny').email;
    await change(me.agent, me.id, { email: next });
    const code = codeIn(await shop.lastMail(next, 'email_change'));
    await shop.register({ email: next });
    const late = await change(me.agent, me.id, { email: next, token: code });
    expect(late.statusCode).toBe(423);
  });

  it('refuses the current address, an expired code and, after 5 wrong guesses, any code', async () => {
    const me = await shop.register();
    const same = await change(me.agent, me.id, { email: me.email });
    expect(same.statusCode).toBe(422);
    expect(messageOf(same)).toBe(OUR_TEXTS.emailUnchanged);

    const next = uniqueContact('ny').email;
    await change(me.agent, me.id, { email: next });
    const code = codeIn(await shop.lastMail(next, 'email_change'));
    shop.advance(10 * MINUTE);
    const expired = await change(me.agent, me.id, { email: next, token: code });
    expect(expired.statusCode).toBe(422);
    expect(messageOf(expired)).toBe(OUR_TEXTS.codeExpired);

    shop.resetClock();
    await change(me.agent, me.id, { email: next });
    const fresh = codeIn(await shop.lastMail(next, 'email_change'));
    for (let i = 0; i < CODE_ATTEMPTS; i++)
      await change(me.agent, me.id, { email: next, token: otherCode(fresh) });
    const dead = await change(me.agent, me.id, { email: next, token: fresh });
    expect(dead.statusCode).toBe(429);
    expect(messageOf(dead)).toBe(LOGIN_MESSAGES.tooManyAttempts);
  });

  it("answers 401 without a login and 403 for another customer's id; validates the body", async () => {
    const guest = await shop.guest();
    const anonymous = await change(guest, 1, { email: 'x@example.no' });
    expect(anonymous.statusCode).toBe(401);
    expect(messageOf(anonymous)).toBe(ACCOUNT_TEXTS.notLoggedIn);
    const me = await shop.register();
    const other = await change(me.agent, 1, { email: 'x@example.no' });
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe(ACCOUNT_TEXTS.otherCustomer);
    const bad = await change(me.agent, me.id, { email: 'ikke-gyldig' });
    expect(bad.statusCode).toBe(422);
    expect(messageOf(bad)).toBe('Ugyldig e-postadresse');
    const badCode = await change(me.agent, me.id, { email: 'x@example.no', token: '12' });
    expect(messageOf(badCode)).toBe('Koden må være seks siffer');
  });

  it(`limits codes per customer (${LIMITS.emailChangeCustomer.limit})`, async () => {
    const me = await shop.register();
    for (let i = 0; i < LIMITS.emailChangeCustomer.limit; i++)
      expect((await change(me.agent, me.id, { email: uniqueContact().email })).statusCode).toBe(
        200,
      );
    expect((await change(me.agent, me.id, { email: uniqueContact().email })).statusCode).toBe(429);
  });
});
