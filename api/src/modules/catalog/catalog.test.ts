/**
 * Catalogue read calls against a migrated database with the hand-made fixture, on PGlite
 * and (when DATABASE_URL is set) PostgreSQL. Every 200 answer is parsed with its shared
 * contract schema, so the API cannot drift from what the front end expects.
 */
import { sql } from 'drizzle-orm';
import {
  ArticleAvailabilitySchema,
  ArticleDetailSchema,
  ArticleGroupListSchema,
  ArticleListSchema,
  ArticlePageSchema,
  BestsellerListSchema,
  BrandListSchema,
  CategoryListSchema,
  ColourGroupListSchema,
  GenderListSchema,
  PostalCodeListSchema,
  PostalCodeSchema,
  ProductLineListSchema,
  PromocodeSchema,
  PublicPromocodeListSchema,
  ServerCampaignListSchema,
  ServerCampaignSchema,
  SettingsSchema,
  ShippingMethodsResponseSchema,
  ShopListSchema,
} from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { buildTestApp, getError, getOk, TEST_DIALECTS, type TestApp } from './test-app';
import { FIXTURE, FIXTURE_NAME_ORDER, FIXTURE_PRICES } from './test-fixture';

const A = FIXTURE.articles;
const UNKNOWN_ID = 2_147_483_000;
const cat = `/categories/${FIXTURE.categoryId}/articles`;

