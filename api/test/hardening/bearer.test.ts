/**
 * Staff and operator calls (`Authorization: Bearer <token>`): a caller without the token gets
 * the Norwegian 401 before anything about the request is looked at, so a malformed body or id
 * tells a stranger nothing (400 or 422 would show the route exists and reads its input).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';

const ADMIN = 'admin-token-for-tests-0123456789';
const STAFF = 'staff-token-for-tests-0123456789';

/** Each bearer route with input it would refuse, and the code of its 401. */
const ROUTES = [
  {
    method: 'PUT',
    url: '/api/v1/admin/composition',
    payload: '{"config":',
    code: 'ADMIN_TOKEN_INVALID',
  },
  {
    method: 'GET',
    url: '/api/v1/telemetry/remote-failures?days=abc',
    code: 'ADMIN_TOKEN_INVALID',
  },
  {
    method: 'POST',
    url: '/api/v1/staff/reviews/abc/approve',
    payload: '{',
    code: 'STAFF_TOKEN_INVALID',
  },
  { method: 'POST', url: '/api/v1/staff/orders/%20/capture', code: 'STAFF_TOKEN_INVALID' },
] as const;

describe.each(testDialects)('bearer routes on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: false });
    app = await createTestApp(t.db, {
      config: { ...testConfig(), adminToken: ADMIN, staffApiToken: STAFF },
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it.each(ROUTES)(
    '$method $url answers 401 without the right token, whatever its input',
    async (route) => {
      const token = route.code === 'ADMIN_TOKEN_INVALID' ? ADMIN : STAFF;
      for (const authorization of [undefined, 'Bearer nope', `Bearer ${token}x`, token]) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json(), authorization).toEqual({ message: 'Ingen tilgang', code: route.code });
      }
      // With the token the same request gets as far as its input.
      const res = await app.inject({
        method: route.method,
        url: route.url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...('payload' in route ? { payload: route.payload } : {}),
      });
      expect([400, 422]).toContain(res.statusCode);
    },
  );
});
