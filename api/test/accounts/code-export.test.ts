/**
 * The QR code (signed with the server secret), the data export, and what the request log may
 * hold (never a code, token, password or address). PGlite and PostgreSQL.
 */
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { CustomerExportSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  pollAnswers,
  pollOptions,
  pollQuestions,
  serverSecrets,
  settings,
} from '../../src/db/schema';
import { ACCOUNT_TEXTS } from '../../src/modules/customers/messages';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { createTestApp, sessionAgent } from '../helpers/test-app';
import { testDialects } from '../helpers/test-db';
import { codeIn, linkIn, PASSWORD, startAccountsApp, type AccountsApp } from './harness';

const CODE = '/api/v1/customers/current/code';
const EXPORT = '/api/v1/customers/current/export';

/** What a shop does to check a scanned code: the signature with the 'customer-code' key. */
function signatureFor(secret: string, authId: string): string {
  const key = createHmac('sha256', secret).update('blp:customer-code').digest();
  return createHmac('sha256', key).update(authId).digest('base64url');
}

describe.each(testDialects)('QR code and data export on %s', (dialect) => {
  let shop: AccountsApp;

  beforeAll(async () => {
    shop = await startAccountsApp(dialect);
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('GET /customers/current/code', () => {
    it('answers BLP1.<auth_id>.<HMAC> with a secret made once per database, never in settings', async () => {
      const kari = await shop.login(DEMO_EMAIL, DEMO_PASSWORD);
      const res = await kari.inject({ method: 'GET', url: CODE });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { code } = res.json() as { code: string };
      const authId = '00000000-0000-4000-8000-000000000001';
      const [prefix, id, signature] = code.split('.');
      expect([prefix, id]).toEqual(['BLP1', authId]);
      const secrets = await shop.t.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'accounts'));
      expect(secrets).toHaveLength(1);
      expect(signature).toBe(signatureFor(secrets[0]!.value, authId));
      // Stable, and the same from another process on this database.
      const other = await createTestApp(shop.t.db);
      try {
        const agent = await sessionAgent(other);
        await agent.inject({
          method: 'POST',
          url: '/api/v1/customers/login',
          payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
        });
        expect((await agent.inject({ method: 'GET', url: CODE })).json()).toEqual({ code });
      } finally {
        await other.close();
      }
      const secret = secrets[0]!.value;
      const settingRows = await shop.t.db.select().from(settings);
      expect(JSON.stringify(settingRows)).not.toContain(secret);
      const publicSettings = await shop.app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(publicSettings.body).not.toContain(secret);
    });

    it('uses SESSION_SECRET when configured', async () => {
      const sessionSecret = 'en-lang-hemmelighet-for-sesjoner';
      const app = await createTestApp(shop.t.db, {
        config: loadConfig({
          NODE_ENV: 'test',
          PGLITE_DIR: 'memory',
          SESSION_SECRET: sessionSecret,
        }),
      });
      try {
        const agent = await sessionAgent(app);
        await agent.inject({
          method: 'POST',
          url: '/api/v1/customers/login',
          payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
        });
        const { code } = (await agent.inject({ method: 'GET', url: CODE })).json() as {
          code: string;
        };
        const authId = '00000000-0000-4000-8000-000000000001';
        expect(code).toBe(`BLP1.${authId}.${signatureFor(sessionSecret, authId)}`);
      } finally {
        await app.close();
      }
    });

    it('answers 401 with the §8 text for a guest', async () => {
      const guest = await shop.guest();
      const res = await guest.inject({ method: 'GET', url: CODE });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.notLoggedIn, code: 'AUTH_REQUIRED' });
    });
  });

  describe('GET /customers/current/export', () => {
    it("downloads all the customer's data as mine-data.json", async () => {
      const kari = await shop.login(DEMO_EMAIL, DEMO_PASSWORD);
      // A poll answer, so every part of the export has something in it.
      const [option] = await shop.t.db
        .select({ id: pollOptions.id, questionId: pollOptions.questionId })
        .from(pollOptions)
        .innerJoin(pollQuestions, eq(pollQuestions.id, pollOptions.questionId))
        .limit(1);
      await shop.t.db
        .insert(pollAnswers)
        .values({
          customerId: 1,
          questionId: option!.questionId,
          optionId: option!.id,
          correct: true,
        })
        .onConflictDoNothing();

      const res = await kari.inject({ method: 'GET', url: EXPORT });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="mine-data.json"');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = v.parse(CustomerExportSchema, res.json());
      expect(data.exportedAt).toBe(shop.now().toISOString());
      expect(data.customer).toMatchObject({ id: 1, email: DEMO_EMAIL, firstname: 'Kari' });
      expect(data.orders.length).toBeGreaterThanOrEqual(4);
      expect(data.orders.every((o) => o.articles.length > 0)).toBe(true);
      expect(data.orders[0]).toMatchObject({ status: 'paid', email: DEMO_EMAIL });
      expect(data.reservations.length).toBeGreaterThan(0);
      expect(data.pollAnswers).toContainEqual(
        expect.objectContaining({ questionId: option!.questionId, optionId: option!.id }),
      );
      expect(res.body).not.toMatch(/password|argon2|token_hash/i);
    });

    it('answers 401 for a guest', async () => {
      const guest = await shop.guest();
      expect((await guest.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    });
  });
});

describe.each(testDialects)('the request log on %s', (dialect) => {
  let shop: AccountsApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    shop = await startAccountsApp(dialect, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('holds no code, token, password, e-mail address or phone number', async () => {
    const me = await shop.register();
    const verify = linkIn(await shop.lastMail(me.email, 'email_verify'));
    await shop.app.inject({ method: 'GET', url: verify.pathname + verify.search });
    await me.agent.inject({ method: 'POST', url: '/api/v1/customers/logout' });

    const byMail = await me.agent.inject({ method: 'GET', url: `/api/v1/otp/login/${me.email}` });
    const { authId } = byMail.json() as { authId: string };
    await me.agent.inject({ method: 'GET', url: `/api/v1/otp/login/${me.phone}` });
    const sms = codeIn(await shop.lastMail(`+47${me.phone}`, 'sms'));
    await me.agent.inject({ method: 'GET', url: `/api/v1/otp/check/${authId}/${sms}` });
    await me.agent.inject({ method: 'POST', url: '/api/v1/customers/logout' });

    await me.agent.inject({
      method: 'POST',
      url: '/api/v1/customers/password/email',
      payload: { email: me.email },
    });
    const reset = linkIn(await shop.lastMail(me.email, 'password_reset'));
    await me.agent.inject({
      method: 'POST',
      url: '/api/v1/customers/password/reset',
      payload: {
        email: me.email,
        token: reset.searchParams.get('token'),
        password: 'EtNyttPassord9',
        password_confirmation: 'EtNyttPassord9',
      },
    });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/v1/otp/check/[skjult]');
    for (const secret of [
      me.email,
      me.phone,
      sms,
      authId,
      verify.searchParams.get('token') ?? '',
      reset.searchParams.get('token') ?? '',
      PASSWORD,
      'EtNyttPassord9',
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log, secret).not.toContain(secret);
    }
  });
});
