/**
 * Registration, e-mail verification (link, resend) and login with the type suffix, through the
 * real app on PGlite and PostgreSQL. Links are read from the outbox, as a shopper reads mail.
 */
import { eq, like } from 'drizzle-orm';
import { CustomerSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, customerTokens, rateLimitBuckets } from '../../src/db/schema';
import { apiModules, type ApiModule } from '../../src/modules';
import { customersModule } from '../../src/modules/customers';
import { LIMITS } from '../../src/modules/customers/limits';
import { accountMailer } from '../../src/modules/customers/mail';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../../src/modules/customers/messages';
import { SESSION_COOKIE } from '../../src/http/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { testDialects } from '../helpers/test-db';
import {
  linkIn,
  messageOf,
  PASSWORD,
  PUBLIC_URL,
  registration,
  startAccountsApp,
  type AccountsApp,
} from './harness';

const REGISTER = '/api/v1/customers/register';
const CURRENT = '/api/v1/customers/current';
const RESEND = '/api/v1/customers/email/resend';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('registration and e-mail verification on %s', (dialect) => {
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

  describe('POST /customers/register', () => {
    it('creates the customer (argon2id), logs in with a new session id and answers 201 with the customer', async () => {
      const agent = await shop.guest();
      const before = agent.cookie;
      const body = registration({
        email: 'Ny.Kunde@Example.no',
        phone: '+47 912 34 001',
        birth_date: '1990-01-31',
        gender_id: 2,
        address: { addr: 'Kirkegata 2', postnr: '7010' },
        city: 'TRONDHEIM',
        newsletter: 1,
        club: true,
      });
      const res = await agent.inject({ method: 'POST', url: REGISTER, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const customer = v.parse(CustomerSchema, res.json());
      expect(customer).toMatchObject({
        firstname: 'Test',
        surname: 'Testesen',
        email: 'ny.kunde@example.no',
        phone: '91234001',
        birth_date: '1990-01-31',
        gender_id: 2,
        terms_conditions: 1,
        verified: false,
        phone_verified: false,
        address: { addr: 'Kirkegata 2', postnr: '7010' },
        city: 'TRONDHEIM',
        newsletter: true,
        club: true,
        marketing: false,
      });
      expect(customer.auth_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(/password|argon2/i);
      expect(agent.cookie).not.toBe(before);
      const current = await agent.inject({ method: 'GET', url: CURRENT });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(res.json());

      const [row] = await shop.t.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      // The new customer can log in with the password.
      await shop.login('ny.kunde@example.no', PASSWORD);
    });

    it('mails a verification link; only its keyed hash is stored', async () => {
      const { email, id } = await shop.register();
      const mail = await shop.lastMail(email, 'email_verify');
      expect(mail.subject).toBe('Bekreft e-postadressen din');
      expect(mail.bodyText).toMatch(/^Hei Test!/);
      const link = linkIn(mail);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/api/v1/customers/email/verify');
      const token = link.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const tokens = await shop.t.db
        .select()
        .from(customerTokens)
        .where(eq(customerTokens.customerId, id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.kind).toBe('email_verify');
      expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(tokens)).not.toContain(token);
    });

    it('answers 401 with the §8 text when a customer is logged in, whatever the body', async () => {
      const { agent } = await shop.register();
      for (const payload of [registration(), {}]) {
        const res = await agent.inject({ method: 'POST', url: REGISTER, payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: LOGIN_MESSAGES.alreadyLoggedIn,
          code: 'ALREADY_LOGGED_IN',
        });
      }
    });

    it('answers 423 with the §8 text for a taken e-mail (any case) or phone (any spelling)', async () => {
      const taken = await shop.register();
      const spelled = `+47 ${taken.phone.slice(0, 3)} ${taken.phone.slice(3, 5)} ${taken.phone.slice(5)}`;
      for (const overrides of [
        { email: taken.email.toUpperCase() },
        { phone: spelled },
        { email: DEMO_EMAIL },
        { phone: '412 34 567' },
      ]) {
        const agent = await shop.guest();
        const res = await agent.inject({
          method: 'POST',
          url: REGISTER,
          payload: registration(overrides),
        });
        expect(res.statusCode, JSON.stringify(overrides)).toBe(423);
        expect(res.json()).toEqual({
          message: ACCOUNT_TEXTS.accountExists,
          code: 'ACCOUNT_EXISTS',
        });
        expect((await agent.inject({ method: 'GET', url: CURRENT })).statusCode).toBe(204);
      }
    });

    it('two registrations of one address at once: one 201, one 423', async () => {
      const body = registration();
      const [a, b] = await Promise.all([shop.guest(), shop.guest()]);
      const answers = await Promise.all(
        [a, b].map((agent, i) =>
          agent.inject({
            method: 'POST',
            url: REGISTER,
            payload: { ...body, phone: `9${String(8_800_000 + i)}` },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 423]);
    });

    it('refuses bad input with 422 and a Norwegian message, creating nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ firstname: ' ' }, 'Fornavn må ha en verdi'],
        [{ surname: '' }, 'Etternavn må ha en verdi'],
        [{ email: '' }, 'Email må ha en verdi'],
        [{ email: 'ikke-en-adresse' }, 'Ugyldig e-postadresse'],
        [{ phone: '' }, 'Telefonnummer må ha en verdi'],
        [{ phone: '12345' }, OUR_TEXTS.phoneInvalid],
        [{ password: 'kort', password_confirmation: 'kort' }, 'Passordet må ha minst 8 tegn'],
        [{ password_confirmation: 'Annet12345' }, 'Passordene er ikke like'],
        [{ terms_conditions: 0 }, 'Du må godta brukervilkårene'],
        [{ birth_date: '2001-02-30' }, 'Ugyldig fødselsdato (åååå-mm-dd)'],
        [{ gender_id: 999 }, OUR_TEXTS.genderUnknown],
      ];
      for (const [overrides, message] of cases) {
        const agent = await shop.guest();
        const body = registration({ email: 'ugyldig@example.no', ...overrides });
        const res = await agent.inject({ method: 'POST', url: REGISTER, payload: body });
        expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
        expect(messageOf(res), JSON.stringify(overrides)).toBe(message);
      }
      expect(
        await shop.t.db.select().from(customers).where(like(customers.email, 'ugyldig%')),
      ).toHaveLength(0);
    });

    it('needs the CSRF token (419)', async () => {
      const agent = await shop.guest();
      const res = await shop.app.inject({
        method: 'POST',
        url: REGISTER,
        headers: { cookie: agent.cookie },
        payload: registration(),
      });
      expect(res.statusCode).toBe(419);
      expect(messageOf(res)).toBe('Vennligst last siden på nytt');
    });

    it(`limits registrations per client address (${LIMITS.registerAddress.limit} per hour), then 429 with Retry-After`, async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < LIMITS.registerAddress.limit; i++) {
        const agent = await shop.guest();
        const res = await agent.inject({
          method: 'POST',
          url: REGISTER,
          payload: registration(),
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(201);
      }
      const agent = await shop.guest();
      const limited = await agent.inject({
        method: 'POST',
        url: REGISTER,
        payload: registration(),
        remoteAddress: ip,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: LOGIN_MESSAGES.tooManyAttempts,
        code: 'TOO_MANY_ATTEMPTS',
      });
      expect(Number(limited.headers['retry-after'])).toBe(60 * 60);
      const elsewhere = await agent.inject({
        method: 'POST',
        url: REGISTER,
        payload: registration(),
        remoteAddress: '198.51.100.8',
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  describe('GET /customers/email/verify (the link in the mail)', () => {
    const verify = (url: URL) => shop.app.inject({ method: 'GET', url: url.pathname + url.search });
    const verifiedOf = async (id: number) =>
      (await shop.t.db.select().from(customers).where(eq(customers.id, id)))[0]?.verified;

    it('marks the customer verified and redirects to /user; the link works once', async () => {
      const { email, id, agent } = await shop.register();
      const link = linkIn(await shop.lastMail(email, 'email_verify'));
      const res = await verify(link);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/user');
      expect(await verifiedOf(id)).toBe(true);
      expect((await agent.inject({ method: 'GET', url: CURRENT })).json()).toMatchObject({
        verified: true,
      });
      const again = await verify(link);
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/user?verifisering=ugyldig');
    });

    it('refuses an expired, unknown or missing token with a redirect to /user?verifisering=ugyldig', async () => {
      const { email, id } = await shop.register();
      const link = linkIn(await shop.lastMail(email, 'email_verify'));
      shop.advance(2 * DAY + 1000);
      for (const url of [
        link,
        new URL(`${PUBLIC_URL}/api/v1/customers/email/verify?token=${'x'.repeat(43)}`),
        new URL(`${PUBLIC_URL}/api/v1/customers/email/verify`),
        new URL(`${PUBLIC_URL}/api/v1/customers/email/verify?token=a&token=b`),
      ]) {
        const res = await verify(url);
        expect(res.statusCode, url.search).toBe(302);
        expect(res.headers.location).toBe('/user?verifisering=ugyldig');
      }
      expect(await verifiedOf(id)).toBe(false);
    });
  });

  describe('GET /customers/email/resend', () => {
    it('sends a new link and answers the §8 sentence; the older link still works once', async () => {
      const { email, agent, id } = await shop.register();
      const first = await shop.lastMail(email, 'email_verify');
      const res = await agent.inject({ method: 'GET', url: RESEND });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.resendSent(email) });
      expect(res.headers['cache-control']).toBe('no-store');
      const mails = await shop.mailTo(email, 'email_verify');
      expect(mails).toHaveLength(2);
      expect(linkIn(mails[0]!).href).not.toBe(linkIn(first).href);
      const verified = await shop.app.inject({
        method: 'GET',
        url: linkIn(mails[0]!).pathname + linkIn(mails[0]!).search,
      });
      expect(verified.headers.location).toBe('/user');
      const [row] = await shop.t.db.select().from(customers).where(eq(customers.id, id));
      expect(row?.verified).toBe(true);
      // Once verified there is nothing to send.
      const done = await agent.inject({ method: 'GET', url: RESEND });
      expect(done.statusCode).toBe(409);
      expect(messageOf(done)).toBe(OUR_TEXTS.emailVerified);
    });

    it('answers 401 with the §8 text for a guest, and 419 without the CSRF token', async () => {
      const guest = await shop.guest();
      const res = await guest.inject({ method: 'GET', url: RESEND });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.notLoggedIn, code: 'AUTH_REQUIRED' });
      const { agent } = await shop.register();
      const noToken = await shop.app.inject({
        method: 'GET',
        url: RESEND,
        headers: { cookie: agent.cookie },
      });
      expect(noToken.statusCode).toBe(419);
    });

    it(`limits resends per customer (${LIMITS.resendCustomer.limit} per hour)`, async () => {
      const { agent } = await shop.register();
      for (let i = 0; i < LIMITS.resendCustomer.limit; i++)
        expect((await agent.inject({ method: 'GET', url: RESEND })).statusCode).toBe(200);
      const limited = await agent.inject({ method: 'GET', url: RESEND });
      expect(limited.statusCode).toBe(429);
      expect(messageOf(limited)).toBe(LOGIN_MESSAGES.tooManyAttempts);
    });
  });

  describe('POST /customers/login/{type}', () => {
    const loginAs = async (type: string, username: string) => {
      const agent = await shop.guest();
      return agent.inject({
        method: 'POST',
        url: `/api/v1/customers/login/${type}`,
        payload: { username, password: DEMO_PASSWORD },
      });
    };

    it('reads the name as the type says', async () => {
      expect((await loginAs('email', DEMO_EMAIL)).statusCode).toBe(200);
      expect((await loginAs('phone', '+47 412 34 567')).json()).toMatchObject({ id: 1 });
      // Told it is a phone, an e-mail address is no customer's number.
      const wrongType = await loginAs('phone', DEMO_EMAIL);
      expect(wrongType.statusCode).toBe(422);
      expect(messageOf(wrongType)).toBe(LOGIN_MESSAGES.invalid);
    });

    it('refuses an unknown type with 422 in Norwegian, and a logged-in customer with 401', async () => {
      const res = await loginAs('brukernavn', DEMO_EMAIL);
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe('Ukjent innloggingstype – bruk email eller phone');
      const { agent } = await shop.register();
      const again = await agent.inject({
        method: 'POST',
        url: '/api/v1/customers/login/email',
        payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(again.statusCode).toBe(401);
      expect(messageOf(again)).toBe(LOGIN_MESSAGES.alreadyLoggedIn);
    });
  });
});

describe.each(testDialects)('resend when the mail cannot be queued on %s', (dialect) => {
  let shop: AccountsApp;

  beforeAll(async () => {
    // The customers module with a mailer whose verification mail always fails.
    const real = accountMailer(PUBLIC_URL);
    const failing: ApiModule = {
      name: 'customers',
      register: (app, ctx) =>
        app.register(customersModule, {
          db: ctx.db,
          now: () => shop.now(),
          mailer: {
            ...real,
            verifyEmail: async (db, to, firstname, token) => {
              if (firstname === 'Feiler') throw new Error('outbox unavailable');
              return real.verifyEmail(db, to, firstname, token);
            },
          },
        }),
    };
    const modules = apiModules.map((m) => (m.name === 'customers' ? failing : m));
    shop = await startAccountsApp(dialect, { modules });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("answers 503 with 'Epost ble ikke sendt' and queues nothing", async () => {
    const { agent, id, email } = await shop.register();
    await shop.t.db.update(customers).set({ firstname: 'Feiler' }).where(eq(customers.id, id));
    const before = await shop.mailTo(email);
    const res = await agent.inject({ method: 'GET', url: RESEND });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.resendFailed, code: 'MAIL_NOT_SENT' });
    expect(await shop.mailTo(email)).toHaveLength(before.length);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});
