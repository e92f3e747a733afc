/**
 * Where a search is answered. The service (service.ts) asks a `SearchBackend` for the hits, the
 * total and the facets of a page, and for the articles to suggest while typing; it reads the
 * articles' tiles, categories and brands from the catalogue itself. The database backend
 * (database-backend.ts) is the default; an external engine (engines/) can take its place by
 * configuration without any route changing.
 */
import type { SearchSort } from 'shared-contracts/schemas';
import type { SearchFilterValues, SearchPageResult, SuggestArticleRow } from './page';

export type { SearchFilterValues, SearchPageResult, SuggestArticleRow } from './page';

/** One search page as asked for, before any text analysis. */
export interface SearchPageQuery {
  /** What the shopper typed, normalised (`normaliseSearchQuery`); '' lists by filters. */
  text: string;
  filters: SearchFilterValues;
  /** Asked order; absent: relevance with a text, bestsellers without. */
  sort: SearchSort | undefined;
  limit: number;
  offset: number;
  /** The instant whose campaign prices count. */
  now: Date;
}

export interface SearchBackend {
  /** For logs and the benchmark ('database', 'meilisearch' …). */
  readonly name: string;
  /** Hits (article ids with scores) of the asked order and page, the total and the facets. */
  search(query: SearchPageQuery): Promise<SearchPageResult>;
  /** The best `limit` articles for a text being typed (its last word a prefix), best first. */
  suggest(text: string, limit: number): Promise<SuggestArticleRow[]>;
}

/** Without a query there is no relevance: such a search lists bestsellers first. */
export function resolveSort(requested: SearchSort | undefined, hasQuery: boolean): SearchSort {
  const sort = requested ?? (hasQuery ? 'relevance' : 'bestseller');
  return sort === 'relevance' && !hasQuery ? 'bestseller' : sort;
}
