import { describe, expect, it } from 'vitest';
import { makeAnswer, makePoll, makeQuestion, NOW } from '../api/fake-api';
import {
  DOOR_STATES,
  doorName,
  doorState,
  hasResult,
  isAnswerable,
  pollHasEnded,
  resultsByQuestion,
} from './door-state';

const poll = makePoll();
const ended = makePoll({ endAt: '2030-12-03T10:00:00Z' });

describe('door state (calendar rule)', () => {
  it('takes right and wrong from the server’s verdict, whatever the dates say', () => {
    expect(doorState(makeQuestion(1), poll, { answered: true, correct: true }, NOW)).toBe(
      'correct',
    );
    expect(doorState(makeQuestion(1), poll, { answered: true, correct: false }, NOW)).toBe('wrong');
    // An answer stays shown after the poll has ended.
    expect(doorState(makeQuestion(2), ended, { answered: true, correct: true }, NOW)).toBe(
      'correct',
    );
  });

  it('never computes correctness itself: an unanswered result counts as no answer', () => {
    expect(doorState(makeQuestion(3), poll, { answered: false, correct: true }, NOW)).toBe('today');
  });

  it('is open today for the door that opened on today’s Norwegian date', () => {
    expect(doorState(makeQuestion(3), poll, undefined, NOW)).toBe('today');
    // 00:30 in Oslo on 3 December is still 2 December in UTC: the Oslo day counts.
    const justAfterMidnight = new Date('2030-12-02T23:30:00Z');
    expect(doorState(makeQuestion(3), poll, null, justAfterMidnight)).toBe('today');
  });

  it('keeps an earlier unanswered door open while the poll runs (the API still takes it)', () => {
    expect(doorState(makeQuestion(1), poll, undefined, NOW)).toBe('open');
    expect(doorState(makeQuestion(2), poll, null, NOW)).toBe('open');
  });

  it('is future (locked) while the server withholds the door', () => {
    expect(doorState(makeQuestion(4), poll, undefined, NOW)).toBe('future');
    // The server's flag wins over the browser clock (a clock ahead, a cached poll).
    expect(doorState(makeQuestion(3, { open: false }), poll, undefined, NOW)).toBe('future');
  });

  it('is missed when the poll has ended without an answer', () => {
    expect(doorState(makeQuestion(1), ended, undefined, NOW)).toBe('missed');
    expect(doorState(makeQuestion(3), ended, undefined, NOW)).toBe('missed');
    // A door that never opened before the end can no longer be answered either.
    expect(doorState(makeQuestion(5), ended, undefined, NOW)).toBe('missed');
  });

  it('ends the poll at endAt exactly', () => {
    expect(pollHasEnded({ endAt: NOW.toISOString() }, NOW)).toBe(true);
    expect(pollHasEnded({ endAt: '2030-12-03T11:00:01Z' }, NOW)).toBe(false);
  });

  it('says which states link to the question and which to the result', () => {
    expect(DOOR_STATES.filter(isAnswerable)).toEqual(['today', 'open']);
    expect(DOOR_STATES.filter(hasResult)).toEqual(['correct', 'wrong']);
  });

  it('maps the answers list by question', () => {
    const results = resultsByQuestion([makeAnswer(101, 1011, true), makeAnswer(102, 1022, false)]);
    expect(results.get(101)).toEqual({ answered: true, correct: true });
    expect(results.get(102)).toEqual({ answered: true, correct: false });
    expect(results.get(103)).toBeUndefined();
  });

  it('names a door in one Norwegian sentence', () => {
    expect(doorName(3, '3. desember', 'correct')).toBe('Luke 3, 3. desember: riktig svar');
    expect(doorName(4, '4. desember', 'future')).toBe('Luke 4, 4. desember: låst');
    expect(doorName(5, '', 'missed')).toBe('Luke 5: ikke besvart');
  });
});
