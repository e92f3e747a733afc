import { useApi } from 'shared-contracts';
import type { ApiResult, PageProps, Poll, PollQuestionScore } from 'shared-contracts';
import { fetchPoll, fetchQuestionScore } from '../api/polls';
import { notFound, toId } from '../components/page-status';

export const QUESTION_NOT_FOUND_TEXT = 'Fant ikke spørsmålet.';

export interface QuestionData {
  poll: Poll;
  score: PollQuestionScore;
}

/** The poll (question text and options) and the customer's score (answered before?) at once. */
async function loadQuestion(
  pollId: number,
  questionId: number,
  signal: AbortSignal,
): Promise<ApiResult<QuestionData>> {
  const [poll, score] = await Promise.all([
    fetchPoll(pollId, signal),
    fetchQuestionScore(questionId, signal),
  ]);
  if (!poll.ok) return poll;
  if (!score.ok) return score;
  return { ok: true, data: { poll: poll.data, score: score.data } };
}

/**
 * Reads pollId and questionId from the route params and loads the poll and the question score
 * for them (not found when either id is missing or malformed). `keyPrefix` keeps each page's
 * request key its own.
 */
export function useQuestionData(params: PageProps['params'], keyPrefix: string) {
  const pollId = toId(params.pollId);
  const questionId = toId(params.questionId);
  const { state, reload } = useApi(`${keyPrefix}:${pollId ?? ''}:${questionId ?? ''}`, (signal) =>
    pollId && questionId
      ? loadQuestion(pollId, questionId, signal)
      : notFound<QuestionData>(QUESTION_NOT_FOUND_TEXT),
  );
  return { pollId, questionId, state, reload };
}
