/** POST /customers/password/email and POST /customers/password/reset. */
import type { FastifyInstance } from 'fastify';
import {
  AccountMessageSchema,
  PasswordEmailSchema,
  PasswordResetSchema,
} from 'shared-contracts/schemas';
import { writeRoute } from '../../../http/route';
import { TAGS, type AccountDeps } from '../deps';
import { limiterFor } from '../limits';
import { LOGIN_MESSAGES, OUR_TEXTS } from '../messages';
import { requestPasswordReset, resetPassword } from './service';

export function registerPasswordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, now } = deps;

  writeRoute(
    app,
    'POST',
    '/customers/password/email',
    {
      summary: 'Send lenke for nytt passord (svarer likt om adressen finnes eller ikke)',
      tags: TAGS,
      body: PasswordEmailSchema,
      response: AccountMessageSchema,
      errors: {
        419: 'Mangler eller feil CSRF-token',
        422: 'Ugyldig e-postadresse',
        429: LOGIN_MESSAGES.tooManyAttempts,
      },
    },
    async ({ body, request, reply }) => {
      await requestPasswordReset(deps, body.email, request.ip, limiterFor(db, reply, now()));
      return { message: OUR_TEXTS.passwordEmail };
    },
  );

  writeRoute(
    app,
    'POST',
    '/customers/password/reset',
    {
      summary: 'Sett nytt passord med lenken fra e-posten (én gang, før den utløper)',
      tags: TAGS,
      body: PasswordResetSchema,
      response: AccountMessageSchema,
      errors: {
        419: 'Mangler eller feil CSRF-token',
        422: OUR_TEXTS.tokenInvalid,
        429: LOGIN_MESSAGES.tooManyAttempts,
      },
    },
    async ({ body, request, reply }) => {
      const limiter = limiterFor(db, reply, now());
      await resetPassword(deps, body, request.ip, request.session?.id, limiter);
      return { message: OUR_TEXTS.passwordChanged };
    },
  );
}
