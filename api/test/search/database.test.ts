/**
 * Search answered by the database: every request below is answered by the one-statement page
 * (page.ts) and by plain SQL over `article_search` (reference.ts, one statement per facet,
 * prices always from the campaigns), and the hits, the total, every facet count and the price
 * bounds must be identical. Also: one-word queries are searched as their catalogue word, the
 * vocabulary follows every write row by row, another connection answers a write at once, and a
 * campaign boundary changes results without a write on the read path.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { eq, sql } from 'drizzle-orm';
import {
  SEARCH_MAX_TAKE,
  SearchRequestSchema,
  type SearchRequestInput,
} from 'shared-contracts/schemas';
import { createDb, type Db, type DbHandle } from '../../src/db/client';
import { articles } from '../../src/db/schema';
import { analyseQuery } from '../../src/modules/search/analyse';
import { toSearchPageParams } from '../../src/modules/search/database-backend';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { textArray } from '../../src/db/sql-arrays';
import { queryRows, repriceExpired } from '../../src/modules/search/queries';
import { pageStatement, searchPage, type SearchPageResult } from '../../src/modules/search/page';
import { pricedPageStatement, summaryPageStatement } from '../../src/modules/search/facet-summary';
import { SearchService, toPageQuery } from '../../src/modules/search/service';
import {
  A,
  BRAND,
  CAT,
  CG,
  FUTURE_CAMPAIGN_START,
  GENDER,
  GROUP,
  insertFixture,
  JAKKE_BASIC_FUTURE_PRICE,
  NOW,
  SUB,
} from './fixture';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';
import { referencePage, type ComparablePage } from './reference';

const QUERIES = [
  '',
  'sko',
  'jakke',
  'jakker',
  'skoene',
  'jakek',
  'bergans',
  'rød',
  'SKO',
  'sko dame',
  'rød jakke',
  'xyzzy',
];
const FILTERS: NonNullable<SearchRequestInput['filters']>[] = [
  {},
  { brands: [BRAND.bergans] },
  { genders: [GENDER.herre, GENDER.uni] },
  { colorGroups: [CG.red] },
  { price: { max: 80_000 } },
  { brands: [BRAND.nike, BRAND.helly], colorGroups: [CG.blue] },
  { genders: [GENDER.dame], price: { min: 30_000 } },
  { categoryId: CAT.sko },
  { subcategoryId: SUB.jakker, brands: [BRAND.bergans] },
  { groupId: GROUP.vinterstovler, colorGroups: [CG.black, CG.red], genders: [GENDER.dame] },
];
const SORTS = [undefined, 'bestseller', 'price_asc', 'price_desc', 'name', 'newest'] as const;
const PAGES = [
  { take: 2, page: 1 },
  { take: 3, page: 4 },
  { take: SEARCH_MAX_TAKE, page: 0 },
];

function comparable(page: SearchPageResult): ComparablePage {
  const counts = (facets: { id: number; count: number }[]) =>
    Object.fromEntries(facets.filter((f) => f.count > 0).map((f) => [f.id, f.count]));
  return {
    total: page.total,
    hits: page.hits.map((h) => [h.id, h.score]),
    brands: counts(page.brands),
    genders: counts(page.genders),
    colourGroups: counts(page.colourGroups),
    price: page.price,
  };
}

describe.each(DIALECTS)('search in the database on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await openTestDatabase(dialect);
    db = testDb.handle.db;
    await insertFixture(db);
    await refreshSearchIndex(db, { now: NOW });
  }, 60_000);

  afterAll(async () => {
    await testDb?.dispose();
  });

  const vocabulary = async () =>
    queryRows<{ term: string; lexeme: string; doc_count: number }>(
      db,
      sql`select term, lexeme, doc_count from search_terms order by term`,
    );
  const page = async (input: SearchRequestInput, now = NOW) => {
    const request = v.parse(SearchRequestSchema, input);
    const query = toPageQuery(request, now);
    return searchPage(db, toSearchPageParams(query, await analyseQuery(db, query.text, 'search')));
  };

  /**
   * Every combination on PostgreSQL; on PGlite, which runs the same statements ~10× slower, each
   * query × filter once with the order and page rotating so that every pair of dimensions still
   * meets (a pairwise cover): the engine is the same PostgreSQL, the combinations are the SQL's.
   */
  const combinations = (q: number, f: number) =>
    dialect === 'pg'
      ? SORTS.flatMap((sort) => PAGES.map((paging) => ({ sort, paging })))
      : [{ sort: SORTS[(q + f) % SORTS.length], paging: PAGES[(2 * q + f) % PAGES.length] }];

  it('answers every query, filter, order and page exactly as plain SQL over the index does', async () => {
    let compared = 0;
    let withHits = 0;
    for (const [q, query] of QUERIES.entries()) {
      const analysis = await analyseQuery(db, query, 'search');
      for (const [f, filters] of FILTERS.entries())
        for (const { sort, paging } of combinations(q, f)) {
          const input = { query, filters, ...paging, ...(sort ? { sort } : {}) };
          const request = v.parse(SearchRequestSchema, input);
          const params = toSearchPageParams(toPageQuery(request, NOW), analysis);
          const expected = await referencePage(db, params);
          expect(comparable(await searchPage(db, params)), JSON.stringify(input)).toEqual(expected);
          compared += 1;
          if (expected.hits.length > 0) withHits += 1;
        }
    }
    expect(compared).toBe(
      QUERIES.length * FILTERS.length * (dialect === 'pg' ? SORTS.length * PAGES.length : 1),
    );
    // Not a comparison of empty answers: most requests find articles.
    expect(withHits).toBeGreaterThan(compared / 4);
  }, 180_000);

  it('an inflected or misspelt single word is searched as the catalogue word', async () => {
    const sko = await analyseQuery(db, 'sko', 'search');
    const skoene = await analyseQuery(db, 'skoene', 'search');
    expect(skoene.plan).toEqual(sko.plan);
    const jakek = await analyseQuery(db, 'jakek', 'search');
    expect(jakek.plan?.match).toContain("'jakk'");
    // Queries of several words keep their own analysis.
    const two = await analyseQuery(db, 'skoene dame', 'search');
    expect(two.plan?.folded).toBe('skoene dame');
  });

  it('passes any text as one array parameter unchanged', async () => {
    const values = ['sko', '', 'a,b', '{x}', 'sa "y"', 'back\\slash', 'ø å', 'NULL'];
    const [row] = await queryRows<{ values: string[] }>(
      db,
      sql`select ${textArray(values)} as values`,
    );
    expect(row?.values).toEqual(values);
  });

  it('analyses a catalogue word in one round trip, an inflected one in two', async () => {
    const execute = vi.spyOn(db, 'execute');
    try {
      expect((await analyseQuery(db, 'Jakker', 'search')).plan?.folded).toBe('jakker');
      expect(execute).toHaveBeenCalledTimes(1);
      execute.mockClear();
      expect((await analyseQuery(db, 'skoene', 'search')).plan?.folded).toBe('sko');
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('keeps the vocabulary row by row: after partial refreshes it equals one built from scratch', async () => {
    const before = await vocabulary();
    expect(before.find((t) => t.term === 'jakke')?.doc_count).toBe(2);
    await db.update(articles).set({ name: 'Turjakke Lyng' }).where(eq(articles.id, A.jakkeBasic));
    await db.update(articles).set({ visibleOnWeb: 0 }).where(eq(articles.id, A.hettegenser));
    await refreshSearchIndex(db, { articleIds: [A.jakkeBasic, A.hettegenser], now: NOW });
    const incremental = await vocabulary();
    expect(incremental.find((t) => t.term === 'lyng')).toMatchObject({ doc_count: 1 });
    expect(incremental.find((t) => t.term === 'jakke')?.doc_count).toBe(1);
    // 'Hettegenser Tind' was the only article with these words: they leave the vocabulary.
    expect(incremental.map((t) => t.term)).not.toContain('tind');
    expect(incremental.map((t) => t.term)).not.toContain('hettegenser');
    await refreshSearchIndex(db, { now: NOW });
    expect(await vocabulary()).toEqual(incremental);
    // Back as it was, for the tests after this one.
    await db.update(articles).set({ name: 'Jakke Basic' }).where(eq(articles.id, A.jakkeBasic));
    await db.update(articles).set({ visibleOnWeb: 1 }).where(eq(articles.id, A.hettegenser));
    await refreshSearchIndex(db, { articleIds: [A.jakkeBasic, A.hettegenser], now: NOW });
    expect(await vocabulary()).toEqual(before);
  });

  it('keeps the facet summary per combination: after partial writes it equals a grouping of the index', async () => {
    const summary = async () =>
      queryRows<Record<string, number>>(
        db,
        sql`select category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id,
                   articles, min_price, max_price
            from search_facet_counts order by 1, 2, 3, 4, 5, 6`,
      );
    const grouped = async () =>
      queryRows<Record<string, number>>(
        db,
        sql`select s.category_id, s.subcategory_id, s.group_id, s.brand_id, s.gender_id,
                   u.c as colour_group_id, count(*)::int as articles,
                   min(s.price) as min_price, max(s.price) as max_price
            from article_search s cross join lateral unnest(array[0] || s.colour_group_ids) u(c)
            group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
      );
    const before = await summary();
    expect(before).toEqual(await grouped());
    // A new brand and price (moves a combination and its bounds), a hidden article (leaves).
    const [jakke] = await db.select().from(articles).where(eq(articles.id, A.jakkeBasic));
    if (!jakke) throw new Error('fixture: no Jakke Basic');
    await db
      .update(articles)
      .set({ brandId: BRAND.nike, finalPrice: 100 })
      .where(eq(articles.id, A.jakkeBasic));
    await db.update(articles).set({ visibleOnWeb: 0 }).where(eq(articles.id, A.hettegenser));
    await refreshSearchIndex(db, { articleIds: [A.jakkeBasic, A.hettegenser], now: NOW });
    expect(await summary()).toEqual(await grouped());
    expect(await summary()).not.toEqual(before);
    const listed = await page({ filters: { brands: [BRAND.nike] } });
    expect(listed.hits.map((h) => h.id)).toContain(A.jakkeBasic);
    expect(listed.price.min).toBe(100);
    // At NOW no stored price has run out: the pages without text compared with plain SQL above
    // were answered from the summary, not by the full statement it falls back to.
    const params = toSearchPageParams(
      toPageQuery(v.parse(SearchRequestSchema, {}), NOW),
      await analyseQuery(db, '', 'search'),
    );
    const [row] = await queryRows<{ stale: boolean }>(
      db,
      summaryPageStatement(params, sql`s.price`),
    );
    expect(row?.stale).toBe(false);
    // Likewise the pages with a price filter: their counts from the articles in the range.
    const priced = toSearchPageParams(
      toPageQuery(v.parse(SearchRequestSchema, { filters: { price: { max: 80_000 } } }), NOW),
      await analyseQuery(db, '', 'search'),
    );
    const [pricedRow] = await queryRows<{ stale: boolean }>(
      db,
      pricedPageStatement(priced, pageStatement(priced, true)),
    );
    expect(pricedRow?.stale).toBe(false);
    await db
      .update(articles)
      .set({ brandId: jakke.brandId, finalPrice: jakke.finalPrice })
      .where(eq(articles.id, A.jakkeBasic));
    await db.update(articles).set({ visibleOnWeb: 1 }).where(eq(articles.id, A.hettegenser));
    await refreshSearchIndex(db, { articleIds: [A.jakkeBasic, A.hettegenser], now: NOW });
    expect(await summary()).toEqual(before);
  });

  it('a write committed through another connection is answered by the next search', async () => {
    // PostgreSQL: a second pool, as another server process holds. PGlite has one connection
    // per database: a second service on it.
    let other: DbHandle | undefined;
    if (dialect === 'pg' && testDb.url)
      other = await createDb({ databaseUrl: testDb.url, poolSize: 1 });
    try {
      const reader = new SearchService(db, { now: () => NOW });
      const writerDb = other?.db ?? db;
      const lyng = v.parse(SearchRequestSchema, { query: 'lyng' });
      expect((await reader.search(lyng)).hits.total.value).toBe(0);
      await writerDb.transaction(async (tx) => {
        await tx
          .update(articles)
          .set({ name: 'Turjakke Lyng', finalPrice: 12_300 })
          .where(eq(articles.id, A.jakkeBasic));
        await refreshSearchIndex(tx, { articleIds: [A.jakkeBasic], now: NOW });
      });
      const found = await reader.search(lyng);
      expect(found.hits.hits.map((h) => h._id)).toEqual([A.jakkeBasic]);
      expect(found.hits.hits[0]?._source.name).toBe('Turjakke Lyng');
      expect(found.aggregations.price).toEqual({ min: 12_300, max: 12_300 });
    } finally {
      await other?.close();
      await db
        .update(articles)
        .set({ name: 'Jakke Basic', finalPrice: 99_900 })
        .where(eq(articles.id, A.jakkeBasic));
      await refreshSearchIndex(db, { articleIds: [A.jakkeBasic], now: NOW });
    }
  });

  it('a campaign boundary changes prices at once, without a write on the read path', async () => {
    const stored = sql`select price, price_valid_until from article_search where article_id = ${A.jakkeBasic}`;
    const [row] = await queryRows<{ price: number }>(db, stored);
    expect(Number(row?.price)).toBe(99_900);
    // Past the start of the second campaign: 'Jakke Basic' costs its campaign price …
    const later = new Date(FUTURE_CAMPAIGN_START.getTime() + 1000);
    const cheap = { filters: { price: { max: 60_000 } }, take: 100 } as const;
    expect((await page(cheap, later)).hits.map((h) => h.id)).toContain(A.jakkeBasic);
    expect((await page(cheap, NOW)).hits.map((h) => h.id)).not.toContain(A.jakkeBasic);
    // Pages without text then price from the campaigns too, not from the facet summary's bounds.
    for (const filters of [{}, { subcategoryId: SUB.jakker }]) {
      const listing = toSearchPageParams(
        toPageQuery(v.parse(SearchRequestSchema, { filters }), later),
        await analyseQuery(db, '', 'search'),
      );
      expect(comparable(await searchPage(db, listing))).toEqual(await referencePage(db, listing));
    }
    // … while the row still holds the old price: searches wrote nothing.
    expect(await queryRows(db, stored)).toEqual([row]);
    // The re-pricing job (outside any request) brings the stored price up to date.
    expect(await repriceExpired(db, later)).toBe(1);
    const [after] = await queryRows<{ price: number }>(db, stored);
    expect(Number(after?.price)).toBe(JAKKE_BASIC_FUTURE_PRICE);
    expect((await page(cheap, later)).hits.map((h) => h.id)).toContain(A.jakkeBasic);
    expect(await repriceExpired(db, later)).toBe(0);
  });
});
