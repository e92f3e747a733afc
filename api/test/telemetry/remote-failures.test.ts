/**
 * The fallbacks browsers report (POST /telemetry/remote-failures) and the operators' read of the
 * counts (GET, Bearer ADMIN_TOKEN): counted per remote, version, kind and UTC day in one upsert,
 * CSRF-checked, limited per client address, validated by the contract, read only with the token.
 */
import type { FastifyInstance } from 'fastify';
import { RemoteFailureCountsSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteFailures } from '../../src/db/schema';
import {
  REMOTE_FAILURE_LIMIT,
  TELEMETRY_MESSAGES,
  utcDay,
} from '../../src/modules/telemetry/service';
import { createTestApp, sessionAgent, testConfig, type SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';

const URL = '/api/v1/telemetry/remote-failures';
const ADMIN_TOKEN = 'drift-token-med-minst-24-tegn';
const TODAY = utcDay(TEST_NOW);

for (const dialect of testDialects) {
  describe(`remote failure reports (${dialect})`, () => {
    let t: TestDb;
    let app: FastifyInstance;
    let agent: SessionAgent;

    beforeAll(async () => {
      t = await createTestDb({ dialect, seed: false });
      app = await createTestApp(t.db, { config: { ...testConfig(), adminToken: ADMIN_TOKEN } });
      agent = await sessionAgent(app);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await t?.close();
    });

    let addressNo = 0;
    /** A client address no other test has counted reports for. */
    const freshAddress = () => `10.17.0.${++addressNo}`;

    const report = (payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
      agent.inject({ method: 'POST', url: URL, payload, remoteAddress });

    const counts = async (query = '') => {
      const res = await app.inject({
        url: `${URL}${query}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return v.parse(RemoteFailureCountsSchema, res.json());
    };

    const countOf = async (remote: string, version: string, kind: string) =>
      (await counts()).find((c) => c.remote === remote && c.version === version && c.kind === kind)
        ?.count ?? 0;

    it('counts each report per remote, version, kind and day, in one upsert', async () => {
      const catalogChunk = { remote: 'mf_catalog', version: '0.3.0', kind: 'chunk' };
      for (const payload of [
        catalogChunk,
        catalogChunk,
        { remote: 'mf_catalog', version: '0.3.0', kind: 'render' },
        { remote: 'mf_polls', version: '0.1.0-e2e-incompatible', kind: 'refused' },
        // An overridden remote's version is unknown until its entry reports it.
        { remote: 'mf_account', version: '', kind: 'load' },
      ]) {
        const res = await report(payload);
        expect(res.statusCode, res.body).toBe(204);
        expect(res.body).toBe('');
      }
      expect(await counts()).toEqual([
        { day: TODAY, remote: 'mf_account', version: '', kind: 'load', count: 1 },
        { day: TODAY, remote: 'mf_catalog', version: '0.3.0', kind: 'chunk', count: 2 },
        { day: TODAY, remote: 'mf_catalog', version: '0.3.0', kind: 'render', count: 1 },
        {
          day: TODAY,
          remote: 'mf_polls',
          version: '0.1.0-e2e-incompatible',
          kind: 'refused',
          count: 1,
        },
      ]);
    });

    it('loses no count when reports arrive at once', async () => {
      const payload = { remote: 'mf_checkout', version: '0.3.0', kind: 'load' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => report(payload)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(204));
      expect(await countOf('mf_checkout', '0.3.0', 'load')).toBe(20);
    });

    it('refuses a report without the CSRF token, counting nothing', async () => {
      const payload = { remote: 'mf_content', version: '0.3.0', kind: 'render' };
      const res = await app.inject({ method: 'POST', url: URL, payload });
      expect(res.statusCode).toBe(419);
      expect(await countOf('mf_content', '0.3.0', 'render')).toBe(0);
    });

    it('refuses a report the contract does not allow, in Norwegian', async () => {
      for (const payload of [
        { remote: 'mf-catalog', version: '0.3.0', kind: 'load' },
        { remote: 'mf_catalog', version: '0.3.0', kind: 'crash' },
        { remote: 'mf_catalog', version: '../../etc', kind: 'load' },
        { remote: 'mf_catalog', version: 'x'.repeat(65), kind: 'load' },
        { remote: 'mf_catalog', kind: 'load' },
      ]) {
        const res = await report(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().message).not.toMatch(/expected|invalid type/i);
      }
      expect(
        (await report({ remote: 'mf_catalog', version: '0.3.0', kind: 'crash' })).json(),
      ).toMatchObject({ message: 'Ukjent feiltype (load, chunk, render eller refused)' });
      expect(await countOf('mf_catalog', '../../etc', 'load')).toBe(0);
    });

    it('limits reports per client address, and only that address', async () => {
      const address = freshAddress();
      const payload = { remote: 'mf_content', version: '9.9.9', kind: 'load' };
      for (let i = 0; i < REMOTE_FAILURE_LIMIT.limit; i += 1)
        expect((await report(payload, address)).statusCode).toBe(204);
      const limited = await report(payload, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: TELEMETRY_MESSAGES.limited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countOf('mf_content', '9.9.9', 'load')).toBe(REMOTE_FAILURE_LIMIT.limit);
      expect((await report(payload, freshAddress())).statusCode).toBe(204);
    });

    it('reads the counts of the last days, today included', async () => {
      const older = utcDay(new Date(TEST_NOW.getTime() - 40 * 86_400_000));
      await t.db
        .insert(remoteFailures)
        .values({ day: older, remote: 'mf_polls', version: '0.2.0', kind: 'load', count: 7 });
      expect((await counts()).some((c) => c.day === older)).toBe(false);
      expect((await counts('?days=1')).every((c) => c.day === TODAY)).toBe(true);
      expect(await counts('?days=41')).toContainEqual({
        day: older,
        remote: 'mf_polls',
        version: '0.2.0',
        kind: 'load',
        count: 7,
      });
      for (const days of ['0', '367', 'alle']) {
        const res = await app.inject({
          url: `${URL}?days=${days}`,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        expect(res.statusCode, days).toBe(422);
      }
    });

    it('answers the read only with the operators token', async () => {
      for (const authorization of [undefined, 'Bearer feil-token-som-er-langt-nok', ADMIN_TOKEN]) {
        const res = await app.inject({
          url: URL,
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toMatchObject({ code: 'ADMIN_TOKEN_INVALID' });
      }
    });

    it('has no read at all in production without ADMIN_TOKEN (404), while reports are still taken', async () => {
      // Outside production a shop without ADMIN_TOKEN has a token of its own (app.ts adminTokenOf).
      const plain = await createTestApp(t.db, {
        config: { ...testConfig(), nodeEnv: 'production', adminToken: undefined },
      });
      try {
        const res = await plain.inject({
          url: URL,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        expect(res.statusCode).toBe(404);
        const guest = await sessionAgent(plain);
        const posted = await guest.inject({
          method: 'POST',
          url: URL,
          payload: { remote: 'mf_catalog', version: '0.3.0', kind: 'load' },
          remoteAddress: freshAddress(),
        });
        expect(posted.statusCode).toBe(204);
      } finally {
        await plain.close();
      }
    });
  });
}
