import {
  SearchIdsResponseSchema,
  SearchResponseSchema,
  type Article,
  type SearchFiltersInput,
  type SearchResponse,
  type SearchSort,
} from 'shared-contracts';
import { normaliseSearchQuery } from 'shared-contracts/rules';
import { resource, sendJson, type Resource } from './http';

export interface SearchInput {
  query: string;
  /** Zero-based (spec §5). */
  page: number;
  take: number;
  filters: SearchFiltersInput;
  sort?: SearchSort;
}

/** Stable key: the same search from two components shares one request. */
function searchKey(input: SearchInput): string {
  return `search:${JSON.stringify([input.query, input.page, input.take, input.sort ?? '', input.filters])}`;
}

/** POST /articles/search: hits, total and facet counts (`aggregations`). */
export const searchResource = (input: SearchInput): Resource<SearchResponse> => {
  const body = { ...input, query: normaliseSearchQuery(input.query) };
  return resource(searchKey(body), () => sendJson('POST', '/articles/search', body, SearchResponseSchema));
};

/** POST /articles/searchids: articles for ids in the given order, unknown ids skipped. */
export const searchIdsResource = (ids: readonly number[]): Resource<Article[]> =>
  resource(`searchids:${ids.join(',')}`, async () => {
    const answer = await sendJson('POST', '/articles/searchids', [...ids], SearchIdsResponseSchema);
    return answer.hits.hits.map((hit) => hit._source);
  });
