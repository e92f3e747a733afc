/**
 * A `SearchBackend` on a Meilisearch server (`SEARCH_BACKEND=meilisearch`, ADR 0003), for a
 * shop that outgrows search in the database: the routes and the service stay as they are.
 *
 * The engine holds a copy of the index fed from the database (`sync`, engine-sync.ts). A page
 * is one multi-search: the hits with every filter, and one query per facet with every filter
 * but its own ("disjunctive facets"), as the database backend counts them. Facet labels come
 * from the catalogue. Spoken over HTTP with `fetch`: no client library to keep in step.
 */
import { sql } from 'drizzle-orm';
import type { SearchSort } from 'shared-contracts/schemas';
import type { Db } from '../../../db/client';
import type { SearchBackend, SearchFilterValues, SearchPageQuery } from '../backend';
import { resolveSort } from '../backend';
import type { SearchPageResult, SuggestArticleRow } from '../page';
import { queryRows } from '../queries';
import type { EngineDocument } from './documents';

export interface MeilisearchOptions {
  url: string;
  apiKey: string | undefined;
  index: string;
}

const SETTINGS = {
  searchableAttributes: ['name', 'brand', 'colours', 'tree'],
  filterableAttributes: [
    'brand_id',
    'gender_id',
    'category_id',
    'subcategory_id',
    'group_id',
    'colour_group_ids',
    'price',
  ],
  sortableAttributes: ['price', 'bestseller_rank', 'name_sort', 'date_created'],
  // Relevance first; bestsellers break its ties, as in the database backend.
  rankingRules: [
    'words',
    'typo',
    'proximity',
    'attribute',
    'sort',
    'exactness',
    'bestseller_rank:asc',
  ],
  // Ids are exact values: '2' is no typo of '3'.
  typoTolerance: { disableOnNumbers: true },
} as const;

const SORTS: Record<SearchSort, string[]> = {
  relevance: [],
  bestseller: ['bestseller_rank:asc'],
  name: ['name_sort:asc'],
  price_asc: ['price:asc', 'name_sort:asc'],
  price_desc: ['price:desc', 'name_sort:asc'],
  newest: ['date_created:desc'],
};

type Facet = 'brand' | 'gender' | 'colour' | 'price';

/** Filter expressions of `f`, leaving out the facet whose counts are being asked for. */
function filterOf(f: SearchFilterValues, without?: Facet): string[] {
  const list = (ids: readonly number[]) => `[${ids.map((id) => Math.trunc(id)).join(', ')}]`;
  const parts: string[] = [];
  if (f.categoryId !== null) parts.push(`category_id = ${Math.trunc(f.categoryId)}`);
  if (f.subcategoryId !== null) parts.push(`subcategory_id = ${Math.trunc(f.subcategoryId)}`);
  if (f.groupId !== null) parts.push(`group_id = ${Math.trunc(f.groupId)}`);
  if (without !== 'brand' && f.brands.length) parts.push(`brand_id IN ${list(f.brands)}`);
  if (without !== 'gender' && f.genders.length) parts.push(`gender_id IN ${list(f.genders)}`);
  if (without !== 'colour' && f.colourGroups.length)
    parts.push(`colour_group_ids IN ${list(f.colourGroups)}`);
  if (without !== 'price' && f.priceMin !== null) parts.push(`price >= ${Math.trunc(f.priceMin)}`);
  if (without !== 'price' && f.priceMax !== null) parts.push(`price <= ${Math.trunc(f.priceMax)}`);
  return parts;
}

interface MultiSearchResult {
  hits: {
    id: number;
    _rankingScore?: number;
    name?: string;
    category_name?: string;
    subcategory_name?: string;
  }[];
  totalHits?: number;
  estimatedTotalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
}

export class MeilisearchBackend implements SearchBackend {
  readonly name = 'meilisearch';

  constructor(
    private readonly db: Db,
    private readonly options: MeilisearchOptions,
  ) {}

