import { describe, expect, it } from 'vitest';
import { isPollQuestionLocked, POLL_ALREADY_ANSWERED_MESSAGE } from './polls';

describe('poll question lock', () => {
  it('locks a question that already has a correct answer', () => {
    expect(isPollQuestionLocked({ answered: true, correct: true })).toBe(true);
  });
  it('leaves unanswered and wrongly answered questions open', () => {
    expect(isPollQuestionLocked({ answered: false, correct: false })).toBe(false);
    expect(isPollQuestionLocked({ answered: true, correct: false })).toBe(false);
    expect(isPollQuestionLocked(null)).toBe(false);
  });
  it('has the message of spec §8', () => {
    expect(POLL_ALREADY_ANSWERED_MESSAGE).toBe('Error: Already answered');
  });
});
