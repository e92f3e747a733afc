/**
 * Session routes (spec §7 "Customers"): login (with the optional type suffix), logout, the
 * current customer and the code for the QR shown in the shops.
 * CSRF (419) is checked by the app-wide hook before any of the write handlers run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CustomerCodeSchema,
  CustomerSchema,
  LoginSchema,
  LoginTypeParamsSchema,
  type LoginCredentials,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { setSessionCustomer } from '../../http/session';
import { ApiError } from '../../http/errors';
import { getRoute, writeRoute, type RouteContract } from '../../http/route';
import { guardedScope, TAGS, type AccountDeps } from './deps';
import { customerIdOf, customerOnly, guestOnly } from './guards';
import { limiterFor } from './limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES } from './messages';
import { findCustomerById } from './queries';
import { customerCode } from './secrets';
import * as service from './service';
import type { LoginType } from './service';

export { LOGIN_MESSAGES };

const CSRF_ERROR = { 419: 'Mangler eller feil CSRF-token' };

export function registerSessionRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, now } = deps;

  const loginContract = {
    summary: 'Logg inn med e-post eller mobilnummer og passord',
    tags: TAGS,
    body: LoginSchema,
    response: CustomerSchema,
    errors: {
      401: LOGIN_MESSAGES.alreadyLoggedIn,
      ...CSRF_ERROR,
      422: `${LOGIN_MESSAGES.invalid} (også ugyldig skjema)`,
      429: LOGIN_MESSAGES.tooManyAttempts,
    },
  } satisfies RouteContract;

  const logIn = async (
    credentials: LoginCredentials,
    request: FastifyRequest,
    reply: FastifyReply,
    type?: LoginType,
  ) => {
    const customer = await service.login(
      db,
      credentials,
      type,
      request.ip,
      limiterFor(db, reply, now()),
    );
    if (!customer) throw new ApiError(422, LOGIN_MESSAGES.invalid, 'INVALID_CREDENTIALS');
    // Rotates the session id (no session fixation) and keeps the CSRF token.
    await setSessionCustomer(request, reply, customer.id);
    return customer;
  };

  // The guest check runs before writeRoute parses the body: a logged-in visitor learns "log out
  // first" whatever they sent.
  guardedScope(app, guestOnly, (guests) => {
    writeRoute(guests, 'POST', '/customers/login', loginContract, ({ body, request, reply }) =>
      logIn(body, request, reply),
    );
    writeRoute(
      guests,
      'POST',
      '/customers/login/:type',
      {
        ...loginContract,
        summary: 'Logg inn; {type} (email|phone) sier hvordan brukernavnet skal leses',
        params: LoginTypeParamsSchema,
      },
      ({ body, params, request, reply }) => logIn(body, request, reply, params.type),
    );
  });

  writeRoute(
    app,
    'POST',
    '/customers/logout',
    {
      summary: 'Logg ut (svarer 204 også når ingen var logget inn)',
      tags: TAGS,
      response: v.undefined(),
      errors: CSRF_ERROR,
    },
    async ({ request, reply }) => {
      // Nothing to rotate for a guest; logout stays idempotent so a double click is harmless.
      if (request.session?.customerId != null) await setSessionCustomer(request, reply, null);
      return reply.code(204).send();
    },
  );

  getRoute(
    app,
    '/customers/current',
    {
      summary: 'Innlogget kunde (204 når ingen er logget inn)',
      tags: TAGS,
      response: CustomerSchema,
      session: true,
    },
    async ({ request, reply }) => {
      const customerId = request.session?.customerId ?? null;
      const customer = customerId === null ? null : await service.currentCustomer(db, customerId);
      if (!customer) return reply.code(204).send();
      return customer;
    },
  );

  getRoute(
    app,
    '/customers/current/code',
    {
      summary: 'Koden i QR-koden kunden viser i butikk (BLP1.<auth_id>.<signatur>)',
      tags: TAGS,
      response: CustomerCodeSchema,
      session: true,
      before: customerOnly,
      errors: { 401: ACCOUNT_TEXTS.notLoggedIn },
    },
    async ({ request }) => {
      const row = await findCustomerById(db, customerIdOf(request));
      if (!row) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
      return { code: await customerCode(deps.secrets, row.authId) };
    },
  );
}
