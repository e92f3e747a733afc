/**
 * Word scopes (precomputed one-word searches) must never change an answer: every request is
 * answered once with them and once counted live, and the two must be identical. Also: filter
 * tokens in the documents stay out of reach of query text, and a one-word query is searched
 * as a catalogue word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { SearchRequestSchema, type SearchRequestInput } from 'shared-contracts/schemas';
import type { Db } from '../../src/db/client';
import { analyseQuery } from '../../src/modules/search/analyse';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { queryRows } from '../../src/modules/search/queries';
import { SearchService } from '../../src/modules/search/service';
import { BRAND, CAT, CG, GENDER, insertFixture, NOW, SUB } from './fixture';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';

const WORDS = ['sko', 'jakke', 'jakker', 'skoene', 'jakek', 'bergans', 'nike', 'rød', 'SKO'];
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
];
const SORTS = [undefined, 'bestseller', 'price_asc'] as const;
const PAGES = [
  { take: 2, page: 1 },
  { take: 3, page: 4 },
  { take: 1000, page: 0 },
];

function requests(): SearchRequestInput[] {
  const list: SearchRequestInput[] = [];
  for (const query of WORDS)
    for (const filters of FILTERS)
      for (const sort of SORTS)
        for (const page of PAGES) list.push({ query, filters, ...page, ...(sort ? { sort } : {}) });
  return list;
}

describe.each(DIALECTS)('word scopes on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  let service: SearchService;
  const answer = (input: SearchRequestInput) => service.search(v.parse(SearchRequestSchema, input));

  beforeAll(async () => {
    testDb = await openTestDatabase(dialect);
    db = testDb.handle.db;
    await insertFixture(db);
    service = new SearchService(db, { now: () => NOW });
  }, 60_000);

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('answer exactly as live counting does, for every filter, order and page', async () => {
    const live = await refreshSearchIndex(db, { now: NOW, wordScopeMinHits: Infinity });
    expect(live.wordScopes).toBe(0);
    const all = requests();
    const expected = [];
    for (const input of all) expected.push(await answer(input));

    // Every catalogue word of the fixture gets a scope (the fixture has a dozen articles).
    const scoped = await refreshSearchIndex(db, { now: NOW, wordScopeMinHits: 1 });
    expect(scoped.wordScopes).toBeGreaterThan(10);
    expect((await analyseQuery(db, 'sko', 'search')).wordScope?.scope).toBe('w:sko');
    for (const [i, input] of all.entries()) {
      expect(await answer(input), JSON.stringify(input)).toEqual(expected[i]);
    }
  }, 120_000);

  it('a threshold above every word builds no scopes', async () => {
    const result = await refreshSearchIndex(db, { now: NOW, wordScopeMinHits: 1_000_000 });
    expect(result.wordScopes).toBe(0);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from search_facet_base where starts_with(scope, 'w:')`,
    );
    expect(row?.n).toBe(0);
  });

  it('an inflected or misspelt single word is searched as the catalogue word', async () => {
    await refreshSearchIndex(db, { now: NOW });
    const sko = await analyseQuery(db, 'sko', 'search');
    const skoene = await analyseQuery(db, 'skoene', 'search');
    expect(skoene.plan).toEqual(sko.plan);
    const jakek = await analyseQuery(db, 'jakek', 'search');
    expect(jakek.plan?.match).toContain("'jakk'");
    // Words of several words keep their own analysis.
    const two = await analyseQuery(db, 'skoene dame', 'search');
    expect(two.plan?.folded).toBe('skoene dame');
  });

  it('filter tokens in the documents cannot be reached by query text', async () => {
    await refreshSearchIndex(db, { now: NOW });
    for (const query of [`~b${BRAND.nike}`, `b${BRAND.nike}`, `~k${CAT.sko}`]) {
      const result = await answer({ query });
      expect(result.hits.total.value, query).toBe(0);
    }
    // The tokens are there: a brand filter alone finds the brand's articles.
    const nike = await answer({ filters: { brands: [BRAND.nike] } });
    expect(nike.hits.total.value).toBeGreaterThan(0);
  });
});
