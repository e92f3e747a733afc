/**
 * Poll routes (spec §7 "Polls"): the reads and POST /polls/answer/{questionId}/{optionId}.
 * Scores and answers belong to the logged-in customer: without one they answer 401 with the
 * spec's message before the ids are even parsed, so a guest learns nothing about which polls
 * or questions exist. CSRF (419) on the POST is checked by the app-wide hook first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IdParamsSchema,
  PollAnswerListSchema,
  PollAnswerParamsSchema,
  PollAnswerSchema,
  PollListSchema,
  PollQuestionScoreSchema,
  PollSchema,
  PollScoreSchema,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import type { ResponseCache } from '../../http/response-cache';
import { getRoute, HttpError, writeRoute } from '../../http/route';
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

  writeRoute(
    app,
    'POST',
    '/polls/answer/:questionId/:optionId',
    {
      summary: 'Svar på ett spørsmål (riktig/feil avgjøres av serveren)',
      tags,
      params: PollAnswerParamsSchema,
      response: PollAnswerSchema,
      errors: {
        401: NOT_LOGGED_IN_MESSAGE,
        404: 'Ukjent spørsmål eller svaralternativ',
        409: service.ANSWER_ERRORS.alreadyAnswered,
        419: 'Mangler eller feil CSRF-token',
        422: 'Ugyldig id, alternativ fra et annet spørsmål, uåpnet luke eller avsluttet konkurranse',
      },
      before: async (request) => {
        await requireCustomer(request);
      },
    },
    async ({ params, request, reply }) => {
      const customer = await requireCustomer(request);
      const stored = await service.answer(db, customer, params.questionId, params.optionId, now());
      reply.code(201);
      return stored;
    },
  );
}
