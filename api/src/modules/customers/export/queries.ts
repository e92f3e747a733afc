/** Everything stored about one customer, for the data export. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  orderLines,
  orders,
  pollAnswers,
  pollOptions,
  pollQuestions,
  polls,
  reservationLines,
  reservations,
  reviews,
} from '../../../db/schema';

export async function ordersWithLines(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.id))
    : [];
  return rows.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
}

export async function reservationsWithLines(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.customerId, customerId))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select()
        .from(reservationLines)
        .where(inArray(reservationLines.reservationId, ids))
        .orderBy(asc(reservationLines.id))
    : [];
  return rows.map((reservation) => ({
    reservation,
    lines: lines.filter((l) => l.reservationId === reservation.id),
  }));
}

export async function reviewsOf(db: Db, customerId: number) {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

export async function pollAnswersOf(db: Db, customerId: number) {
  return db
    .select({
      pollId: polls.id,
      poll: polls.name,
      questionId: pollQuestions.id,
      question: pollQuestions.title,
      optionId: pollOptions.id,
      answer: pollOptions.text,
      correct: pollAnswers.correct,
      answeredAt: pollAnswers.answeredAt,
    })
    .from(pollAnswers)
    .innerJoin(pollQuestions, eq(pollQuestions.id, pollAnswers.questionId))
    .innerJoin(polls, eq(polls.id, pollQuestions.pollId))
    .innerJoin(pollOptions, eq(pollOptions.id, pollAnswers.optionId))
    .where(eq(pollAnswers.customerId, customerId))
    .orderBy(asc(pollAnswers.answeredAt), asc(pollAnswers.id));
}
