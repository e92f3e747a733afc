/**
 * GET /otp/login/{value}, GET /otp/register/{authId}, GET /otp/check/{authId}/{token}. GETs in the
 * spec, but they send messages and log in, so each checks the CSRF token the client always sends.
 */
import type { FastifyInstance } from 'fastify';
import {
  AuthIdParamsSchema,
  CustomerSchema,
  OtpCheckParamsSchema,
  OtpSentSchema,
  OtpValueParamsSchema,
} from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import { setSessionCustomer } from '../../../http/session';
import { getRoute } from '../../../http/route';
import { TAGS, type AccountDeps } from '../deps';
import { csrfOnGet, customerIdOf } from '../guards';
import { limiterFor } from '../limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../messages';
import { findCustomerById } from '../queries';
import { checkLoginCode, sendLoginCode, sendPhoneCode } from './service';

const CSRF_ERROR = { 419: 'Mangler eller feil CSRF-token' };

export function registerOtpRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, now } = deps;
  const tags = [...TAGS, 'Engangskode'];

  getRoute(
    app,
    '/otp/login/:value',
    {
      summary: 'Send engangskode til e-postadresse eller mobilnummer (svarer likt for ukjente)',
      tags,
      params: OtpValueParamsSchema,
      response: OtpSentSchema,
      session: true,
      before: csrfOnGet,
      errors: {
        ...CSRF_ERROR,
        422: 'Verken e-postadresse eller mobilnummer',
        429: LOGIN_MESSAGES.tooManyAttempts,
      },
    },
    async ({ params, request, reply }) =>
      sendLoginCode(deps, params.value, request.ip, limiterFor(db, reply, now())),
  );

  getRoute(
    app,
    '/otp/register/:authId',
    {
      summary: 'Send engangskode til egen mobil for å bekrefte nummeret',
      tags,
      params: AuthIdParamsSchema,
      response: OtpSentSchema,
      session: true,
      before: async (request) => {
        await csrfOnGet(request);
        customerIdOf(request);
      },
      errors: {
        401: ACCOUNT_TEXTS.notLoggedIn,
        403: ACCOUNT_TEXTS.otherCustomer,
        ...CSRF_ERROR,
        422: OUR_TEXTS.noPhone,
        429: LOGIN_MESSAGES.tooManyAttempts,
      },
    },
    async ({ params, request, reply }) =>
      sendPhoneCode(deps, customerIdOf(request), params.authId, limiterFor(db, reply, now())),
  );

  getRoute(
    app,
    '/otp/check/:authId/:token',
    {
      summary: 'Sjekk engangskoden; riktig kode logger inn (ny sesjon) og svarer kunden',
      tags,
      params: OtpCheckParamsSchema,
      response: CustomerSchema,
      session: true,
      before: csrfOnGet,
      errors: {
        401: LOGIN_MESSAGES.alreadyLoggedIn,
        ...CSRF_ERROR,
        422: `${OUR_TEXTS.codeWrong} / ${OUR_TEXTS.codeExpired}`,
        429: LOGIN_MESSAGES.tooManyAttempts,
      },
    },
    async ({ params, request, reply }) => {
      const loggedIn = request.session?.customerId;
      if (loggedIn != null) {
        // Confirming one's own phone while logged in is fine; logging in as another is not.
        const me = await findCustomerById(db, loggedIn);
        if (me?.authId !== params.authId)
          throw new ApiError(401, LOGIN_MESSAGES.alreadyLoggedIn, 'ALREADY_LOGGED_IN');
      }
      const limiter = limiterFor(db, reply, now());
      const customer = await checkLoginCode(deps, params.authId, params.token, request.ip, limiter);
      await setSessionCustomer(request, reply, customer.id);
      return customer;
    },
  );
}
