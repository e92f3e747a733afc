/**
 * POST /polls/answer/{questionId}/{optionId} through the real app (sessions, CSRF, database),
 * on PGlite and (with DATABASE_URL) PostgreSQL. Customers log in for real; each test uses a
 * customer of its own, so the one-answer-per-question rule of one test never leaks into another.
 */
import { and, eq } from 'drizzle-orm';
import {
  PollAnswerSchema,
  PollQuestionScoreSchema,
  PollSchema,
  PollScoreSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAgent, type SessionAgent } from '../../../test/helpers/test-app';
import { pollAnswers } from '../../db/schema';
import { CSRF_MESSAGE } from '../../http/csrf';
import { DEMO_EMAIL, DEMO_NEW_EMAIL, DEMO_PASSWORD } from '../../seed';
import { buildTestApp, TEST_DIALECTS, type TestApp } from '../catalog/test-app';
import { FIXTURE } from '../catalog/test-fixture';
import { NOT_LOGGED_IN_MESSAGE } from './routes';
import { ANSWER_ERRORS } from './service';

const P = FIXTURE.poll;
const OPTIONS = {
  openWrong: 9901011,
  openRight: 9901012,
  closedRight: 9901021,
  unansweredRight: 9901031,
} as const;
/** Seeded customers (api/src/seed/gen-customers.ts), all with the demo password. */
const CUSTOMERS = [
  DEMO_EMAIL,
  DEMO_NEW_EMAIL,
  'ola.hansen@example.no',
  'ingrid.johansen@example.no',
  'lars.olsen@example.no',
  'sofie.larsen@example.no',
] as const;

const answerUrl = (questionId: number | string, optionId: number | string) =>
  `/api/v1/polls/answer/${questionId}/${optionId}`;

