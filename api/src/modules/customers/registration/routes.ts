/**
 * POST /customers/register, GET /customers/email/resend and the link in the verification mail,
 * GET /customers/email/verify?token=….
 */
import type { FastifyInstance } from 'fastify';
import { AccountMessageSchema, CustomerSchema, RegistrationSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { ApiError } from '../../../http/errors';
import { setSessionCustomer } from '../../../http/session';
import { getRoute, writeRoute } from '../../../http/route';
import { guardedScope, TAGS, type AccountDeps } from '../deps';
import { csrfOnGet, customerIdOf, guestOnly } from '../guards';
import { limiterFor } from '../limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../messages';
import { register, resendVerification, verifyEmail } from './service';

/** Whatever a mail client makes of the link, the shopper lands on /user, never on JSON. */
const VerifyQuerySchema = v.object({
  token: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
});

export function registerRegistrationRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, now } = deps;

  guardedScope(app, guestOnly, (guests) => {
    writeRoute(
      guests,
      'POST',
      '/customers/register',
      {
        summary: 'Registrer ny kunde, logg inn og send lenke for å bekrefte e-postadressen (201)',
        tags: TAGS,
        body: RegistrationSchema,
        response: CustomerSchema,
        errors: {
          401: LOGIN_MESSAGES.alreadyLoggedIn,
          419: 'Mangler eller feil CSRF-token',
          422: 'Ugyldig skjema (feltets melding)',
          423: ACCOUNT_TEXTS.accountExists,
          429: LOGIN_MESSAGES.tooManyAttempts,
        },
      },
      async ({ body, request, reply }) => {
        const customer = await register(deps, body, request.ip, limiterFor(db, reply, now()));
        await setSessionCustomer(request, reply, customer.id);
        reply.code(201);
        return customer;
      },
    );
  });

  getRoute(
    app,
    '/customers/email/resend',
    {
      summary: 'Send lenken for å bekrefte e-postadressen på nytt',
      tags: TAGS,
      response: AccountMessageSchema,
      session: true,
      before: async (request) => {
        await csrfOnGet(request);
        customerIdOf(request);
      },
      errors: {
        401: ACCOUNT_TEXTS.notLoggedIn,
        409: OUR_TEXTS.emailVerified,
        419: 'Mangler eller feil CSRF-token',
        429: LOGIN_MESSAGES.tooManyAttempts,
        503: ACCOUNT_TEXTS.resendFailed,
      },
    },
    async ({ request, reply }) => {
      const limiter = limiterFor(db, reply, now());
      try {
        const outcome = await resendVerification(deps, customerIdOf(request), limiter);
        if (outcome.kind === 'verified')
          throw new ApiError(409, OUR_TEXTS.emailVerified, 'EMAIL_VERIFIED');
        return { message: ACCOUNT_TEXTS.resendSent(outcome.email) };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The client shows the §8 failure text; the cause goes to the log, without the address.
        request.log.error({ err: error }, 'verification mail not queued');
        return reply
          .code(503)
          .type('application/json; charset=utf-8')
          .send({ message: ACCOUNT_TEXTS.resendFailed, code: 'MAIL_NOT_SENT' });
      }
    },
  );

  getRoute(
    app,
    '/customers/email/verify',
    {
      summary: 'Lenken i e-posten: bekrefter adressen og sender videre til /user (302)',
      tags: TAGS,
      querystring: VerifyQuerySchema,
      response: v.undefined(),
    },
    async ({ query, reply }) => {
      const ok = query.token !== '' && (await verifyEmail(deps, query.token));
      return reply.redirect(ok ? '/user' : '/user?verifisering=ugyldig', 302);
    },
  );
}