  /** One call to the engine's HTTP API; a task it answers with is waited for. */
  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.options.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`meilisearch: ${method} ${path} answered ${response.status}`);
    const answer = (await response.json()) as T & { taskUid?: number };
    if (typeof answer.taskUid === 'number') await this.waitForTask(answer.taskUid);
    return answer;
  }

  private async waitForTask(uid: number): Promise<void> {
    for (let wait = 10; ; wait = Math.min(wait * 2, 500)) {
      const task = await this.call<{ status: string; error?: { message?: string } }>(
        'GET',
        `/tasks/${uid}`,
      );
      if (task.status === 'succeeded') return;
      if (task.status === 'failed' || task.status === 'canceled')
        throw new Error(`meilisearch: task ${uid} ${task.status}: ${task.error?.message ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private get indexPath(): string {
    return `/indexes/${encodeURIComponent(this.options.index)}`;
  }

  /** Creates the index (if missing) with the settings the searches rely on. */
  async configure(): Promise<void> {
    await this.call('POST', '/indexes', { uid: this.options.index, primaryKey: 'id' }).catch(
      () => undefined,
    );
    await this.call('PATCH', `${this.indexPath}/settings`, SETTINGS);
  }

  /** Replaces the engine's documents of these articles (whole documents: POST, not the
   * merging PUT) and drops those of `removed` ids. */
  async write(documents: readonly EngineDocument[], removed: readonly number[]): Promise<void> {
    if (documents.length) await this.call('POST', `${this.indexPath}/documents`, documents);
    if (removed.length)
      await this.call('POST', `${this.indexPath}/documents/delete-batch`, removed);
  }

  /** Deletes the engine's index (tests use one of their own). */
  async dropIndex(): Promise<void> {
    await this.call('DELETE', this.indexPath);
  }

  /** Drops every document (before a whole copy of the index is written again). */
  async clear(): Promise<void> {
    await this.call('DELETE', `${this.indexPath}/documents`);
  }

  async search(query: SearchPageQuery): Promise<SearchPageResult> {
    const f = query.filters;
    const sort = resolveSort(query.sort, query.text !== '');
    const hitsPerPage = Math.max(1, query.limit);
    const base = { indexUid: this.options.index, q: query.text };
    const facetQuery = (facet: Facet, attribute: string) => ({
      ...base,
      filter: filterOf(f, facet),
      facets: [attribute],
      limit: 0,
    });
    const { results } = await this.call<{ results: MultiSearchResult[] }>('POST', '/multi-search', {
      queries: [
        {
          ...base,
          filter: filterOf(f),
          sort: SORTS[sort],
          // page/hitsPerPage: the engine then counts the hits exactly. The service asks for
          // whole pages (offset = page × take).
          page: Math.floor(query.offset / hitsPerPage) + 1,
          hitsPerPage,
          attributesToRetrieve: ['id'],
          showRankingScore: true,
        },
        facetQuery('brand', 'brand_id'),
        facetQuery('gender', 'gender_id'),
        facetQuery('colour', 'colour_group_ids'),
        facetQuery('price', 'price'),
      ],
    });
    const [main, brands, genders, colours, prices] = results;
    const counts = (r: MultiSearchResult | undefined, attribute: string) =>
      new Map(
        Object.entries(r?.facetDistribution?.[attribute] ?? {}).map(([id, n]) => [Number(id), n]),
      );
    const labels = await this.facetLabels();
    const listed = <T extends { id: number }>(
      rows: T[],
      count: Map<number, number>,
      selected: readonly number[],
    ) =>
      rows
        .map((row) => ({ ...row, count: count.get(row.id) ?? 0 }))
        .filter((row) => row.count > 0 || selected.includes(row.id));
    const stats = prices?.facetStats?.price;
    return {
      total: main?.totalHits ?? main?.estimatedTotalHits ?? 0,
      hits: (main?.hits ?? []).map((h) => ({
        id: Number(h.id),
        // The engine's score (0–1) on the database's scale of tiers.
        score: Math.round((h._rankingScore ?? 0) * 100),
      })),
      brands: listed(labels.brands, counts(brands, 'brand_id'), f.brands),
      genders: listed(labels.genders, counts(genders, 'gender_id'), f.genders),
      colourGroups: listed(
        labels.colourGroups,
        counts(colours, 'colour_group_ids'),
        f.colourGroups,
      ),
      price: stats ? { min: stats.min, max: stats.max } : { min: null, max: null },
    };
  }

  async suggest(text: string, limit: number): Promise<SuggestArticleRow[]> {
    const { hits } = await this.call<MultiSearchResult>('POST', `${this.indexPath}/search`, {
      q: text,
      limit,
      attributesToRetrieve: ['id', 'name', 'category_name', 'subcategory_name'],
    });
    return hits.map((h) => ({
      id: Number(h.id),
      name: h.name ?? '',
      categoryName: h.category_name ?? '',
      subcategoryName: h.subcategory_name ?? '',
    }));
  }

  /** Names of the facet values, from the catalogue (brands in Norwegian order). */
  private async facetLabels() {
    const [row] = await queryRows<{
      brands: { id: number; name: string }[] | null;
      genders: { id: number; name: string }[] | null;
      colour_groups: { id: number; label: string; hex: string }[] | null;
    }>(
      this.db,
      sql`select
            (select json_agg(json_build_object('id', id, 'name', name)) from brands) as brands,
            (select json_agg(json_build_object('id', id, 'name', name) order by id) from genders) as genders,
            (select json_agg(json_build_object('id', id, 'label', label, 'hex', hex) order by id)
             from colour_groups) as colour_groups`,
    );
    const collator = new Intl.Collator('nb-NO');
    return {
      brands: [...(row?.brands ?? [])].sort(
        (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
      ),
      genders: row?.genders ?? [],
      colourGroups: row?.colour_groups ?? [],
    };
  }
}
