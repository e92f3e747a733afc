/**
 * Poll read routes (spec §7 "Polls", GET calls). Scores and answers belong to the logged-in
 * customer: without one they answer 401 with the spec's message before the id is even
 * parsed, so a guest learns nothing about which polls or questions exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IdParamsSchema,
  PollAnswerListSchema,
  PollListSchema,
  PollQuestionScoreSchema,
  PollSchema,
  PollScoreSchema,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import type { ResponseCache } from '../catalog/cache';
import { getRoute, HttpError } from '../catalog/http';
import * as service from './service';

/** Spec §8: the text shown when no customer is logged in. */
export const NOT_LOGGED_IN_MESSAGE = 'Ingen bruker logget inn - vennligst logg inn';

export interface PollDeps {
  db: Db;
  cache: ResponseCache;
  now: () => Date;
  /** The session's customer id, or null for a guest. */
  customerId: (request: FastifyRequest) => Promise<number | null>;
}

export function registerPollRoutes(
  app: FastifyInstance,
  { db, cache, now, customerId }: PollDeps,
): void {
  const tags = ['Konkurranser'];

  async function requireCustomer(request: FastifyRequest): Promise<number> {
    const customer = await customerId(request);
    if (customer === null) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE, 'AUTH_REQUIRED');
    return customer;
  }

  /** Shared contract of the personal routes: session loaded, login checked first. */
  const personal = {
    tags,
    params: IdParamsSchema,
    session: true,
    errors: { 401: NOT_LOGGED_IN_MESSAGE, 404: 'Ukjent id', 422: 'Ugyldig id' },
    before: async (request: FastifyRequest) => {
      await requireCustomer(request);
    },
  };

  getRoute(
    app,
    '/polls/active',
    { summary: 'Aktive konkurranser med spørsmål', tags, response: PollListSchema },
    () =>
      // Doors open at an instant; the cache TTL bounds how late an opening shows up.
      cache.get('polls:active', () => service.activePolls(db, now())),
  );

  getRoute(
    app,
    '/polls/questions/:id/score',
    {
      ...personal,
      summary: 'Innlogget kundes resultat for ett spørsmål',
      response: PollQuestionScoreSchema,
    },
    async ({ params, request }) =>
      service.questionScore(db, await requireCustomer(request), params.id),
  );

  getRoute(
    app,
    '/polls/questions/:id/answers',
    {
      ...personal,
      summary: 'Innlogget kundes svar på ett spørsmål',
      response: PollAnswerListSchema,
    },
    async ({ params, request }) =>
      service.questionAnswers(db, await requireCustomer(request), params.id),
  );

  getRoute(
    app,
    '/polls/:id',
    {
      summary: 'Én konkurranse med spørsmål (uåpnede luker uten innhold)',
      tags,
      params: IdParamsSchema,
      response: PollSchema,
      errors: { 404: 'Ukjent konkurranse', 422: 'Ugyldig id' },
    },
    ({ params }) => cache.get(`poll:${params.id}`, () => service.poll(db, params.id, now())),
  );

  getRoute(
    app,
    '/polls/:id/score',
    {
      ...personal,
      summary: 'Innlogget kundes poengsum i en konkurranse',
      response: PollScoreSchema,
    },
    async ({ params, request }) => service.pollScore(db, await requireCustomer(request), params.id),
  );

  getRoute(
    app,
    '/polls/:id/answers',
    {
      ...personal,
      summary: 'Innlogget kundes svar i en konkurranse',
      response: PollAnswerListSchema,
    },
    async ({ params, request }) =>
      service.pollAnswers(db, await requireCustomer(request), params.id),
  );
}
