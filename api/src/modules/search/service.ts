/**
 * Search rules around the backend: request → page query, the page's articles (`_source`) from
 * the catalogue, suggestions of articles (backend), categories and brands (catalogue).
 * Routes validate input with the shared-contracts schemas and call this; the backend
 * (backend.ts) answers hits, totals and facets – the database by default.
 */
import { categoryDisplayName, normaliseSearchQuery } from 'shared-contracts/rules';
import type {
  SearchIdsRequest,
  SearchIdsResponse,
  SearchRequest,
  SearchResponse,
  SuggestQuery,
  SuggestResponse,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { loadArticleList } from '../catalog/articles';
import type { SearchBackend, SearchPageQuery } from './backend';
import { DatabaseSearchBackend } from './database-backend';
import { categoryNames, suggestBrands, suggestCategories } from './queries';
import { queryWords } from './text';

export { resolveSort } from './backend';

/** Suggestions start at this many typed characters: one letter matches half the catalogue. */
export const SUGGEST_MIN_CHARS = 2;

export interface SearchServiceOptions {
  /** Clock for campaign prices (tests pin it). */
  now?: () => Date;
  /** Where pages and article suggestions are answered; default: the database. */
  backend?: SearchBackend;
}

/** The backend's view of a validated search request. */
export function toPageQuery(request: SearchRequest, now: Date): SearchPageQuery {
  const f = request.filters;
  return {
    text: normaliseSearchQuery(request.query),
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
    sort: request.sort,
    limit: request.take,
    offset: request.page * request.take,
    now,
  };
}

export class SearchService {
  private readonly clock: () => Date;
  readonly backend: SearchBackend;

  constructor(
    private readonly db: Db,
    options: SearchServiceOptions = {},
  ) {
    this.clock = options.now ?? (() => new Date());
    this.backend = options.backend ?? new DatabaseSearchBackend(db);
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const now = this.clock();
    const page = await this.backend.search(toPageQuery(request, now));
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
      this.backend.suggest(normalised, query.limit),
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
}