describe.each(TEST_DIALECTS)('answering a poll question on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, fullApp: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  let nextCustomer = 0;
  /** A session with the next seeded customer logged in. */
  async function loggedIn(): Promise<SessionAgent> {
    const username = CUSTOMERS[nextCustomer++];
    if (!username) throw new Error('No seeded customer left for this test');
    const agent = await sessionAgent(t.app);
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  }

  const post = (agent: SessionAgent, questionId: number | string, optionId: number | string) =>
    agent.inject({ method: 'POST', url: answerUrl(questionId, optionId) });

  async function getParsed<S extends v.GenericSchema>(agent: SessionAgent, url: string, schema: S) {
    const res = await agent.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return v.parse(schema, res.json());
  }

  it('answers 401 with the spec message without a logged-in customer, whatever the ids', async () => {
    const guest = await sessionAgent(t.app);
    for (const [q, o] of [
      [P.unanswered, OPTIONS.unansweredRight],
      ['abc', 'x'],
      [2147483000, 1],
    ] as const) {
      const res = await post(guest, q, o);
      expect(res.statusCode, `${q}/${o}`).toBe(401);
      expect(res.json()).toMatchObject({ message: NOT_LOGGED_IN_MESSAGE });
    }
  });

  it('refuses a request without the CSRF token (419) and stores nothing', async () => {
    const agent = await loggedIn();
    const res = await agent.inject({
      method: 'POST',
      url: answerUrl(P.unanswered, OPTIONS.unansweredRight),
      headers: { 'x-csrf-token': '' },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toMatchObject({ message: CSRF_MESSAGE });
    const score = await getParsed(
      agent,
      `/polls/questions/${P.unanswered}/score`,
      PollQuestionScoreSchema,
    );
    expect(score.answered).toBe(false);
  });

  it('stores a wrong answer as wrong, then refuses a second answer with 409 Error: Already answered', async () => {
    const agent = await loggedIn();
    const res = await agent.inject({
      method: 'POST',
      url: answerUrl(P.openQuestion, OPTIONS.openWrong),
      // The client has no say in whether it was right.
      payload: { correct: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = v.parse(PollAnswerSchema, res.json());
    expect(stored).toMatchObject({
      questionId: P.openQuestion,
      optionId: OPTIONS.openWrong,
      correct: false,
    });
    expect(new Date(stored.answeredAt).getTime()).toBe(t.now.getTime());

    // Neither the right option nor the same one is taken a second time.
    for (const option of [OPTIONS.openRight, OPTIONS.openWrong]) {
      const again = await post(agent, P.openQuestion, option);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'Error: Already answered',
        code: 'ALREADY_ANSWERED',
      });
    }

    const score = await getParsed(
      agent,
      `/polls/questions/${P.openQuestion}/score`,
      PollQuestionScoreSchema,
    );
    expect(score).toMatchObject({
      answered: true,
      correct: false,
      score: 0,
      answeredOptionId: OPTIONS.openWrong,
      correctOptionId: OPTIONS.openRight,
    });
  });

  it('a right answer counts in the question score and the poll score', async () => {
    const agent = await loggedIn();
    const before = await getParsed(agent, `/polls/${P.id}/score`, PollScoreSchema);
    expect(before).toMatchObject({ score: 0, answered: 0, correct: 0, maxScore: 4 });

    const first = await post(agent, P.openQuestion, OPTIONS.openRight);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ correct: true });
    const second = await post(agent, P.unanswered, OPTIONS.unansweredRight);
    expect(second.statusCode, second.body).toBe(201);

    expect(
      await getParsed(agent, `/polls/questions/${P.openQuestion}/score`, PollQuestionScoreSchema),
    ).toMatchObject({ answered: true, correct: true, points: 2, score: 2 });
    expect(await getParsed(agent, `/polls/${P.id}/score`, PollScoreSchema)).toEqual({
      pollId: P.id,
      score: 3,
      maxScore: 4,
      answered: 2,
      correct: 2,
      questions: 3,
    });
  });

  it('404 for an unknown question or option, 422 for malformed ids, an option of another question, a closed door or an ended poll', async () => {
    const agent = await loggedIn();
    const expectError = async (
      questionId: number | string,
      optionId: number | string,
      status: number,
      message?: string,
    ) => {
      const res = await post(agent, questionId, optionId);
      expect(res.statusCode, `${questionId}/${optionId}: ${res.body}`).toBe(status);
      if (message) expect(res.json()).toMatchObject({ message });
    };
    await expectError(2147483000, OPTIONS.unansweredRight, 404, 'Fant ikke spørsmålet');
    await expectError(P.unanswered, 2147483000, 404, ANSWER_ERRORS.unknownOption);
    await expectError('abc', OPTIONS.unansweredRight, 422);
    await expectError(P.unanswered, '0', 422);
    await expectError(P.unanswered, '99999999999', 422);
    await expectError(P.unanswered, OPTIONS.openRight, 422, ANSWER_ERRORS.wrongQuestion);
    await expectError(P.closedQuestion, OPTIONS.closedRight, 422, ANSWER_ERRORS.notOpen);

    // The seeded summer quiz ended long before TEST_NOW: readable, but closed for answers.
    const ended = await getParsed(agent, '/polls/2', PollSchema);
    expect(new Date(ended.endAt).getTime()).toBeLessThan(t.now.getTime());
    const question = ended.questions[0];
    const option = question?.options[0];
    if (!question || !option) throw new Error('The seeded summer quiz has no questions');
    await expectError(question.id, option.id, 422, ANSWER_ERRORS.pollClosed);

    // None of the refused answers was stored.
    const score = await getParsed(agent, `/polls/${P.id}/score`, PollScoreSchema);
    expect(score.answered).toBe(0);
  });

  it('two answers sent at once: exactly one is stored, the other gets 409', async () => {
    const agent = await loggedIn();
    const responses = await Promise.all([
      post(agent, P.unanswered, OPTIONS.unansweredRight),
      post(agent, P.unanswered, OPTIONS.unansweredRight),
      post(agent, P.unanswered, OPTIONS.unansweredRight),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const current = await agent.inject({ method: 'GET', url: '/api/v1/customers/current' });
    const customerId = (current.json() as { id: number }).id;
    const rows = await t.db
      .select()
      .from(pollAnswers)
      .where(and(eq(pollAnswers.customerId, customerId), eq(pollAnswers.questionId, P.unanswered)));
    expect(rows).toHaveLength(1);
  });
});
