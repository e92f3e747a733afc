/**
 * The in-memory index must answer exactly what PostgreSQL answers: every request below is
 * answered by the search page (page.ts) and by plain SQL over `article_search` (reference.ts,
 * where PostgreSQL evaluates the tsquery texts itself), and the hits, the total, every facet
 * count and the price bounds must be identical. Also: one-word queries are searched as their
 * catalogue word (answered from memory when it is one), the index follows writes of other
 * processes, and a re-pricing patches the copy held.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { SearchRequestSchema, type SearchRequestInput } from 'shared-contracts/schemas';
import type { Db } from '../../src/db/client';
import { analyseQuery } from '../../src/modules/search/analyse';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { textArray } from '../../src/db/sql-arrays';
import { queryRows, repriceExpired } from '../../src/modules/search/queries';
import { searchPage, type SearchPageResult } from '../../src/modules/search/page';
import { toSearchPageParams } from '../../src/modules/search/service';
import {
  applyPriceChanges,
  currentSnapshot,
  GENERATION_CHECK_MS,
} from '../../src/modules/search/snapshots';
import { loadSnapshot } from '../../src/modules/search/snapshot';
import { foldWord } from '../../src/modules/search/word-plans';
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
  { take: 1000, page: 0 },
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

describe.each(DIALECTS)('in-memory index on %s', (dialect) => {
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

  const storedPlan = async (term: string) => {
    const [row] = await queryRows<{ plan: unknown }>(
      db,
      sql`select plan from search_terms where term = ${term}`,
    );
    return row?.plan ?? null;
  };

  it('answers every query, filter, order and page exactly as SQL over the index does', async () => {
    let compared = 0;
    let withHits = 0;
    for (const query of QUERIES) {
      const analysis = await analyseQuery(db, query, 'search');
      for (const filters of FILTERS)
        for (const sort of SORTS)
          for (const page of PAGES) {
            const input = { query, filters, ...page, ...(sort ? { sort } : {}) };
            const params = toSearchPageParams(v.parse(SearchRequestSchema, input), analysis);
            const expected = await referencePage(db, params);
            expect(comparable(await searchPage(db, params)), JSON.stringify(input)).toEqual(
              expected,
            );
            compared += 1;
            if (expected.hits.length > 0) withHits += 1;
          }
    }
    expect(compared).toBe(QUERIES.length * FILTERS.length * SORTS.length * PAGES.length);
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

  it('folds words in memory exactly as the database does', async () => {
    const { vocabulary } = await currentSnapshot(db);
    const words = ['løpesko', 'sko', 'ærfugl', 'blå', 'crème', 'straße', 'søknad2', 'ŀlama', 'ĳs'];
    for (const word of words) {
      const [row] = await queryRows<{ folded: string }>(
        db,
        sql`select lower(unaccent(${word}::text)) as folded`,
      );
      expect(foldWord(vocabulary, word), word).toBe(row?.folded);
    }
    // Characters the database was not asked about are left to it.
    expect(foldWord(vocabulary, 'σκο')).toBeNull();
  });

  it('passes any text as one array parameter unchanged', async () => {
    const values = ['sko', '', 'a,b', '{x}', 'sa "y"', 'back\\slash', 'ø å', 'NULL'];
    const [row] = await queryRows<{ values: string[] }>(
      db,
      sql`select ${textArray(values)} as values`,
    );
    expect(row?.values).toEqual(values);
  });

  it('answers a catalogue word from memory, without a database round trip', async () => {
    const stored = await storedPlan('jakker');
    expect(stored).not.toBeNull();
    await currentSnapshot(db);
    // Within GENERATION_CHECK_MS of a check the snapshot is not checked again.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const execute = vi.spyOn(db, 'execute');
    try {
      expect((await analyseQuery(db, 'Jakker', 'search')).plan).toEqual(stored);
      expect(execute).not.toHaveBeenCalled();
      // Any other word is still analysed by the database, with the same answer as before.
      const skoene = await analyseQuery(db, 'skoene', 'search');
      expect(skoene.plan).toEqual(await storedPlan('sko'));
      expect(execute).toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      now.mockRestore();
    }
  });

  it('follows index writes of other processes, answering from the copy held while it loads', async () => {
    const before = await currentSnapshot(db);
    // Another process's write without a generation change is not noticed …
    await db.execute(sql`update article_search set price = price + 1`);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
    expect(await currentSnapshot(db)).toBe(before);
    // … a write that raises the generation (as every index write does) is: the next check
    // starts loading the new copy and answers from the one held until it is there.
    await db.execute(sql`update search_index_state set generation = generation + 1`);
    await new Promise((resolve) => setTimeout(resolve, GENERATION_CHECK_MS + 50));
    expect(await currentSnapshot(db)).toBe(before);
    const after = await vi.waitFor(async () => {
      const current = await currentSnapshot(db);
      expect(current).not.toBe(before);
      return current;
    });
    expect([...after.price]).toEqual([...before.price].map((p) => p + 1));
    // A refresh in this process is seen at once.
    await refreshSearchIndex(db, { now: NOW });
    expect(await currentSnapshot(db)).not.toBe(after);
  });

  it('a re-pricing patches the prices of the copy held, equal to a fresh load', async () => {
    await refreshSearchIndex(db, { now: NOW });
    const before = await currentSnapshot(db);
    // Past the start of the second campaign: 'Jakke Basic' gets its campaign price.
    const later = new Date(FUTURE_CAMPAIGN_START.getTime() + 1000);
    const repriced = await repriceExpired(db, later);
    expect([...repriced.prices]).toEqual([[A.jakkeBasic, JAKKE_BASIC_FUTURE_PRICE]]);
    await applyPriceChanges(db, repriced.prices, repriced.generation);
    const patched = await currentSnapshot(db);
    expect(patched).not.toBe(before);
    // Patched, not reloaded: the posting lists are the very same.
    expect(patched.postings).toBe(before.postings);
    const fresh = await loadSnapshot(db);
    expect(patched.generation).toBe(fresh.generation);
    expect([...patched.price]).toEqual([...fresh.price]);
    for (const order of ['price_asc', 'price_desc'] as const) {
      expect([...patched.orders[order]]).toEqual([...fresh.orders[order]]);
      expect([...patched.positions[order]]).toEqual([...fresh.positions[order]]);
    }
    // Another write came between the copy held and a re-pricing (which then raised the
    // generation by two): no patch, the next search loads the index afresh.
    await db.execute(sql`update search_index_state set generation = generation + 1`);
    await applyPriceChanges(db, new Map([[A.jakke, 1]]), fresh.generation + 2);
    const reloaded = await currentSnapshot(db);
    expect(reloaded.postings).not.toBe(before.postings);
    expect(reloaded.generation).toBe(fresh.generation + 1);
  });
});
