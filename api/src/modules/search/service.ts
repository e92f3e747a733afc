/**
 * Search rules: what a query means (words, inflections, corrections, compounds), how results
 * are ordered and paged, how facets are counted, and keeping the index's prices true.
 * Routes validate input with the shared-contracts schemas and call this; the SQL lives in
 * queries.ts, the pure text rules in text.ts.
 */
import { categoryDisplayName, normaliseSearchQuery } from 'shared-contracts/rules';
import type {
  SearchIdsRequest,
  SearchIdsResponse,
  SearchRequest,
  SearchResponse,
  SearchSort,
  SuggestQuery,
  SuggestResponse,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { loadArticleList } from '../catalog/articles';
import { SearchResultCache } from './cache';
import { analyseQuery, type AnalysedQuery } from './analyse';
import { searchPage, suggestArticles, type SearchPageParams, type SearchPageResult } from './page';
import {
  categoryNames,
  nextPriceChange,
  repriceExpired,
  suggestBrands,
  suggestCategories,
} from './queries';
import { applyPriceChanges } from './snapshots';
import { queryWords } from './text';

/**
 * How often a process re-reads the next campaign boundary from the database. Another process
 * (or an editor) may have added a campaign since; this bounds how long a price filter can lag.
 */
export const PRICE_RECHECK_MS = 30_000;
/** Suggestions start at this many typed characters: one letter matches half the catalogue. */
export const SUGGEST_MIN_CHARS = 2;

/** Without a query there is no relevance: such a search lists bestsellers first. */
export function resolveSort(requested: SearchSort | undefined, hasQuery: boolean): SearchSort {
  const sort = requested ?? (hasQuery ? 'relevance' : 'bestseller');
  return sort === 'relevance' && !hasQuery ? 'bestseller' : sort;
}

export interface SearchServiceOptions {
  /** Clock for campaign prices (tests pin it). */
  now?: () => Date;
  /** Lifetime of cached search pages (ids, total, facets); 0 or absent: no cache. */
  cacheTtlMs?: number;
}

export class SearchService {
  private priceState: { checkedAt: number; next: number | null } | null = null;
  private repricing: Promise<void> | null = null;
  private readonly clock: () => Date;
  private readonly pages: SearchResultCache<SearchPageResult>;

  constructor(
    private readonly db: Db,
    options: SearchServiceOptions = {},
  ) {
    this.clock = options.now ?? (() => new Date());
    this.pages = new SearchResultCache(options.cacheTtlMs ?? 0);
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const now = this.clock();
    await this.ensureFreshPrices(now);
    const analysis = await analyseQuery(this.db, request.query, 'search');
    const { plan, nothingMatches } = analysis;
    const params = toSearchPageParams(request, analysis);
    // Keyed on what the SQL sees (the plan, not the raw text): 'Jakke' and 'jakke ' share an entry.
    const key = JSON.stringify([
      plan && [plan.folded, plan.match, plan.exact],
      nothingMatches,
      params.filters,
      params.sort,
      params.limit,
      params.offset,
    ]);
    const page = await this.pages.get(key, () => searchPage(this.db, params));
    // Static tiles from the index the hits came from; stock and campaign prices live.
    const articles = await loadArticleList(
      this.db,
      page.hits.map((h) => h.id),
      now,
      'search-index',
    );
    const scores = new Map(page.hits.map((h) => [h.id, h.score]));
    return {
      hits: {
        total: { value: page.total },
        hits: articles.map((article) => ({
          _id: article.id,
          _score: scores.get(article.id) ?? 0,
          _source: article,
        })),
      },
      aggregations: {
        colorGroups: page.colourGroups,
        brands: page.brands,
        genders: page.genders,
        price: page.price,
      },
    };
  }

  /**
   * The articles for `ids` in the given order; unknown, hidden and repeated ids skipped. Read
   * straight from the catalogue (not the index), so a favourite shows even while the search
   * index is being rebuilt.
   */
  async searchIds(ids: SearchIdsRequest): Promise<SearchIdsResponse> {
    const articles = await loadArticleList(this.db, [...new Set(ids)], this.clock());
    return {
      hits: {
        total: { value: articles.length },
        hits: articles.map((article) => ({ _id: article.id, _score: 0, _source: article })),
      },
    };
  }

  async suggest(query: SuggestQuery): Promise<SuggestResponse> {
    const normalised = normaliseSearchQuery(query.q);
    const words = queryWords(normalised);
    if (words.join('').length < SUGGEST_MIN_CHARS)
      return { articles: [], categories: [], brands: [] };

    const displayNames = new Map<number, string>();
    const [articles, categoryRows, brands] = await Promise.all([
      analyseQuery(this.db, normalised, 'suggest').then(({ plan }) =>
        plan ? suggestArticles(this.db, plan, query.limit) : [],
      ),
      categoryNames(this.db).then((rows) => {
        for (const c of rows) displayNames.set(c.id, categoryDisplayName(c.name));
        return suggestCategories(this.db, words, displayNames, query.limit);
      }),
      suggestBrands(this.db, words, query.limit),
    ]);
    return {
      articles,
      categories: categoryRows.map((c) =>
        c.subcategoryId === null
          ? { id: c.categoryId, name: c.name, categoryName: c.categoryName }
          : {
              id: c.categoryId,
              name: c.name,
              categoryName: c.categoryName,
              subcategoryId: c.subcategoryId,
            },
      ),
      brands,
    };
  }

  /**
   * Campaign prices change at campaign boundaries, not when someone writes: re-price the rows
   * whose price ran out before answering. The boundary is re-read every PRICE_RECHECK_MS (or
   * as soon as the known one passes), and concurrent requests share one re-pricing.
   */
  private async ensureFreshPrices(now: Date): Promise<void> {
    const t = now.getTime();
    const state = this.priceState;
    const due =
      state === null ||
      t - state.checkedAt >= PRICE_RECHECK_MS ||
      (state.next !== null && t >= state.next);
    if (!due) return;
    this.repricing ??= (async () => {
      let next = await nextPriceChange(this.db);
      if (next !== null && next.getTime() <= t) {
        const repriced = await repriceExpired(this.db, now);
        if (repriced.prices.size > 0)
          await applyPriceChanges(this.db, repriced.prices, repriced.generation);
        next = await nextPriceChange(this.db);
      }
      this.priceState = { checkedAt: t, next: next === null ? null : next.getTime() };
    })().finally(() => {
      this.repricing = null;
    });
    await this.repricing;
  }
}

/** The SQL-level parameters of one search request (shared by the service and the benchmark). */
export function toSearchPageParams(
  request: SearchRequest,
  analysis: AnalysedQuery,
): SearchPageParams {
  const f = request.filters;
  return {
    plan: analysis.plan,
    nothingMatches: analysis.nothingMatches,
    filters: {
      colourGroups: f.colorGroups ?? [],
      brands: f.brands ?? [],
      genders: f.genders ?? [],
      priceMin: f.price?.min ?? null,
      priceMax: f.price?.max ?? null,
      categoryId: f.categoryId ?? null,
      subcategoryId: f.subcategoryId ?? null,
      groupId: f.groupId ?? null,
    },
    sort: resolveSort(request.sort, analysis.plan !== null),
    limit: request.take,
    offset: request.page * request.take,
  };
}
