/**
 * Customer session routes (spec §7 "Customers"): login, logout and the current customer.
 * CSRF (419) is checked by the app-wide hook before any of these handlers run.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CustomerSchema, LoginSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import type { RouteContract } from '../catalog/http';
import { setSessionCustomer } from '../../plugins/session';
import * as service from './service';

/** Spec §8 texts, verbatim. */
export const LOGIN_MESSAGES = {
  alreadyLoggedIn: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  invalid: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  tooManyAttempts: 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
} as const;

export interface CustomerRouteDeps {
  db: Db;
  now: () => Date;
}

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ message, code });
}

export function registerCustomerRoutes(app: FastifyInstance, { db, now }: CustomerRouteDeps): void {
  const tags = ['Kunder'];

  // Personal answers: no shared cache or browser cache may keep them for the next visitor.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const loginContract: RouteContract = {
    summary: 'Logg inn med e-post eller mobilnummer og passord',
    tags,
    body: LoginSchema,
    response: CustomerSchema,
    errors: {
      401: LOGIN_MESSAGES.alreadyLoggedIn,
      419: 'Mangler eller feil CSRF-token',
      422: `${LOGIN_MESSAGES.invalid} (også ugyldig skjema)`,
      429: LOGIN_MESSAGES.tooManyAttempts,
    },
  };
  app.post('/customers/login', { config: { contract: loginContract } }, async (request, reply) => {
    // Checked before the body: whoever is logged in must log out first, whatever they sent.
    if (request.session?.customerId != null) {
      return fail(reply, 401, LOGIN_MESSAGES.alreadyLoggedIn, 'ALREADY_LOGGED_IN');
    }
    // A ValiError becomes 422 with the field's Norwegian message in the app's error handler.
    const credentials = v.parse(LoginSchema, request.body ?? {});
    const outcome = await service.login(db, credentials, request.ip, now());
    switch (outcome.kind) {
      case 'limited':
        reply.header('Retry-After', String(outcome.retryAfterSeconds));
        return fail(reply, 429, LOGIN_MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
      case 'invalid':
        return fail(reply, 422, LOGIN_MESSAGES.invalid, 'INVALID_CREDENTIALS');
      case 'ok':
        // Rotates the session id (no session fixation) and keeps the CSRF token.
        await setSessionCustomer(request, reply, outcome.customer.id);
        return outcome.customer;
    }
  });

  const logoutContract: RouteContract = {
    summary: 'Logg ut (svarer 204 også når ingen var logget inn)',
    tags,
    response: v.undefined(),
    errors: { 419: 'Mangler eller feil CSRF-token' },
  };
  app.post(
    '/customers/logout',
    { config: { contract: logoutContract } },
    async (request, reply) => {
      // Nothing to rotate for a guest; logout stays idempotent so a double click is harmless.
      if (request.session?.customerId != null) await setSessionCustomer(request, reply, null);
      return reply.code(204).send();
    },
  );

  const currentContract: RouteContract = {
    summary: 'Innlogget kunde (204 når ingen er logget inn)',
    tags,
    response: CustomerSchema,
  };
  app.get(
    '/customers/current',
    { config: { contract: currentContract } },
    async (request, reply) => {
      const customerId = request.session?.customerId ?? null;
      const customer = customerId === null ? null : await service.currentCustomer(db, customerId);
      if (!customer) return reply.code(204).send();
      return customer;
    },
  );
}
