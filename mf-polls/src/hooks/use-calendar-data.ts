import { useApi } from 'shared-contracts';
import type { ApiResult, PageProps, Poll, PollAnswer, PollScore } from 'shared-contracts';
import { fetchPoll, fetchPollAnswers, fetchPollScore } from '../api/polls';
import { notFound, toId } from '../components/page-status';

export const POLL_NOT_FOUND_TEXT = 'Fant ikke konkurransen.';

export interface CalendarData {
  poll: Poll;
  answers: PollAnswer[];
  score: PollScore;
}

/** The poll, the customer's answers and score at once (the calendar needs all three). */
async function loadCalendar(id: number, signal: AbortSignal): Promise<ApiResult<CalendarData>> {
  const [poll, answers, score] = await Promise.all([
    fetchPoll(id, signal),
    fetchPollAnswers(id, signal),
    fetchPollScore(id, signal),
  ]);
  if (!poll.ok) return poll;
  if (!answers.ok) return answers;
  if (!score.ok) return score;
  return { ok: true, data: { poll: poll.data, answers: answers.data, score: score.data } };
}

/** Reads pollId from the route params; a malformed id is "not found" without a request. */
export function useCalendarData(params: PageProps['params']) {
  const pollId = toId(params.pollId);
  const { state, reload } = useApi(`calendar:${pollId ?? params.pollId ?? ''}`, (signal) =>
    pollId ? loadCalendar(pollId, signal) : notFound<CalendarData>(POLL_NOT_FOUND_TEXT),
  );
  return { pollId, state, reload };
}
