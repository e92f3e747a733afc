/**
 * GET and POST /customers/current/reviews, and the staff approval
 * POST /staff/reviews/{id}/approve (Bearer STAFF_API_TOKEN; absent when that is not configured).
 */
import type { FastifyInstance } from 'fastify';
import {
  CustomerReviewPageSchema,
  HistoryPageQuerySchema,
  IdSchema,
  ReviewCreateSchema,
  ReviewSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { bearerScope } from '../../../http/bearer';
import { getRoute, writeRoute } from '../../../http/route';
import { guardedScope, TAGS, type AccountDeps } from '../deps';
import { customerIdOf, customerOnly } from '../guards';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../messages';
import { approve, createReview, customerReviews } from './service';

const ReviewIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Ugyldig id'), v.transform(Number), IdSchema),
});

export const ApprovedReviewSchema = v.object({
  id: v.number(),
  articleId: v.number(),
  approved: v.literal(true),
  averageRating: v.nullable(v.number()),
});

export function registerReviewRoutes(
  app: FastifyInstance,
  deps: AccountDeps,
  staffApiToken: string | undefined,
): void {
  getRoute(
    app,
    '/customers/current/reviews',
    {
      summary: 'Kundens egne anmeldelser, nyeste først, 10 per side',
      tags: TAGS,
      querystring: HistoryPageQuerySchema,
      response: CustomerReviewPageSchema,
      session: true,
      before: customerOnly,
      errors: { 401: ACCOUNT_TEXTS.notLoggedIn, 422: 'Ugyldig side' },
    },
    async ({ query, request }) => customerReviews(deps, customerIdOf(request), query.page),
  );

  guardedScope(app, customerOnly, (customers) => {
    writeRoute(
      customers,
      'POST',
      '/customers/current/reviews',
      {
        summary: 'Skriv en anmeldelse av en kjøpt vare (vises når den er godkjent) (201)',
        tags: TAGS,
        body: ReviewCreateSchema,
        response: ReviewSchema,
        errors: {
          401: ACCOUNT_TEXTS.notLoggedIn,
          409: OUR_TEXTS.reviewExists,
          419: 'Mangler eller feil CSRF-token',
          422: OUR_TEXTS.reviewNotBought,
        },
      },
      async ({ body, request, reply }) => {
        const review = await createReview(deps, customerIdOf(request), body);
        reply.code(201);
        return review;
      },
    );
  });

  if (!staffApiToken) return;
  bearerScope(app, staffApiToken, 'STAFF_TOKEN_INVALID', (staff) => {
    writeRoute(
      staff,
      'POST',
      '/staff/reviews/:id/approve',
      {
        summary: 'Kundeservice: godkjenn en anmeldelse (Bearer-token); oppdaterer snittkarakteren',
        tags: ['Butikk'],
        params: ReviewIdParamsSchema,
        response: ApprovedReviewSchema,
        errors: { 401: 'Mangler eller feil token', 404: OUR_TEXTS.reviewUnknown },
        config: { csrf: false, session: false },
      },
      async ({ params }) => approve(deps, params.id),
    );
  });
}
