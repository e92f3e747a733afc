/**
 * The default search backend: PostgreSQL (or PGlite) answers from `article_search` – full-text
 * search with the `norwegian` configuration, trigram corrections against the vocabulary, GIN
 * indexes, facets in one statement (page.ts). Nothing is held in the process: every process
 * sharing the database answers from the same index, a write is seen by the next search.
 */
import type { Db } from '../../db/client';
import { analyseQuery, type AnalysedQuery } from './analyse';
import { resolveSort, type SearchBackend, type SearchPageQuery } from './backend';
import {
  searchPage,
  suggestArticles,
  type SearchPageParams,
  type SearchPageResult,
  type SuggestArticleRow,
} from './page';

/** The SQL-level parameters of one search page (shared by the backend, tests and the bench). */
export function toSearchPageParams(
  query: SearchPageQuery,
  analysis: AnalysedQuery,
): SearchPageParams {
  return {
    plan: analysis.plan,
    nothingMatches: analysis.nothingMatches,
    filters: query.filters,
    sort: resolveSort(query.sort, analysis.plan !== null),
    limit: query.limit,
    offset: query.offset,
    now: query.now,
  };
}

export class DatabaseSearchBackend implements SearchBackend {
  readonly name = 'database';

  constructor(private readonly db: Db) {}

  async search(query: SearchPageQuery): Promise<SearchPageResult> {
    const analysis = await analyseQuery(this.db, query.text, 'search');
    return searchPage(this.db, toSearchPageParams(query, analysis));
  }

  async suggest(text: string, limit: number): Promise<SuggestArticleRow[]> {
    const { plan } = await analyseQuery(this.db, text, 'suggest');
    return plan ? suggestArticles(this.db, plan, limit) : [];
  }
}
