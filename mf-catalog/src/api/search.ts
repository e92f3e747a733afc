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
import { getJson, resource, type Resource } from './http';

export interface SearchInput {
  query: string;
  /** Zero-based (spec §5). */
  page: number;
  take: number;
  filters: SearchFiltersInput;
  sort?: SearchSort;
}

/**
 * GET twin of POST /articles/search (`request` = the body as JSON): hits, total and facet counts
 * (`aggregations`). A GET needs no session or CSRF token and the browser may reuse its answer.
 */
export const searchResource = (input: SearchInput): Resource<SearchResponse> => {
  const body = { ...input, query: normaliseSearchQuery(input.query) };
  // Stable key: the same search from the entry's prefetch and the page shares one request.
  const key = `search:${JSON.stringify([body.query, body.page, body.take, body.sort ?? '', body.filters])}`;
  return resource(key, async () => {
    const answer = await getJson('/articles/search', SearchResponseSchema, {
      searchParams: { request: JSON.stringify(body) },
    });
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

/** GET twin of POST /articles/searchids: articles for ids in the given order, unknown ids skipped. */
export const searchIdsResource = (ids: readonly number[]): Resource<Article[]> =>
  resource(`searchids:${ids.join(',')}`, async () => {
    const answer = await getJson('/articles/searchids', SearchIdsResponseSchema, {
      searchParams: { ids: ids.join(',') },
    });
    const articles = answer.hits.hits.map((hit) => hit._source);
    rememberArticles(articles);
    return articles;
  });
