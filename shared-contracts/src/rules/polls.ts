import type { PollQuestionScore } from '../schemas/content';

/** Spec §8: shown when a poll question that already has a correct answer is opened. */
export const POLL_ALREADY_ANSWERED_MESSAGE = 'Error: Already answered';

/**
 * Spec §2: a poll question is blocked once it has a correct answer. The shell's route guard and
 * mf-polls (e.g. after answering, or when listing doors) decide it with this one rule.
 */
export function isPollQuestionLocked(
  score: Pick<PollQuestionScore, 'answered' | 'correct'> | null | undefined,
): boolean {
  return Boolean(score?.answered && score.correct);
}
