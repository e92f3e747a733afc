/**
 * Calendar polls (spec §2 /user/poll…, §3 Poll). Rules:
 * - a question ("door") is open from `opensAt`; before that its content and options are
 *   withheld so nobody can read ahead;
 * - which option is correct is never sent with the poll; a question's score reveals it only
 *   after the customer has answered;
 * - scores are derived from the stored answers (points of correctly answered questions).
 */
import type {
  Poll,
  PollAnswer,
  PollQuestion,
  PollQuestionScore,
  PollScore,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../catalog/http';
import {
  activePollRows,
  answerRows,
  findPoll,
  findQuestion,
  optionRows,
  questionRows,
} from './queries';

type PollRow = NonNullable<Awaited<ReturnType<typeof findPoll>>>;
type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;
type OptionRow = Awaited<ReturnType<typeof optionRows>>[number];
type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

function toQuestion(
  row: QuestionRow,
  number: number,
  options: readonly OptionRow[],
  now: Date,
): PollQuestion {
  const open = row.opensAt.getTime() <= now.getTime();
  return {
    id: row.id,
    pollId: row.pollId,
    number,
    open,
    opensAt: row.opensAt.toISOString(),
    title: open ? row.title : '',
    text: open ? row.text : '',
    image: open ? row.image : null,
    articleId: open ? row.articleId : null,
    points: row.points,
    options: open ? options.map((o) => ({ id: o.id, questionId: o.questionId, text: o.text })) : [],
  };
}

/** Polls with their questions and options: three queries for any number of polls. */
async function assemble(db: Db, rows: readonly PollRow[], now: Date): Promise<Poll[]> {
  const questions = await questionRows(
    db,
    rows.map((p) => p.id),
  );
  const options = await optionRows(
    db,
    questions.map((q) => q.id),
  );
  return rows.map((poll) => {
    const own = questions.filter((q) => q.pollId === poll.id);
    return {
      id: poll.id,
      name: poll.name,
      description: poll.description,
      bannerDesktop: poll.bannerDesktop,
      bannerMobile: poll.bannerMobile,
      startAt: poll.startAt.toISOString(),
      endAt: poll.endAt.toISOString(),
      questions: own.map((q, index) =>
        toQuestion(
          q,
          index + 1,
          options.filter((o) => o.questionId === q.id),
          now,
        ),
      ),
    };
  });
}

export async function activePolls(db: Db, now: Date): Promise<Poll[]> {
  return assemble(db, await activePollRows(db, now), now);
}

/** A poll by id, also after it ended (customers may look back at their calendar). */
export async function poll(db: Db, id: number, now: Date): Promise<Poll> {
  const row = await findPoll(db, id);
  if (!row) throw notFound('Fant ikke konkurransen');
  const [result] = await assemble(db, [row], now);
  return result as Poll;
}

const toAnswer = (a: AnswerRow): PollAnswer => ({
  questionId: a.questionId,
  optionId: a.optionId,
  correct: a.correct,
  answeredAt: a.answeredAt.toISOString(),
});

async function pollQuestionsOrThrow(db: Db, pollId: number) {
  if (!(await findPoll(db, pollId))) throw notFound('Fant ikke konkurransen');
  return questionRows(db, [pollId]);
}

export async function pollScore(db: Db, customerId: number, pollId: number): Promise<PollScore> {
  const questions = await pollQuestionsOrThrow(db, pollId);
  const answers = await answerRows(
    db,
    customerId,
    questions.map((q) => q.id),
  );
  const points = new Map(questions.map((q) => [q.id, q.points]));
  const correct = answers.filter((a) => a.correct);
  return {
    pollId,
    score: correct.reduce((sum, a) => sum + (points.get(a.questionId) ?? 0), 0),
    maxScore: questions.reduce((sum, q) => sum + q.points, 0),
    answered: answers.length,
    correct: correct.length,
    questions: questions.length,
  };
}

export async function pollAnswers(
  db: Db,
  customerId: number,
  pollId: number,
): Promise<PollAnswer[]> {
  const questions = await pollQuestionsOrThrow(db, pollId);
  const answers = await answerRows(
    db,
    customerId,
    questions.map((q) => q.id),
  );
  return answers.map(toAnswer);
}

async function questionOrThrow(db: Db, questionId: number) {
  const question = await findQuestion(db, questionId);
  if (!question) throw notFound('Fant ikke spørsmålet');
  return question;
}

export async function questionAnswers(
  db: Db,
  customerId: number,
  questionId: number,
): Promise<PollAnswer[]> {
  await questionOrThrow(db, questionId);
  return (await answerRows(db, customerId, [questionId])).map(toAnswer);
}

export async function questionScore(
  db: Db,
  customerId: number,
  questionId: number,
): Promise<PollQuestionScore> {
  const question = await questionOrThrow(db, questionId);
  const [answers, options] = await Promise.all([
    answerRows(db, customerId, [questionId]),
    optionRows(db, [questionId]),
  ]);
  const answer = answers[0];
  return {
    questionId,
    pollId: question.pollId,
    answered: answer !== undefined,
    correct: answer?.correct ?? false,
    points: question.points,
    score: answer?.correct ? question.points : 0,
    answeredOptionId: answer?.optionId ?? null,
    // Revealed only after answering, so this call cannot be used to find the answer first.
    correctOptionId: answer ? (options.find((o) => o.correct)?.id ?? null) : null,
  };
}
