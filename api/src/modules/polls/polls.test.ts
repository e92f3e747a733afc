/** Poll read calls, on PGlite and (with DATABASE_URL) PostgreSQL. */
import {
  PollAnswerListSchema,
  PollListSchema,
  PollQuestionScoreSchema,
  PollSchema,
  PollScoreSchema,
} from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  getError,
  getOk,
  TEST_CUSTOMER_HEADER,
  TEST_DIALECTS,
  type TestApp,
} from '../catalog/test-app';
import { FIXTURE } from '../catalog/test-fixture';
import { NOT_LOGGED_IN_MESSAGE } from './routes';

const P = FIXTURE.poll;
const asCustomer = { [TEST_CUSTOMER_HEADER]: String(FIXTURE.customerId) };

describe.each(TEST_DIALECTS)('poll read calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('GET /polls/active: running polls; closed doors are withheld; the right option is never sent', async () => {
    const polls = await getOk(t, '/polls/active', PollListSchema);
    const poll = polls.find((p) => p.id === P.id);
    expect(poll?.questions.map((q) => [q.id, q.number, q.open])).toEqual([
      [P.openQuestion, 1, true],
      [P.closedQuestion, 2, false],
      [P.unanswered, 3, true],
    ]);
    const closed = poll?.questions[1];
    expect(closed).toMatchObject({
      title: '',
      text: '',
      options: [],
      image: null,
      articleId: null,
    });
    const res = await t.app.inject({ url: '/api/v1/polls/active' });
    expect(res.body).not.toContain('Hemmelig');
    expect(res.body).not.toContain('"correct"');
  });

  it('GET /polls/{id}: one poll; 404 unknown; 422 malformed', async () => {
    const poll = await getOk(t, `/polls/${P.id}`, PollSchema);
    expect(poll.questions[0]?.options.map((o) => o.text)).toEqual(['Feil', 'Riktig']);
    expect(await getError(t, '/polls/2147483000')).toMatchObject({
      status: 404,
      message: 'Fant ikke konkurransen',
    });
    expect((await getError(t, '/polls/abc')).status).toBe(422);
  });

  it('scores and answers answer 401 with the spec message without a logged-in customer (before the id is checked)', async () => {
    for (const url of [
      `/polls/${P.id}/score`,
      `/polls/${P.id}/answers`,
      `/polls/questions/${P.openQuestion}/score`,
      `/polls/questions/${P.openQuestion}/answers`,
      '/polls/abc/score',
      '/polls/2147483000/answers',
    ]) {
      expect(await getError(t, url), url).toMatchObject({
        status: 401,
        message: NOT_LOGGED_IN_MESSAGE,
      });
    }
  });

  it('GET /polls/{id}/score sums the points of correct answers', async () => {
    const score = await getOk(t, `/polls/${P.id}/score`, PollScoreSchema, asCustomer);
    expect(score).toEqual({
      pollId: P.id,
      score: 2,
      maxScore: 4,
      answered: 1,
      correct: 1,
      questions: 3,
    });
  });

  it('GET /polls/questions/{id}/score reveals the right option only after answering', async () => {
    const answered = await getOk(
      t,
      `/polls/questions/${P.openQuestion}/score`,
      PollQuestionScoreSchema,
      asCustomer,
    );
    expect(answered).toEqual({
      questionId: P.openQuestion,
      pollId: P.id,
      answered: true,
      correct: true,
      points: 2,
      score: 2,
      answeredOptionId: 9901012,
      correctOptionId: 9901012,
    });
    const open = await getOk(
      t,
      `/polls/questions/${P.unanswered}/score`,
      PollQuestionScoreSchema,
      asCustomer,
    );
    expect(open).toMatchObject({
      answered: false,
      correct: false,
      score: 0,
      correctOptionId: null,
    });
  });

  it('GET answers of a poll and of a question', async () => {
    const pollAnswers = await getOk(t, `/polls/${P.id}/answers`, PollAnswerListSchema, asCustomer);
    expect(pollAnswers.map((a) => [a.questionId, a.optionId, a.correct])).toEqual([
      [P.openQuestion, 9901012, true],
    ]);
    const questionAnswers = await getOk(
      t,
      `/polls/questions/${P.unanswered}/answers`,
      PollAnswerListSchema,
      asCustomer,
    );
    expect(questionAnswers).toEqual([]);
  });

  it('logged in: 404 for unknown ids, 422 for malformed ones', async () => {
    expect((await getError(t, '/polls/2147483000/score', asCustomer)).status).toBe(404);
    expect(await getError(t, '/polls/questions/2147483000/score', asCustomer)).toMatchObject({
      status: 404,
      message: 'Fant ikke spørsmålet',
    });
    expect((await getError(t, '/polls/questions/x/answers', asCustomer)).status).toBe(422);
  });
});
