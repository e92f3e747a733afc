/**
 * Calendar polls (spec §2 /user/poll…, §3 Poll). Rules:
 * - a question ("door") is open from `opensAt`; before that its content and options are
 *   withheld so nobody can read ahead;
 * - which option is correct is never sent with the poll; a question's score reveals it only
 *   after the customer has answered;
 * - scores are derived from the stored answers (points of correctly answered questions);
 * - one answer per customer and question, judged by the server (the client never says whether
 *   it was right), and only while the door is open and the poll is running.
 */
import { POLL_ALREADY_ANSWERED_MESSAGE } from 'shared-contracts/rules';
import type {
  Poll,
  PollAnswer,
  PollQuestion,
  PollQuestionScore,
  PollScore,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/route';
import {
  activePollRows,
  answerRows,
  findOption,
  findPoll,
  findQuestion,
  insertAnswer,
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

/** Texts and codes of the answer call's refusals (spec §8 for the 409). */
export const ANSWER_ERRORS = {
  unknownOption: 'Fant ikke svaralternativet',
  wrongQuestion: 'Svaralternativet hører ikke til dette spørsmålet',
  notOpen: 'Luken er ikke åpnet ennå',
  pollClosed: 'Konkurransen er ikke åpen for svar',
  alreadyAnswered: POLL_ALREADY_ANSWERED_MESSAGE,
} as const;

/**
 * Records the customer's answer to a question and answers it with `correct` decided here. The
 * checks go from "does it exist" (404) over "may it be answered now" (422) to "has it been
 * answered" (409), the last one left to the database so concurrent answers cannot both count.
 */
export async function answer(
  db: Db,
  customerId: number,
  questionId: number,
  optionId: number,
  now: Date,
): Promise<PollAnswer> {
  const [question, option] = await Promise.all([
    findQuestion(db, questionId),
    findOption(db, optionId),
  ]);
  if (!question) throw notFound('Fant ikke spørsmålet');
  if (!option) throw notFound(ANSWER_ERRORS.unknownOption);
  if (option.questionId !== question.id) {
    throw new HttpError(422, ANSWER_ERRORS.wrongQuestion, 'OPTION_NOT_IN_QUESTION');
  }
  // A closed door is withheld from the poll answer; answering it would be answering blind.
  if (question.opensAt.getTime() > now.getTime()) {
    throw new HttpError(422, ANSWER_ERRORS.notOpen, 'QUESTION_NOT_OPEN');
  }
  // Polls stay readable after they end (the calendar history), but no longer take answers.
  const poll = await findPoll(db, question.pollId);
  if (
    !poll ||
    !poll.active ||
    poll.startAt.getTime() > now.getTime() ||
    poll.endAt.getTime() <= now.getTime()
  ) {
    throw new HttpError(422, ANSWER_ERRORS.pollClosed, 'POLL_CLOSED');
  }
  const stored = await insertAnswer(db, {
    customerId,
    questionId,
    optionId,
    correct: option.correct,
    at: now,
  });
  if (!stored) throw new HttpError(409, ANSWER_ERRORS.alreadyAnswered, 'ALREADY_ANSWERED');
  return toAnswer(stored);
}
