import { apiGet, PollSchema, type ApiResult, type Poll } from 'shared-contracts';

/** GET /polls/{id}: a poll with its calendar doors (closed doors carry no content). */
export function fetchPoll(id: number, signal?: AbortSignal): Promise<ApiResult<Poll>> {
  return apiGet(`/polls/${id}`, PollSchema, signal ? { signal } : {});
}
