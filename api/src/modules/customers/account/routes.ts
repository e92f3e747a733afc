/**
 * The customer's own account: PUT /customers/{id}, DELETE /customers/{id},
 * PUT /customers/{id}/updateEmail. Another customer's id is refused before anything is read.
 */
import type { FastifyInstance } from 'fastify';
import {
  AccountMessageSchema,
  CustomerSchema,
  CustomerUpdateSchema,
  IdSchema,
  UpdateEmailSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { destroySession } from '../../../http/session';
import { writeRoute } from '../../../http/route';
import { guardedScope, TAGS, type AccountDeps } from '../deps';
import { customerIdOf, ownAccountOnly } from '../guards';
import { limiterFor } from '../limits';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../messages';
import { deleteAccount } from './delete';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { updateAccount } from './update';

const IdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Ugyldig id'), v.transform(Number), IdSchema),
});

const OWN_ACCOUNT_ERRORS = {
  401: ACCOUNT_TEXTS.notLoggedIn,
  403: ACCOUNT_TEXTS.otherCustomer,
  419: 'Mangler eller feil CSRF-token',
};

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, now } = deps;

  guardedScope(app, ownAccountOnly, (own) => {
    writeRoute(
      own,
      'PUT',
      '/customers/:id',
      {
        summary: 'Endre egne opplysninger (felt som ikke sendes, endres ikke)',
        tags: TAGS,
        params: IdParamsSchema,
        body: CustomerUpdateSchema,
        response: CustomerSchema,
        errors: {
          ...OWN_ACCOUNT_ERRORS,
          422: `Feltets melding ('Fornavn må ha en verdi' …) eller ${OUR_TEXTS.emailChangeNeedsCode}`,
          423: ACCOUNT_TEXTS.accountExists,
        },
      },
      async ({ body, request }) => updateAccount(deps, customerIdOf(request), body),
    );

    writeRoute(
      own,
      'DELETE',
      '/customers/:id',
      {
        summary: 'Slett kontoen (ordrer og reservasjoner beholdes anonymisert for regnskapet)',
        tags: TAGS,
        params: IdParamsSchema,
        response: AccountMessageSchema,
        errors: OWN_ACCOUNT_ERRORS,
      },
      async ({ request, reply }) => {
        await deleteAccount(db, customerIdOf(request));
        await destroySession(request, reply);
        return { message: OUR_TEXTS.deleted };
      },
    );

    writeRoute(
      own,
      'PUT',
      '/customers/:id/updateEmail',
      {
        summary: 'Ny e-post: uten token sendes en kode til den nye adressen, med token byttes den',
        tags: TAGS,
        params: IdParamsSchema,
        body: UpdateEmailSchema,
        response: v.union([CustomerSchema, AccountMessageSchema]),
        errors: {
          ...OWN_ACCOUNT_ERRORS,
          422: `${OUR_TEXTS.codeWrong} / ${OUR_TEXTS.codeExpired} / ${OUR_TEXTS.emailUnchanged}`,
          423: ACCOUNT_TEXTS.accountExists,
          429: LOGIN_MESSAGES.tooManyAttempts,
        },
      },
      async ({ body, request, reply }) => {
        const customerId = customerIdOf(request);
        const limiter = limiterFor(db, reply, now());
        if (body.token === undefined)
          return { message: await requestEmailChange(deps, customerId, body.email, limiter) };
        return confirmEmailChange(deps, customerId, body.email, body.token, limiter);
      },
    );
  });
}
