import {
  apiGet,
  apiSend,
  PollAnswerListSchema,
  PollAnswerSchema,
  PollListSchema,
  PollQuestionScoreSchema,
  PollSchema,
  PollScoreSchema,
  type ApiResult,
  type Poll,
  type PollAnswer,
  type PollQuestionScore,
  type PollScore,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /polls/active: the running polls (public; offered when a poll id leads nowhere). */
export function fetchActivePolls(signal?: AbortSignal): Promise<ApiResult<Poll[]>> {
  return apiGet('/polls/active', PollListSchema, withSignal(signal));
}

/** GET /polls/{id}: a poll with its calendar doors (closed doors carry no content). */
export function fetchPoll(id: number, signal?: AbortSignal): Promise<ApiResult<Poll>> {
  return apiGet(`/polls/${id}`, PollSchema, withSignal(signal));
}

/** GET /polls/{id}/answers: the logged-in customer's answers, each judged by the server. */
export function fetchPollAnswers(
  id: number,
  signal?: AbortSignal,
): Promise<ApiResult<PollAnswer[]>> {
  return apiGet(`/polls/${id}/answers`, PollAnswerListSchema, withSignal(signal));
}

/** GET /polls/{id}/score: the logged-in customer's points in the poll. */
export function fetchPollScore(id: number, signal?: AbortSignal): Promise<ApiResult<PollScore>> {
  return apiGet(`/polls/${id}/score`, PollScoreSchema, withSignal(signal));
}

/** GET /polls/questions/{id}/score: the logged-in customer's result for one question. */
export function fetchQuestionScore(
  questionId: number,
  signal?: AbortSignal,
): Promise<ApiResult<PollQuestionScore>> {
  return apiGet(
    `/polls/questions/${questionId}/score`,
    PollQuestionScoreSchema,
    withSignal(signal),
  );
}

/**
 * POST /polls/answer/{questionId}/{optionId}: no body, the server alone judges the answer.
 * 409 means the question was answered before (spec §8 'Error: Already answered').
 */
export function answerQuestion(
  questionId: number,
  optionId: number,
): Promise<ApiResult<PollAnswer>> {
  return apiSend('POST', `/polls/answer/${questionId}/${optionId}`, undefined, PollAnswerSchema);
}
