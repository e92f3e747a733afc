/**
 * The state of one calendar door for the logged-in customer (spec §2 poll calendar, §3 Poll).
 *
 * Correctness comes from the server only: `correct` is the flag of the customer's stored answer
 * (GET /polls/{id}/answers or the question score), never worked out here. What this rule adds is
 * how the calendar shows a door, from the server's `open` flag, the poll's dates and the clock.
 *
 * The API has no per-door closing time: an opened door takes answers until the poll ends. So an
 * earlier day's door that is still unanswered is `open` (it can still be answered) while the
 * poll runs, and `missed` once the poll has ended.
 */
import type { Poll, PollAnswer, PollQuestion } from 'shared-contracts';
import { dayKey } from '../components/format';

export const DOOR_STATES = ['correct', 'wrong', 'today', 'open', 'future', 'missed'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

/** What the server said about the customer's answer to one question. */
export interface DoorResult {
  answered: boolean;
  correct: boolean;
}

/** How each state reads after 'Luke 3, 3. desember: ' (lower case, part of a sentence). */
export const DOOR_STATE_TEXT: Readonly<Record<DoorState, string>> = Object.freeze({
  correct: 'riktig svar',
  wrong: 'feil svar',
  today: 'åpen i dag',
  open: 'åpen, ikke besvart',
  future: 'låst',
  missed: 'ikke besvart',
});

/** Whether the poll has ended at `now` (answers are refused from `endAt` on). */
export function pollHasEnded(poll: Pick<Poll, 'endAt'>, now: Date): boolean {
  const end = new Date(poll.endAt).getTime();
  return !Number.isNaN(end) && end <= now.getTime();
}

export function doorState(
  question: Pick<PollQuestion, 'open' | 'opensAt'>,
  poll: Pick<Poll, 'endAt'>,
  result: DoorResult | null | undefined,
  now: Date,
): DoorState {
  if (result?.answered) return result.correct ? 'correct' : 'wrong';
  if (pollHasEnded(poll, now)) return 'missed';
  // The server's flag, not the clock: a door it still withholds has no question to answer.
  if (!question.open) return 'future';
  const opens = new Date(question.opensAt);
  return !Number.isNaN(opens.getTime()) && dayKey(opens) === dayKey(now) ? 'today' : 'open';
}

/** Doors the customer may open to answer (the server still judges the answer itself). */
export const isAnswerable = (state: DoorState): boolean => state === 'today' || state === 'open';

/** Doors with a stored answer, whose response screen shows the result. */
export const hasResult = (state: DoorState): boolean => state === 'correct' || state === 'wrong';

/** The customer's answers by question id, as door results. */
export function resultsByQuestion(answers: readonly PollAnswer[]): Map<number, DoorResult> {
  return new Map(answers.map((a) => [a.questionId, { answered: true, correct: a.correct }]));
}

/** 'Luke 3, 3. desember: riktig svar', the accessible name of a door. */
export function doorName(number: number, date: string, state: DoorState): string {
  return `Luke ${number}${date ? `, ${date}` : ''}: ${DOOR_STATE_TEXT[state]}`;
}
