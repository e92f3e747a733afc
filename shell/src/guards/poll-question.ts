/**
 * The poll question guard (spec §2: "/user/poll/{pollId}/{questionId} is blocked, with redirect
 * to the previous screen or to user, if the question already has a correct answer"; §8: 'Error:
 * Already answered'). The shell asks the API before mf-polls renders anything, so a shopper
 * never sees a question they can no longer answer. The rule is shared-contracts'
 * `isPollQuestionLocked`, so mf-polls decides the same way (e.g. after an answer).
 */
import { isPollQuestionLocked } from 'shared-contracts';
import { fetchQuestionScore } from '../behaviour/shared-state';
import { createPollQuestionGuard } from './guards';

export async function questionHasCorrectAnswer(
  _pollId: string,
  questionId: string,
): Promise<boolean> {
  try {
    const score = await fetchQuestionScore(questionId);
    return isPollQuestionLocked(score);
  } catch (error) {
    // The question page itself reports load errors; the guard must not lock a shopper out.
    console.warn('Kunne ikke sjekke svaret på spørsmålet', error);
    return false;
  }
}

export const pollQuestionGuard = createPollQuestionGuard(questionHasCorrectAnswer);
