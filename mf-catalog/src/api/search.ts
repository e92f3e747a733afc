import {
  CATEGORY_PAGE_SIZE,
  SearchIdsResponseSchema,
  SearchResponseSchema,
  type Article,
  type SearchFiltersInput,
  type SearchResponse,
  type SearchSort,
  normaliseSearchQuery,
} from 'shared-contracts';
import {
  toApiPage,
  toApiSort,
  toSearchFilters,
  type ListingScope,
  type ListingState,
} from '../hooks/listing-state';
import { rememberArticles } from './article-store';
import { resource, sendJson, type Resource } from './http';

export interface SearchInput {
  query: string;
  /** Zero-based (spec §5). */
  page: number;
  take: number;
  filters: SearchFiltersInput;
  sort?: SearchSort;
}

/** POST /articles/search: hits, total and facet counts (`aggregations`). */
export const searchResource = (input: SearchInput): Resource<SearchResponse> => {
  const body = { ...input, query: normaliseSearchQuery(input.query) };
  // Stable key: the same search from the entry's prefetch and the page shares one request.
  const key = `search:${JSON.stringify([body.query, body.page, body.take, body.sort ?? '', body.filters])}`;
  return resource(key, async () => {
    const answer = await sendJson('POST', '/articles/search', body, SearchResponseSchema);
    rememberArticles(answer.hits.hits.map((hit) => hit._source));
    return answer;
  });
};

/** One listing page (category or search): page size 20 (spec §9), sort and filters from the URL. */
export const listingResource = (
  query: string,
  state: ListingState,
  scope: ListingScope = {},
): Resource<SearchResponse> =>
  searchResource({
    query,
    page: toApiPage(state),
    take: CATEGORY_PAGE_SIZE,
    filters: toSearchFilters(state, scope),
    sort: toApiSort(state.sort),
  });

/** POST /articles/searchids: articles for ids in the given order, unknown ids skipped. */
export const searchIdsResource = (ids: readonly number[]): Resource<Article[]> =>
  resource(`searchids:${ids.join(',')}`, async () => {
    const answer = await sendJson('POST', '/articles/searchids', [...ids], SearchIdsResponseSchema);
    const articles = answer.hits.hits.map((hit) => hit._source);
    rememberArticles(articles);
    return articles;
  });