describe.each(TEST_DIALECTS)('catalogue read calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /categories', () => {
    it('counts only web-visible articles and gives the shown-price range', async () => {
      const categories = await getOk(t, '/categories', CategoryListSchema);
      const fixture = categories.find((c) => c.id === FIXTURE.categoryId);
      expect(fixture).toMatchObject({
        name: 'Fixturekategori',
        count: 7, // 8 articles, one hidden
        minPrice: 9900,
        // Banan's campaign has ended, so its final price is the maximum.
        maxPrice: FIXTURE_PRICES.banan.final,
        banner: '/api/v1/images/banner/cc0000-Fixture.svg',
        bannerLink: '/fixturekategori',
        pageInfo: 'Testtekst',
        sortNumber: 999,
        availableProductlines: [],
      });
      expect(fixture?.subcategories).toEqual([
        { ArticleGroup2ID: FIXTURE.subcategoryId, Name: 'Fixtureunder', count: 7, sortNumber: 1 },
        { ArticleGroup2ID: FIXTURE.emptySubcategoryId, Name: 'Tom under', count: 0, sortNumber: 2 },
      ]);
      // Ordered by sortNumber: the fixture (999) comes last.
      expect(categories.at(-1)?.id).toBe(FIXTURE.categoryId);
    });
  });

  describe('GET /subcategories/{id}/groups', () => {
    it('lists the groups with their visible-article counts', async () => {
      const groups = await getOk(
        t,
        `/subcategories/${FIXTURE.subcategoryId}/groups`,
        ArticleGroupListSchema,
      );
      expect(groups).toEqual([
        {
          name: 'Fixturegruppe',
          articleGroup2ID: FIXTURE.subcategoryId,
          articleGroup3ID: FIXTURE.groupId,
          count: 6,
        },
        {
          name: 'Annen gruppe',
          articleGroup2ID: FIXTURE.subcategoryId,
          articleGroup3ID: FIXTURE.otherGroupId,
          count: 1,
        },
      ]);
    });
    it('404 for an unknown subcategory, 422 for a malformed id', async () => {
      expect(await getError(t, `/subcategories/${UNKNOWN_ID}/groups`)).toMatchObject({
        status: 404,
        message: 'Fant ikke underkategorien',
      });
      expect((await getError(t, '/subcategories/abc/groups')).status).toBe(422);
    });
  });

  describe('GET /categories/{id}/articles', () => {
    it('defaults: page 1, 20 per page, Name ascending in Norwegian order (æ, ø, å after z)', async () => {
      const page = await getOk(t, cat, ArticlePageSchema);
      expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 7 });
      expect(page.data.map((a) => a.name)).toEqual(FIXTURE_NAME_ORDER);
      expect(page.data.map((a) => a.id)).not.toContain(A.hidden);
    });

    it('order=desc reverses the Norwegian order', async () => {
      const page = await getOk(t, `${cat}?order=desc`, ArticlePageSchema);
      expect(page.data.map((a) => a.name)).toEqual([...FIXTURE_NAME_ORDER].reverse());
    });

    it('matches Intl.Collator("nb-NO") on the fixture names', async () => {
      const page = await getOk(t, cat, ArticlePageSchema);
      const names = page.data.map((a) => a.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('nb-NO').compare));
    });

    it('paginates with per_page and page; a page past the end is empty but well-formed', async () => {
      const p2 = await getOk(t, `${cat}?per_page=3&page=2`, ArticlePageSchema);
      expect(p2.meta).toEqual({ current_page: 2, last_page: 3, per_page: 3, total: 7 });
      expect(p2.data.map((a) => a.name)).toEqual(FIXTURE_NAME_ORDER.slice(3, 6));
      const p3 = await getOk(t, `${cat}?per_page=3&page=3`, ArticlePageSchema);
      expect(p3.data.map((a) => a.name)).toEqual(FIXTURE_NAME_ORDER.slice(6));
      const p9 = await getOk(t, `${cat}?per_page=3&page=9`, ArticlePageSchema);
      expect(p9).toEqual({
        data: [],
        meta: { current_page: 9, last_page: 3, per_page: 3, total: 7 },
      });
    });

    it('orderBy=Price sorts by the shown price (campaign price when running)', async () => {
      const asc = await getOk(t, `${cat}?orderBy=Price`, ArticlePageSchema);
      expect(asc.data.map((a) => a.id)).toEqual([
        A.apekatt,
        A.ovelse,
        A.zebra,
        A.eple,
        A.apen,
        A.aerfugl,
        A.banan,
      ]);
      const prices = asc.data.map((a) => a.price);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      const desc = await getOk(t, `${cat}?orderBy=price&order=DESC`, ArticlePageSchema);
      expect(desc.data.map((a) => a.id)).toEqual(asc.data.map((a) => a.id).reverse());
    });

    it('orderBy=DateCreated and orderBy=Bestseller (rank 9999 when unranked, then by name)', async () => {
      const newest = await getOk(t, `${cat}?orderBy=DateCreated&order=desc`, ArticlePageSchema);
      expect(newest.data.map((a) => a.id)).toEqual([
        A.eple,
        A.banan,
        A.apekatt,
        A.apen,
        A.ovelse,
        A.aerfugl,
        A.zebra,
      ]);
      const best = await getOk(t, `${cat}?orderBy=Bestseller`, ArticlePageSchema);
      expect(best.data.map((a) => a.id)).toEqual([
        A.aerfugl,
        A.apen,
        A.apekatt,
        A.banan,
        A.eple,
        A.zebra,
        A.ovelse,
      ]);
    });

    it('refuses malformed query values with 422 and a Norwegian message', async () => {
      const cases: [string, string][] = [
        ['page=0', 'page må være minst 1'],
        ['page=abc', 'page må være et heltall'],
        ['per_page=101', 'per_page kan ikke være større enn 100'],
        ['orderBy=Colour', 'orderBy må være en av Name, Price, DateCreated, Bestseller'],
        ['order=up', 'order må være asc eller desc'],
        ['page=1&page=2', 'page må være et heltall'],
      ];
      for (const [query, message] of cases) {
        const error = await getError(t, `${cat}?${query}`);
        expect(error, query).toMatchObject({ status: 422, message, code: 'VALIDATION_ERROR' });
        expect(error.contentType).toContain('application/json');
      }
    });

    it('404 for an unknown category, 422 for a malformed id', async () => {
      expect(await getError(t, `/categories/${UNKNOWN_ID}/articles`)).toMatchObject({
        status: 404,
        message: 'Fant ikke kategorien',
      });
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await getError(t, `/categories/${id}/articles`)).status, id).toBe(422);
      }
    });
  });

  describe('GET /subcategories/{id}/articles', () => {
    it('lists the subcategory; an empty one has one empty page', async () => {
      const page = await getOk(
        t,
        `/subcategories/${FIXTURE.subcategoryId}/articles?per_page=2`,
        ArticlePageSchema,
      );
      expect(page.meta).toEqual({ current_page: 1, last_page: 4, per_page: 2, total: 7 });
      const empty = await getOk(
        t,
        `/subcategories/${FIXTURE.emptySubcategoryId}/articles`,
        ArticlePageSchema,
      );
      expect(empty).toEqual({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      });
      expect((await getError(t, `/subcategories/${UNKNOWN_ID}/articles`)).status).toBe(404);
    });
  });

  describe('GET /articles/{id}', () => {
    it('maps a discounted article: campaign price, førpris of the 30 days before, flags, stock, reviews', async () => {
      const a = await getOk(t, `/articles/${A.zebra}`, ArticleDetailSchema);
      expect(a).toMatchObject({
        id: A.zebra,
        name: 'Zebra sokk',
        price: FIXTURE_PRICES.zebra.campaign,
        originalPrice: FIXTURE_PRICES.zebra.original,
        // 35 000 was in force 25–20 days before the campaign began; 20 000 is older than 30 days.
        previousLowestPrice: FIXTURE_PRICES.zebra.expected30DayLow,
        canPurchase: true,
        featured: true,
        visible: true,
        onlyCC: true,
        webPurchaseLimit: 2,
        averageRating: 4.3,
        bestseller: { qtyRank: 9999, turnoverRank: 9999 },
        webDescription: 'Webtekst',
        washLabel: '40 grader',
        careLabel: null,
        brand: { id: FIXTURE.brandId, name: 'Fixturemerke' },
        gender: { id: 10, name: 'Uni' },
        category: { id: FIXTURE.categoryId, name: 'Fixturekategori' },
        articleGroup2ID: FIXTURE.subcategoryId,
        articleGroup3ID: FIXTURE.groupId,
      });
      // Only the running campaign; the raw 'Klikk & Hent' title stays on the campaign itself.
      expect(a.campaigns).toEqual([
        {
          id: FIXTURE.campaignIds.running,
          articleId: A.zebra,
          price: 29900,
          labelType: 'percent',
          labelData: '-40%',
        },
      ]);
      expect(new Date(a.dateCreated).toISOString()).toBe(a.dateCreated);
      // Stock of the hidden shop (50 units) is not offered.
      expect(a.availability).toBe(5);
      expect(a.shops).toEqual([FIXTURE.shopIds.oslo, FIXTURE.shopIds.bergen]);
      expect(
        a.variants.map((v) => [v.id, v.size.name, v.color.name, v.availability, v.shops]),
      ).toEqual([
        [
          FIXTURE.variantIds.zebraS,
          'S',
          'Fixtureblå',
          3,
          [
            { id: FIXTURE.shopIds.oslo, qty: 3 },
            { id: FIXTURE.shopIds.bergen, qty: 0 },
          ],
        ],
        [FIXTURE.variantIds.zebraM, 'M', 'Fixtureblå', 2, [{ id: FIXTURE.shopIds.bergen, qty: 2 }]],
        [FIXTURE.variantIds.zebraRed, 'S', 'Fixturerød', 0, []],
      ]);
      expect(a.variants[0]?.color.image).toMatch(/^\/api\/v1\/images\/product\/990-0000cc-/);
      expect(a.colors.map((c) => c.id).sort()).toEqual([9901, 9902]);
      expect(a.colorGroups).toEqual([FIXTURE.colourGroupId]);
      // Approved reviews only, newest first; anonymous ones carry no name.
      expect(a.reviews.map((r) => [r.content, r.customer, r.anonymous])).toEqual([
        ['Gode sokker', 'Kari', false],
        ['Anonym ros', null, true],
      ]);
    });

    it('ignores ended, switched-off and future campaigns; no førpris without a discount', async () => {
      const banan = await getOk(t, `/articles/${A.banan}`, ArticleDetailSchema);
      expect(banan).toMatchObject({
        price: FIXTURE_PRICES.banan.final,
        originalPrice: FIXTURE_PRICES.banan.original,
        previousLowestPrice: null,
        campaigns: [],
        canPurchase: false, // PurchasableOnWeb = 0
        featured: false,
      });
      const aerfugl = await getOk(t, `/articles/${A.aerfugl}`, ArticleDetailSchema);
      expect(aerfugl).toMatchObject({
        price: 159900,
        campaigns: [],
        bestseller: { qtyRank: 1, turnoverRank: 3 },
      });
      const apen = await getOk(t, `/articles/${A.apen}`, ArticleDetailSchema);
      expect(apen).toMatchObject({ price: 89900, campaigns: [] });
    });

    it('answers a hidden article with visible=false (old links), but never lists it', async () => {
      const hidden = await getOk(t, `/articles/${A.hidden}`, ArticleDetailSchema);
      expect(hidden.visible).toBe(false);
    });

    it('404 for an unknown id, 422 for malformed ids', async () => {
      expect(await getError(t, `/articles/${UNKNOWN_ID}`)).toMatchObject({
        status: 404,
        message: 'Fant ikke artikkelen',
      });
      for (const id of ['abc', '0', '-5', '1e3', '99999999999', '%20']) {
        const error = await getError(t, `/articles/${id}`);
        expect(error.status, id).toBe(422);
        expect(error.message).toMatch(/^Ugyldig id/);
      }
    });
  });

  describe('GET /articles/availability/{id}', () => {
    it('gives stock per variant per visible shop, and per-shop totals', async () => {
      const availability = await getOk(
        t,
        `/articles/availability/${A.zebra}`,
        ArticleAvailabilitySchema,
      );
      expect(availability.articleId).toBe(A.zebra);
      expect(availability.variants.map((v) => [v.id, v.availability])).toEqual([
        [FIXTURE.variantIds.zebraS, 3],
        [FIXTURE.variantIds.zebraM, 2],
        [FIXTURE.variantIds.zebraRed, 0],
      ]);
      expect(availability.shops).toEqual([
        { id: FIXTURE.shopIds.oslo, qty: 3 },
        { id: FIXTURE.shopIds.bergen, qty: 2 },
      ]);
      expect((await getError(t, `/articles/availability/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await getError(t, '/articles/availability/x')).status).toBe(422);
    });
  });

  describe('GET /articles/bundle', () => {
    it('keeps the given order, skips unknown and hidden ids and repeats', async () => {
      const ids = [A.apen, UNKNOWN_ID, A.zebra, A.hidden, A.apen].join(',');
      const list = await getOk(t, `/articles/bundle?articles=${ids}`, ArticleListSchema);
      expect(list.map((a) => a.id)).toEqual([A.apen, A.zebra]);
      // The /utvalg/{ids} route joins with '+', which arrives as a space.
      const plus = await getOk(
        t,
        `/articles/bundle?articles=${A.zebra}+${A.apen}`,
        ArticleListSchema,
      );
      expect(plus.map((a) => a.id)).toEqual([A.zebra, A.apen]);
    });
    it('422 for a missing, malformed or too long list', async () => {
      expect(await getError(t, '/articles/bundle')).toMatchObject({
        status: 422,
        message: 'articles må inneholde minst én artikkel-id',
      });
      expect((await getError(t, '/articles/bundle?articles=1,abc')).status).toBe(422);
      const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect((await getError(t, `/articles/bundle?articles=${tooMany}`)).status).toBe(422);
    });
  });

  describe('filter lists', () => {
    it('GET /productlines, /genders, /colorgroups, /brands match their schemas', async () => {
      await getOk(t, '/productlines', ProductLineListSchema);
      expect(await getOk(t, '/genders', GenderListSchema)).toContainEqual({ id: 10, name: 'Uni' });
      expect(await getOk(t, '/colorgroups', ColourGroupListSchema)).toContainEqual({
        id: FIXTURE.colourGroupId,
        label: 'Fixturerød',
        name: 'fixture-red',
        hex: '#cc0000',
        colorId: null,
      });
      const brands = await getOk(t, '/brands', BrandListSchema);
      expect(brands).toContainEqual({
        id: FIXTURE.brandId,
        name: 'Fixturemerke',
        slug: 'fixturemerke',
      });
      const names = brands.map((b) => b.name);
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('nb-NO', { sensitivity: 'base', numeric: true }).compare),
      );
    });
  });

  describe('GET /shops', () => {
    it('lists visible shops in Norwegian name order with hours, coordinates and contact', async () => {
      const shops = await getOk(t, '/shops', ShopListSchema);
      const ids = shops.map((s) => s.id);
      expect(ids).not.toContain(FIXTURE.shopIds.hidden);
      expect(ids.indexOf(FIXTURE.shopIds.bergen)).toBeLessThan(ids.indexOf(FIXTURE.shopIds.oslo));
      expect(shops.find((s) => s.id === FIXTURE.shopIds.oslo)).toMatchObject({
        coords: { lat: 59.9, lon: 10.7 },
        distance: null,
        chain: 1,
        phone: '12345678',
        openingHours: {
          regular: [{ day: 1, name: 'Mandag', opens: '10:00', closes: '20:00' }],
          exceptions: [],
        },
      });
    });
  });

  describe('postcodes', () => {
    it('GET /postalcodes/{code} answers CoordLat and CoordLong', async () => {
      const code = await getOk(t, `/postalcodes/${FIXTURE.postcode}`, PostalCodeSchema);
      expect(code).toEqual({
        postcode: FIXTURE.postcode,
        place: 'TESTBY',
        municipality: 'TESTBY',
        county: 'Testfylke',
        CoordLat: 69.5,
        CoordLong: 19.1,
      });
    });
    it('422 unless four digits, 404 when unknown', async () => {
      for (const code of ['123', '12345', 'abcd', '12a4']) {
        expect(await getError(t, `/postalcodes/${code}`), code).toMatchObject({
          status: 422,
          message: 'Postnummer må være fire siffer',
        });
      }
      expect(await getError(t, '/postalcodes/0000')).toMatchObject({
        status: 404,
        message: 'Fant ikke postnummer 0000',
      });
    });
    it('GET /postalcodes lists, filters by number or place prefix, and limits', async () => {
      const all = await getOk(t, '/postalcodes', PostalCodeListSchema);
      expect(all.map((p) => p.postcode)).toContain(FIXTURE.postcode);
      const byNumber = await getOk(t, '/postalcodes?q=999', PostalCodeListSchema);
      expect(byNumber.every((p) => p.postcode.startsWith('999'))).toBe(true);
      const byPlace = await getOk(t, '/postalcodes?q=testb', PostalCodeListSchema);
      expect(byPlace.map((p) => p.postcode)).toEqual([FIXTURE.postcode]);
      // LIKE wildcards are literal.
      expect(await getOk(t, '/postalcodes?q=%25', PostalCodeListSchema)).toEqual([]);
      expect((await getOk(t, '/postalcodes?limit=1', PostalCodeListSchema)).length).toBe(1);
      expect((await getError(t, '/postalcodes?limit=0')).status).toBe(422);
    });
  });

  describe('settings, bestsellers', () => {
    it('GET /settings is a key → value object', async () => {
      await getOk(t, '/settings', SettingsSchema);
    });
    it('GET /bestsellers lists ranked visible articles, best first', async () => {
      const list = await getOk(t, '/bestsellers', BestsellerListSchema);
      const ranks = list.map((b) => b.qty_rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(list).toContainEqual({ article_id: A.aerfugl, qty_rank: 1, turnover_rank: 3 });
      expect(list.every((b) => b.qty_rank < 9999)).toBe(true);
    });
  });

  describe('campaigns', () => {
    it('GET /campaigns/ lists running campaigns in the server shape with raw titles', async () => {
      const list = await getOk(t, '/campaigns/', ServerCampaignListSchema);
      const ids = list.map((c) => c.CampaignID);
      expect(ids).toContain(FIXTURE.campaignIds.running);
      for (const id of [
        FIXTURE.campaignIds.expired,
        FIXTURE.campaignIds.switchedOff,
        FIXTURE.campaignIds.future,
      ]) {
        expect(ids).not.toContain(id);
      }
      const running = list.find((c) => c.CampaignID === FIXTURE.campaignIds.running);
      // Raw title: the 'Ukens annonse!' display name is the client's mapCampaign rule.
      expect(running).toMatchObject({
        ShortTitle: 'Klikk & Hent',
        articlesCount: 1,
        ShowImage: true,
      });
      // Without the trailing slash too.
      expect(await getOk(t, '/campaigns', ServerCampaignListSchema)).toEqual(list);
    });
    it("GET /campaigns/{id}/articles: a running campaign's visible articles; 404 when ended or unknown", async () => {
      const page = await getOk(
        t,
        `/campaigns/${FIXTURE.campaignIds.running}/articles`,
        ArticlePageSchema,
      );
      expect(page.data.map((a) => a.id)).toEqual([A.zebra]);
      expect(page.meta.total).toBe(1);
      expect(await getError(t, `/campaigns/${FIXTURE.campaignIds.expired}/articles`)).toMatchObject(
        {
          status: 404,
          message: 'Kampanjen er ikke aktiv',
        },
      );
      expect((await getError(t, `/campaigns/${UNKNOWN_ID}/articles`)).status).toBe(404);
      expect((await getError(t, '/campaigns/x/articles')).status).toBe(422);
    });
    it('GET /campaigns/{id} describes one campaign, also an ended one', async () => {
      const ended = await getOk(
        t,
        `/campaigns/${FIXTURE.campaignIds.expired}`,
        ServerCampaignSchema,
      );
      expect(ended.ShortTitle).toBe('Utløpt kampanje');
    });
    it('GET /campaigns/combined/articles: articles of all running campaigns', async () => {
      const page = await getOk(t, '/campaigns/combined/articles?per_page=100', ArticlePageSchema);
      const ids = page.data.map((a) => a.id);
      expect(ids).toContain(A.zebra);
      for (const id of [A.banan, A.hidden, A.aerfugl, A.apen]) expect(ids).not.toContain(id);
      expect(page.data.every((a) => a.campaigns.length > 0)).toBe(true);
    });
  });

  describe('promo codes and shipping', () => {
    it('GET /promocodes lists running codes without the code itself', async () => {
      const res = await t.app.inject({ url: '/api/v1/promocodes' });
      expect(res.body).not.toContain(FIXTURE.promo.valid);
      const list = await getOk(t, '/promocodes', PublicPromocodeListSchema);
      expect(list.some((p) => p.Amount === 10 && p.Fixed === false)).toBe(true);
      expect(list.every((p) => !('Name' in p))).toBe(true);
    });
    it('GET /promocodes/check/{code}: valid (any case) → the code; expired, future, unknown → 404', async () => {
      const code = await getOk(
        t,
        `/promocodes/check/${FIXTURE.promo.valid.toLowerCase()}`,
        PromocodeSchema,
      );
      expect(code).toMatchObject({
        Name: FIXTURE.promo.valid,
        Fixed: false,
        Amount: 10,
        Type: 'order',
      });
      for (const name of [FIXTURE.promo.expired, FIXTURE.promo.future, 'FINNESIKKE']) {
        expect(await getError(t, `/promocodes/check/${name}`), name).toMatchObject({
          status: 404,
          message: 'Rabattkoden er ugyldig eller utløpt',
          code: 'PROMOCODE_INVALID',
        });
      }
      expect((await getError(t, '/promocodes/check/%3Cscript%3E')).status).toBe(422);
    });
    it('GET /shipping_methods answers { data } with delivery at 19900 øre', async () => {
      const { data } = await getOk(t, '/shipping_methods', ShippingMethodsResponseSchema);
      expect(data).toContainEqual(expect.objectContaining({ id: 'delivery', price: 19900 }));
    });
  });

  describe('query budget', () => {
    /** Counts round trips on the database client (PGlite's `query`, node-postgres' pool `query`). */
    async function countQueries(url: string): Promise<number> {
      const client = (
        t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
      ).$client;
      const original = client.query;
      let n = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        n += 1;
        return original.apply(this, args);
      };
      try {
        const res = await t.app.inject({ url: `/api/v1${url}` });
        expect(res.statusCode).toBe(200);
      } finally {
        client.query = original;
      }
      return n;
    }

    it('a listing page costs the same handful of queries for 3 or 100 articles (no N+1)', async () => {
      // Both pages hold a discounted article, so both need the price-history query.
      const small = await countQueries(`${cat}?per_page=3&orderBy=Price`);
      const large = await countQueries(`${cat}?per_page=100&orderBy=Price`);
      expect(small).toBeLessThanOrEqual(8);
      expect(large).toBe(small);
    });

    it('the detailed article and the category tree are a few queries each', async () => {
      expect(await countQueries(`/articles/${A.zebra}`)).toBeLessThanOrEqual(8);
      expect(await countQueries('/categories')).toBeLessThanOrEqual(3);
    });
  });

  describe('Norwegian collation on the database', () => {
    it('name_sort agrees with PostgreSQL ICU nb-NO where the server has it', async () => {
      if (t.dialect !== 'pg') return; // PGlite has no ICU: name_sort is the portable key on both.
      const [probe] = (
        await t.db.execute(
          sql`select count(*)::int as n from pg_collation where collname = 'nb-NO-x-icu'`,
        )
      ).rows as { n: number }[];
      if (!probe || probe.n === 0) return;
      const byIcu = await t.db
        .select({ id: articles.id })
        .from(articles)
        .where(sql`${articles.categoryId} = ${FIXTURE.categoryId} and ${articles.visibleOnWeb} = 1`)
        .orderBy(sql`${articles.name} collate "nb-NO-x-icu"`);
      const page = await getOk(t, cat, ArticlePageSchema);
      expect(page.data.map((a) => a.id)).toEqual(byIcu.map((r) => r.id));
    });
  });
});
