/** Poll queries. Options are read without their `correct` flag unless a score needs it. */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pollAnswers, pollOptions, pollQuestions, polls } from '../../db/schema';

export function activePollRows(db: Db, now: Date) {
  return db
    .select()
    .from(polls)
    .where(and(eq(polls.active, true), lte(polls.startAt, now), gt(polls.endAt, now)))
    .orderBy(asc(polls.startAt), asc(polls.id));
}

export async function findPoll(db: Db, id: number) {
  const [row] = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
  return row;
}

export function questionRows(db: Db, pollIds: readonly number[]) {
  if (pollIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pollQuestions)
    .where(inArray(pollQuestions.pollId, [...pollIds]))
    .orderBy(
      asc(pollQuestions.pollId),
      asc(pollQuestions.sortOrder),
      asc(pollQuestions.opensAt),
      asc(pollQuestions.id),
    );
}

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(pollQuestions).where(eq(pollQuestions.id, id)).limit(1);
  return row;
}

/** Options with the correct flag: only the service sees it, and only for scoring. */
export function optionRows(db: Db, questionIds: readonly number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pollOptions)
    .where(inArray(pollOptions.questionId, [...questionIds]))
    .orderBy(asc(pollOptions.questionId), asc(pollOptions.sortOrder), asc(pollOptions.id));
}

export function answerRows(db: Db, customerId: number, questionIds: readonly number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pollAnswers)
    .where(
      and(
        eq(pollAnswers.customerId, customerId),
        inArray(pollAnswers.questionId, [...questionIds]),
      ),
    )
    .orderBy(asc(pollAnswers.questionId));
}

export async function findOption(db: Db, id: number) {
  const [row] = await db.select().from(pollOptions).where(eq(pollOptions.id, id)).limit(1);
  return row;
}

/**
 * Stores one answer unless the customer already has one for the question. The unique index
 * (customer, question) decides, so two answers sent at once cannot both be stored, whichever
 * API process they reach. Answers the stored row, or undefined when there already was one.
 */
export async function insertAnswer(
  db: Db,
  answer: { customerId: number; questionId: number; optionId: number; correct: boolean; at: Date },
) {
  const [row] = await db
    .insert(pollAnswers)
    .values({
      customerId: answer.customerId,
      questionId: answer.questionId,
      optionId: answer.optionId,
      correct: answer.correct,
      answeredAt: answer.at,
    })
    .onConflictDoNothing({ target: [pollAnswers.customerId, pollAnswers.questionId] })
    .returning();
  return row;
}
