/**
 * Search behaviour on a fixed catalogue (fixture.ts), on PGlite and — when DATABASE_URL is
 * set — PostgreSQL: ranking (issue 5 point 1), filters (2), facets (3), pagination (4),
 * searchids (5), suggestions (6) and the index staying true to campaign prices. Answered by the
 * database backend, and also by a Meilisearch server when MEILISEARCH_URL is set (the same
 * cases: what the engine answers differently shows here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq, sql } from 'drizzle-orm';
import {
  SEARCH_MAX_TAKE,
  SearchIdsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
} from 'shared-contracts/schemas';
import type { Db } from '../../src/db/client';
import { articles } from '../../src/db/schema';
import { loadArticleList } from '../../src/modules/catalog/articles';
import { SCORE } from '../../src/modules/search/page';
import { drainOutbox, registerEngine } from '../../src/modules/search/engines/engine-sync';
import { MeilisearchBackend } from '../../src/modules/search/engines/meilisearch';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { repriceExpired } from '../../src/modules/search/queries';
import { SearchService } from '../../src/modules/search/service';
import {
  A,
  BRAND,
  CAT,
  CATEGORY_OF_SUB,
  CG,
  COLOUR,
  FIXTURE_ARTICLES,
  GENDER,
  GROUP,
  insertFixture,
  JAKKE_BASIC_FUTURE_PRICE,
  NOW,
  REGNJAKKE_CAMPAIGN_PRICE,
  SUB,
  VISIBLE_IDS,
} from './fixture';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const nameOf = (id: number) => FIXTURE_ARTICLES.find((a) => a.id === id)?.name;

const BACKENDS = process.env.MEILISEARCH_URL ? ['database', 'meilisearch'] : ['database'];
const CASES = DIALECTS.flatMap((dialect) => BACKENDS.map((backend) => [dialect, backend] as const));

describe.each(CASES)('search on %s, answered by the %s backend', (dialect, backendName) => {
  let testDb: TestDatabase;
  let db: Db;
  let service: SearchService;
  let engine: MeilisearchBackend | undefined;

  /** The engine (if any) has every index write made so far. */
  const synced = async () => {
    if (engine) while ((await drainOutbox(db, engine)) > 0);
  };
  const serviceAt = (now: Date) =>
    new SearchService(db, { now: () => now, ...(engine ? { backend: engine } : {}) });

  /** Validates the request like the route does and the answer like a client would. */
  async function search(input: SearchRequestInput): Promise<SearchResponse> {
    const answer = await service.search(v.parse(SearchRequestSchema, input));
    return v.parse(SearchResponseSchema, answer);
  }
  const ids = async (input: SearchRequestInput) =>
    (await search(input)).hits.hits.map((h) => h._id);
  const idSet = async (input: SearchRequestInput) => new Set(await ids(input));

  beforeAll(async () => {
    testDb = await openTestDatabase(dialect);
    db = testDb.handle.db;
    await insertFixture(db);
    const refreshed = await refreshSearchIndex(db, { now: NOW });
    expect(refreshed.documents).toBe(VISIBLE_IDS.length);
    if (backendName === 'meilisearch') {
      engine = new MeilisearchBackend(db, {
        url: process.env.MEILISEARCH_URL ?? '',
        apiKey: process.env.MEILISEARCH_API_KEY,
        index: `test_${dialect}_${process.pid}_${Date.now()}`,
      });
      await engine.configure();
      await registerEngine(db, 'test');
      await synced();
    }
    service = serviceAt(NOW);
  }, 60_000);

  afterAll(async () => {
    await engine?.dropIndex();
    await testDb?.dispose();
  });

  describe('ranking a Norwegian shopper finds right', () => {
    it("stems: 'jakker' finds 'Jakke' and 'Jakke Basic', ahead of compound jackets", async () => {
      const hits = await ids({ query: 'jakker' });
      expect(hits.slice(0, 2).sort()).toEqual([A.jakkeBasic, A.jakke].sort());
      expect(hits).toEqual(expect.arrayContaining([A.vinterjakke, A.regnjakke]));
      expect(hits).not.toContain(A.hidden);
    });

    it("inflection: 'skoene' finds 'Sko Classic' first", async () => {
      const hits = await ids({ query: 'skoene' });
      expect(hits[0]).toBe(A.skoClassic);
    });

    it("compounds: 'sko' finds 'Løpesko', 'Vintersko' and 'Badesko' (only its name says sko), not 'Skolesekk'", async () => {
      const result = await search({ query: 'sko' });
      const hits = result.hits.hits.map((h) => h._id);
      expect(hits[0]).toBe(A.skoClassic);
      expect(hits).toEqual(expect.arrayContaining([A.lopesko, A.vintersko, A.badesko]));
      expect(hits).not.toContain(A.skolesekk);
      const badesko = result.hits.hits.find((h) => h._id === A.badesko);
      expect((badesko?._score ?? 0) & SCORE.looseName).toBe(SCORE.looseName);
    });

    it("accents: 'lopesko' and 'løpesko' find 'Løpesko Fart' first", async () => {
      expect((await ids({ query: 'lopesko' }))[0]).toBe(A.lopesko);
      expect((await ids({ query: 'LØPESKO' }))[0]).toBe(A.lopesko);
    });

    it("typos: 'jakek' finds 'Jakke'; 'vintrjakke' finds 'Vinterjakke'", async () => {
      expect(await ids({ query: 'jakek' })).toEqual(
        expect.arrayContaining([A.jakke, A.jakkeBasic]),
      );
      expect((await ids({ query: 'vintrjakke' }))[0]).toBe(A.vinterjakke);
    });

    it('exact name first, then bestsellers within the same tier', async () => {
      const hits = await ids({ query: 'jakke' });
      expect(hits[0]).toBe(A.jakke);
      expect(hits[1]).toBe(A.jakkeBasic);
      // 'bergans' is only a brand match for all three: bestseller rank decides (10, 30, 50).
      expect(await ids({ query: 'bergans' })).toEqual([A.dagstursekk, A.hettegenser, A.jakkeBasic]);
    });

    it('brand names are searchable, with or without Norwegian letters', async () => {
      expect(await idSet({ query: 'helly hansen' })).toEqual(new Set([A.vinterjakke, A.regnjakke]));
      expect(await ids({ query: 'asnes' })).toEqual([A.asnesSki]);
      expect(await ids({ query: 'Åsnes' })).toEqual([A.asnesSki]);
    });

    it("colour names are searchable, compounds included ('rød' finds 'Vinrød')", async () => {
      expect(await idSet({ query: 'rød' })).toEqual(
        new Set([A.vinterjakke, A.dagstursekk, A.vintersko]),
      );
      expect(await ids({ query: 'rød jakke' })).toEqual([A.vinterjakke]);
      expect(await ids({ query: 'rød,jakke' })).toEqual([A.vinterjakke]);
    });

    it("category display names and genders are searchable ('klær', 'dame')", async () => {
      expect(await idSet({ query: 'klær' })).toEqual(
        new Set([A.jakkeBasic, A.vinterjakke, A.jakke, A.hettegenser, A.regnjakke]),
      );
      expect(await idSet({ query: 'dame' })).toEqual(new Set([A.vinterjakke, A.skoClassic]));
    });

    it('unknown words match nothing, but do not wipe out a search that has real words', async () => {
      expect((await search({ query: 'xyzzy' })).hits.total.value).toBe(0);
      expect((await search({ query: 'og' })).hits.total.value).toBe(0);
      expect(await ids({ query: 'sko xyzzy' })).toEqual(await ids({ query: 'sko' }));
    });
  });

  describe('filters', () => {
    it('an empty query with filters lists matching articles (bestsellers first)', async () => {
      expect(await ids({ query: '', filters: { brands: [BRAND.bergans] } })).toEqual([
        A.dagstursekk,
        A.hettegenser,
        A.jakkeBasic,
      ]);
      expect(await idSet({ filters: { colorGroups: [CG.red] } })).toEqual(
        new Set([A.vinterjakke, A.vintersko, A.dagstursekk]),
      );
    });

    it('an empty query without filters lists every web-visible article', async () => {
      const result = await search({ query: '  , ' });
      expect(result.hits.total.value).toBe(VISIBLE_IDS.length);
      expect(new Set(result.hits.hits.map((h) => h._id))).toEqual(new Set(VISIBLE_IDS));
    });

    it('filters combine with the query; price uses the campaign price in øre', async () => {
      expect(await idSet({ query: 'jakke', filters: { price: { max: 60_000 } } })).toEqual(
        new Set([A.jakke, A.regnjakke]),
      );
      const regn = (await search({ query: 'regnjakke' })).hits.hits[0];
      expect(regn?._source.price).toBe(REGNJAKKE_CAMPAIGN_PRICE);
      expect(await idSet({ query: 'jakke', filters: { price: { min: 100_000 } } })).toEqual(
        new Set([A.vinterjakke]),
      );
    });

    it('category, subcategory and group filters', async () => {
      expect(await idSet({ filters: { categoryId: CAT.sko } })).toEqual(
        new Set([A.lopesko, A.vintersko, A.skoClassic]),
      );
      expect(await idSet({ filters: { subcategoryId: SUB.jakker } })).toEqual(
        new Set([A.jakkeBasic, A.vinterjakke, A.jakke, A.regnjakke]),
      );
      expect(await idSet({ query: 'jakke', filters: { groupId: GROUP.regnjakker } })).toEqual(
        new Set([A.jakkeBasic, A.jakke, A.regnjakke]),
      );
    });

    it('values within one filter are OR, different filters are AND', async () => {
      expect(
        await idSet({
          filters: { brands: [BRAND.helly, BRAND.viking], genders: [GENDER.herre, GENDER.dame] },
        }),
      ).toEqual(new Set([A.vinterjakke, A.regnjakke, A.skoClassic]));
    });
  });

  describe('facets', () => {
    it('each facet counts with every other filter applied', async () => {
      const result = await search({ query: 'jakke', filters: { brands: [BRAND.helly] } });
      expect(result.hits.total.value).toBe(2);
      const { brands, genders, colorGroups, price } = result.aggregations;
      // Brands ignore the brand filter (so the shopper can add another brand), sorted by name.
      expect(brands).toEqual([
        { id: BRAND.bergans, name: 'Bergans', count: 1 },
        { id: BRAND.helly, name: 'Helly Hansen', count: 2 },
        { id: BRAND.nike, name: 'Nike', count: 1 },
      ]);
      expect(genders).toEqual([
        { id: GENDER.herre, name: 'Herre', count: 1 },
        { id: GENDER.dame, name: 'Dame', count: 1 },
      ]);
      expect(colorGroups).toEqual([
        { id: CG.blue, label: 'Blå', hex: '#1f4fa3', count: 1 },
        { id: CG.red, label: 'Rød', hex: '#c62828', count: 1 },
      ]);
      expect(price).toEqual({ min: REGNJAKKE_CAMPAIGN_PRICE, max: 199_900 });
    });

    it('the price bounds ignore the price filter itself', async () => {
      const result = await search({ query: 'jakke', filters: { price: { max: 60_000 } } });
      expect(result.aggregations.price).toEqual({ min: REGNJAKKE_CAMPAIGN_PRICE, max: 199_900 });
      expect(result.hits.total.value).toBe(2);
    });

    it('a selected option without matches is listed with count 0; nothing matching gives null bounds', async () => {
      const result = await search({ query: 'jakke', filters: { brands: [BRAND.viking] } });
      expect(result.hits.total.value).toBe(0);
      expect(result.aggregations.brands).toContainEqual({
        id: BRAND.viking,
        name: 'Viking',
        count: 0,
      });
      const none = await search({ query: 'xyzzy', filters: { genders: [GENDER.barn] } });
      expect(none.aggregations.genders).toEqual([{ id: GENDER.barn, name: 'Barn', count: 0 }]);
      expect(none.aggregations.price).toEqual({ min: null, max: null });
    });

    it('an article in two colour groups counts in both', async () => {
      const result = await search({ query: 'løpesko fart' });
      expect(result.aggregations.colorGroups.map((c) => [c.id, c.count])).toEqual([
        [CG.black, 1],
        [CG.blue, 1],
      ]);
    });
  });

  describe('facets agree with a brute-force count over the fixture', () => {
    const COLOUR_GROUP: Record<number, number> = {
      [COLOUR.svart]: CG.black,
      [COLOUR.koboltbla]: CG.blue,
      [COLOUR.rod]: CG.red,
      [COLOUR.vinrod]: CG.red,
    };
    const BRAND_NAMES: Record<number, string> = {
      [BRAND.nike]: 'Nike',
      [BRAND.bergans]: 'Bergans',
      [BRAND.helly]: 'Helly Hansen',
      [BRAND.viking]: 'Viking',
      [BRAND.asnes]: 'Åsnes',
    };
    type Filters = NonNullable<SearchRequestInput['filters']>;
    const rows = FIXTURE_ARTICLES.filter((a) => a.visible !== false).map((a) => ({
      ...a,
      shown: a.id === A.regnjakke ? REGNJAKKE_CAMPAIGN_PRICE : a.price,
      groups: new Set(a.colours.map((c) => COLOUR_GROUP[c] ?? 0)),
      category: CATEGORY_OF_SUB[a.sub],
    }));
    type Row = (typeof rows)[number];
    const passes = (r: Row, f: Filters, skip?: 'brand' | 'gender' | 'colour' | 'price') =>
      (skip === 'brand' || !f.brands?.length || f.brands.includes(r.brand)) &&
      (skip === 'gender' || !f.genders?.length || f.genders.includes(r.gender)) &&
      (skip === 'colour' || !f.colorGroups?.length || f.colorGroups.some((g) => r.groups.has(g))) &&
      (skip === 'price' ||
        ((f.price?.min == null || r.shown >= f.price.min) &&
          (f.price?.max == null || r.shown <= f.price.max)));

    function expected(candidates: Row[], f: Filters) {
      const count = (skip: 'brand' | 'gender' | 'colour', key: (r: Row) => number[]) => {
        const m = new Map<number, number>();
        for (const r of candidates.filter((c) => passes(c, f, skip)))
          for (const k of key(r)) m.set(k, (m.get(k) ?? 0) + 1);
        return m;
      };
      const brands = count('brand', (r) => [r.brand]);
      const genders = count('gender', (r) => [r.gender]);
      const colours = count('colour', (r) => [...r.groups]);
      const priced = candidates.filter((c) => passes(c, f, 'price')).map((c) => c.shown);
      const collator = new Intl.Collator('nb-NO');
      return {
        total: candidates.filter((c) => passes(c, f)).length,
        brands: Object.values(BRAND)
          .filter((id) => (brands.get(id) ?? 0) > 0 || f.brands?.includes(id))
          .map((id) => ({ id, name: BRAND_NAMES[id], count: brands.get(id) ?? 0 }))
          .sort((a, b) => collator.compare(a.name ?? '', b.name ?? '')),
        genders: Object.values(GENDER)
          .filter((id) => (genders.get(id) ?? 0) > 0 || f.genders?.includes(id))
          .map((id) => [id, genders.get(id) ?? 0]),
        colours: Object.values(CG)
          .filter((id) => (colours.get(id) ?? 0) > 0 || f.colorGroups?.includes(id))
          .map((id) => [id, colours.get(id) ?? 0]),
        price: {
          min: priced.length ? Math.min(...priced) : null,
          max: priced.length ? Math.max(...priced) : null,
        },
      };
    }

    const combos: Filters[] = [
      {},
      { brands: [BRAND.bergans] },
      { genders: [GENDER.herre, GENDER.uni] },
      { colorGroups: [CG.red] },
      { price: { max: 80_000 } },
      { brands: [BRAND.nike], genders: [GENDER.herre] },
      { brands: [BRAND.nike, BRAND.helly], colorGroups: [CG.blue], price: { min: 30_000 } },
      {
        colorGroups: [CG.black, CG.red],
        genders: [GENDER.dame],
        price: { min: 50_000, max: 150_000 },
      },
    ];
    const scopes: [string, Filters, (r: Row) => boolean][] = [
      ['the whole catalogue', {}, () => true],
      ['a category', { categoryId: CAT.tekstil }, (r) => r.category === CAT.tekstil],
      ['a subcategory', { subcategoryId: SUB.lopesko }, (r) => r.sub === SUB.lopesko],
      ['an article group', { groupId: GROUP.regnjakker }, (r) => r.group === GROUP.regnjakker],
    ];

    it.each(scopes)('without text, in %s', async (_label, tree, inScope) => {
      for (const combo of combos) {
        const f = { ...combo, ...tree };
        const answer = await search({ filters: f });
        const want = expected(rows.filter(inScope), f);
        const got = answer.aggregations;
        expect({ total: answer.hits.total.value, f }).toEqual({ total: want.total, f });
        expect({ brands: got.brands, f }).toEqual({ brands: want.brands, f });
        expect({ genders: got.genders.map((g) => [g.id, g.count]), f }).toEqual({
          genders: want.genders,
          f,
        });
        expect({ colours: got.colorGroups.map((c) => [c.id, c.count]), f }).toEqual({
          colours: want.colours,
          f,
        });
        expect({ price: got.price, f }).toEqual({ price: want.price, f });
      }
    });

    it("with the text 'jakke' (every jacket)", async () => {
      const jackets = rows.filter((r) => r.sub === SUB.jakker);
      for (const f of combos) {
        const answer = await search({ query: 'jakke', filters: f });
        const want = expected(jackets, f);
        expect({ total: answer.hits.total.value, f }).toEqual({ total: want.total, f });
        expect({ brands: answer.aggregations.brands, f }).toEqual({ brands: want.brands, f });
        expect({ price: answer.aggregations.price, f }).toEqual({ price: want.price, f });
      }
    });
  });

  describe('pagination', () => {
    it('pages are zero-based, disjoint and stable, for every order', async () => {
      for (const sort of [
        'relevance',
        'name',
        'price_asc',
        'price_desc',
        'newest',
        'bestseller',
      ] as const) {
        const all = await ids({ query: '', sort, take: 100 });
        expect(all).toHaveLength(VISIBLE_IDS.length);
        const paged: number[] = [];
        for (let page = 0; page < 3; page += 1) {
          const result = await search({ query: '', sort, take: 5, page });
          expect(result.hits.total.value).toBe(VISIBLE_IDS.length);
          paged.push(...result.hits.hits.map((h) => h._id));
        }
        expect(paged).toEqual(all);
      }
    });

    it('orders by Norwegian name, price and date', async () => {
      const byName = (await ids({ sort: 'name', take: 100 })).map(nameOf);
      expect(byName.at(-1)).toBe('Åsnes Fjellski');
      const prices = (await search({ sort: 'price_asc', take: 100 })).hits.hits.map(
        (h) => h._source.price,
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect((await ids({ sort: 'newest', take: 1 }))[0]).toBe(A.asnesSki);
    });

    it('a page past the end is empty but keeps the total', async () => {
      const result = await search({ query: 'jakke', take: 2, page: 10 });
      expect(result.hits.hits).toEqual([]);
      expect(result.hits.total.value).toBe(4);
    });

    it(`take defaults to ${SEARCH_MAX_TAKE} and page to 0`, async () => {
      const parsed = v.parse(SearchRequestSchema, { query: 'sko' });
      expect(parsed.take).toBe(SEARCH_MAX_TAKE);
      expect(parsed.page).toBe(0);
    });
  });

  describe('searchids', () => {
    it('answers the articles in the given order, skipping unknown, hidden and repeated ids', async () => {
      const result = v.parse(
        SearchIdsResponseSchema,
        await service.searchIds([A.regnjakke, 999_999, A.jakke, A.hidden, A.jakke]),
      );
      expect(result.hits.hits.map((h) => h._id)).toEqual([A.regnjakke, A.jakke]);
      expect(result.hits.total.value).toBe(2);
      expect(result.hits.hits[0]?._source.name).toBe('Regnjakke Skur');
    });
  });

  describe('hits carry their articles', () => {
    it("each hit's _source is the catalogue's article, with stock and campaign prices read live", async () => {
      const catalogueOf = async (answer: SearchResponse) =>
        loadArticleList(
          db,
          answer.hits.hits.map((h) => h._id),
          NOW,
        );
      const all = await search({ take: SEARCH_MAX_TAKE });
      expect(all.hits.hits).toHaveLength(VISIBLE_IDS.length);
      expect(all.hits.hits.map((h) => h._source)).toEqual(await catalogueOf(all));
      const regnjakke = all.hits.hits.find((h) => h._id === A.regnjakke)?._source;
      expect(regnjakke?.price).toBe(REGNJAKKE_CAMPAIGN_PRICE);
      expect(regnjakke?.previousLowestPrice).not.toBeNull();

      // Stock changes without an index refresh (orders, deliveries): a search shows it at once.
      await db.execute(sql`
        insert into shops (id, no, name, full_name, org_no, opening_hours, address, post_no,
                           post_place, email, phone, lat, lon)
        values (1, 1, 'Bø', 'Bare lave priser Bø', '999999999', '{"regular": [], "exceptions": []}',
                'Gata 1', '3800', 'Bø', 'bo@example.no', '12345678', 59.41, 9.06)
      `);
      await db.execute(sql`
        insert into stock (variant_id, shop_id, qty)
        select v.id, 1, 7 from variants v where v.article_id = ${A.jakke}
      `);
      const jakke = await search({ query: 'jakke', take: SEARCH_MAX_TAKE });
      const hit = jakke.hits.hits.find((h) => h._id === A.jakke)?._source;
      expect(hit?.shops).toEqual([1]);
      expect(hit?.availability).toBeGreaterThanOrEqual(7);
      expect(jakke.hits.hits.map((h) => h._source)).toEqual(await catalogueOf(jakke));
      await db.execute(sql`delete from stock`);
      await db.execute(sql`delete from shops`);
    });
  });

  describe('suggestions', () => {
    const suggest = async (q: string) =>
      v.parse(SuggestResponseSchema, await service.suggest(v.parse(SuggestQuerySchema, { q })));

    it('completes the word being typed: articles and the matching subcategory', async () => {
      const result = await suggest('jak');
      expect(result.articles.map((a) => a.id)).toEqual(
        expect.arrayContaining([A.jakke, A.jakkeBasic]),
      );
      expect(result.articles[0]).toMatchObject({
        categoryName: 'Tekstil',
        subcategoryName: 'Jakker',
      });
      expect(result.categories).toContainEqual({
        id: CAT.tekstil,
        name: 'Jakker',
        categoryName: 'Tekstil',
        subcategoryId: SUB.jakker,
      });
    });

    it('suggests brands by prefix and despite a typo, categories by their display name', async () => {
      expect((await suggest('berg')).brands).toEqual([{ id: BRAND.bergans, name: 'Bergans' }]);
      expect((await suggest('bergens')).brands).toEqual([{ id: BRAND.bergans, name: 'Bergans' }]);
      expect((await suggest('klæ')).categories[0]).toEqual({
        id: CAT.tekstil,
        name: 'Klær',
        categoryName: 'Tekstil',
      });
    });

    it('answers empty lists for fewer than two characters', async () => {
      expect(await suggest('j')).toEqual({ articles: [], categories: [], brands: [] });
      expect(await suggest('  ')).toEqual({ articles: [], categories: [], brands: [] });
    });

    it('never suggests hidden articles', async () => {
      expect((await suggest('skjult')).articles).toEqual([]);
    });
  });

  describe('keeping the index true', () => {
    it('a partial refresh picks up renamed and hidden articles', async () => {
      await db.update(articles).set({ name: 'Turjakke Lyng' }).where(eq(articles.id, A.jakkeBasic));
      await db.update(articles).set({ visibleOnWeb: 0 }).where(eq(articles.id, A.badesko));
      await refreshSearchIndex(db, { articleIds: [A.jakkeBasic, A.badesko], now: NOW });
      await synced();
      expect(await ids({ query: 'lyng' })).toEqual([A.jakkeBasic]);
      // The tile kept with the index is rebuilt with it.
      expect((await search({ query: 'lyng' })).hits.hits[0]?._source.name).toBe('Turjakke Lyng');
      expect(await ids({ query: 'badesko' })).toEqual([]);
      expect((await search({})).hits.total.value).toBe(VISIBLE_IDS.length - 1);
    });

    it('answers from the index as it is now: a change by another process shows in the next search', async () => {
      const lyng = v.parse(SearchRequestSchema, { query: 'lyng' });
      expect((await service.search(lyng)).hits.total.value).toBe(1);
      // Another process changes the index (a row goes): nothing here holds the old one.
      await db.execute(sql`delete from article_search where article_id = ${A.jakkeBasic}`);
      await synced();
      expect((await service.search(lyng)).hits.total.value).toBe(0);
      await db
        .update(articles)
        .set({ name: 'Turjakke Fonna' })
        .where(eq(articles.id, A.jakkeBasic));
      await refreshSearchIndex(db, { articleIds: [A.jakkeBasic], now: NOW });
      await synced();
      expect((await service.search(lyng)).hits.total.value).toBe(0);
      const fonna = await service.search(v.parse(SearchRequestSchema, { query: 'fonna' }));
      expect(fonna.hits.hits[0]?._id).toBe(A.jakkeBasic);
    });

    it('prices follow campaigns starting and ending without a manual refresh', async () => {
      const cheap = { filters: { price: { max: 60_000 } }, take: 100 } as const;
      const at = (days: number) => new Date(NOW.getTime() + days * DAY);
      // An engine's copy learns prices from the re-pricing job; the database needs no write.
      const repriced = async (now: Date) => {
        if (engine) await repriceExpired(db, now);
        await synced();
      };
      await repriced(at(3));
      service = serviceAt(at(3));
      expect(await ids(cheap)).toContain(A.jakkeBasic);
      const basic = (await search({ query: 'fonna' })).hits.hits[0];
      expect(basic?._source.price).toBe(JAKKE_BASIC_FUTURE_PRICE);
      expect(await ids(cheap)).toContain(A.regnjakke);

      await repriced(at(6));
      service = serviceAt(at(6));
      expect(await ids(cheap)).not.toContain(A.regnjakke);
    });
  });
});
