/**
 * The read calls on the real app (`buildApp`: error handler, sessions, CSRF, every module)
 * over the generated demo data plus the fixture, on PGlite and (with DATABASE_URL)
 * PostgreSQL. Checks what generated data can show: every answer matches its contract,
 * listings walk cleanly in Norwegian order, the price rules hold for every article, and the
 * spec's constants are in place.
 */
import { inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import * as S from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nbSortKey } from '../../db/collation';
import { articles } from '../../db/schema';
import { insertSession } from '../../http/session-store';
import { NOT_LOGGED_IN_MESSAGE } from '../polls/routes';
import { buildTestApp, getError, getOk, TEST_DIALECTS, type TestApp } from './test-app';
import { FIXTURE } from './test-fixture';

describe.each(TEST_DIALECTS)('read calls on seeded demo data (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, fullApp: true });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every read call answers 200 and matches its contract', async () => {
    const categories = await getOk(t, '/categories', S.CategoryListSchema);
    const category = categories.find((c) => c.count > 0);
    const sub = category?.subcategories.find((s) => s.count > 0);
    expect(sub).toBeDefined();
    const page = await getOk(t, `/categories/${category?.id}/articles`, S.ArticlePageSchema);
    const article = page.data[0];
    const posts = await getOk(t, '/fb/getPosts', S.SocialPostListSchema);
    const blog = await getOk(t, '/blog/posts', S.BlogPostPageSchema);
    const blogCategories = await getOk(t, '/blog/categories', S.BlogCategoryListSchema);
    const campaigns = await getOk(t, '/campaigns/', S.ServerCampaignListSchema);
    const polls = await getOk(t, '/polls/active', S.PollListSchema);
    const calls: [string, v.GenericSchema][] = [
      [`/subcategories/${sub?.ArticleGroup2ID}/groups`, S.ArticleGroupListSchema],
      [
        `/subcategories/${sub?.ArticleGroup2ID}/articles?orderBy=Price&order=desc`,
        S.ArticlePageSchema,
      ],
      [
        `/categories/${category?.id}/articles?orderBy=Bestseller&per_page=50&page=2`,
        S.ArticlePageSchema,
      ],
      [`/categories/${category?.id}/articles?orderBy=DateCreated&order=desc`, S.ArticlePageSchema],
      [`/articles/${article?.id}`, S.ArticleDetailSchema],
      [`/articles/availability/${article?.id}`, S.ArticleAvailabilitySchema],
      [`/articles/bundle?articles=${page.data.map((a) => a.id).join(',')}`, S.ArticleListSchema],
      ['/productlines', S.ProductLineListSchema],
      ['/genders', S.GenderListSchema],
      ['/colorgroups', S.ColourGroupListSchema],
      ['/brands', S.BrandListSchema],
      ['/shops', S.ShopListSchema],
      ['/postalcodes?q=01', S.PostalCodeListSchema],
      ['/postalcodes/0150', S.PostalCodeSchema],
      ['/settings', S.SettingsSchema],
      ['/bestsellers', S.BestsellerListSchema],
      ['/promocodes', S.PublicPromocodeListSchema],
      ['/shipping_methods', S.ShippingMethodsResponseSchema],
      ['/campaigns/combined/articles', S.ArticlePageSchema],
      ...campaigns.map((c): [string, v.GenericSchema] => [
        `/campaigns/${c.CampaignID}/articles`,
        S.ArticlePageSchema,
      ]),
      ['/page/all', S.HomePageListSchema],
      ['/page/allActive', S.HomePageListSchema],
      ['/page/slug/om-oss', S.InformationPageSchema],
      ...posts.slice(0, 3).flatMap((p): [string, v.GenericSchema][] => [
        [`/fb/getPostArticles/${p.id}`, S.ArticleListSchema],
        [`/fb/getPostVariants/${p.id}`, S.SocialPostVariantListSchema],
      ]),
      ...blog.data.slice(0, 3).flatMap((p): [string, v.GenericSchema][] => [
        [`/blog/${p.slug}`, S.BlogPostSchema],
        [`/blog/post/${p.id}`, S.BlogPostSchema],
      ]),
      ...blogCategories.map((c): [string, v.GenericSchema] => [
        `/blog/category/${c.slug}`,
        S.BlogCategoryPageSchema,
      ]),
      ...polls.map((p): [string, v.GenericSchema] => [`/polls/${p.id}`, S.PollSchema]),
    ];
    for (const [url, schema] of calls) await getOk(t, url, schema);
    expect(calls.length).toBeGreaterThan(30);
  });

  it('anonymous catalogue reads create no session (no cookie, no row per visitor)', async () => {
    for (const url of [
      '/api/v1/categories',
      `/api/v1/articles/${FIXTURE.articles.zebra}`,
      '/api/v1/shops',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('walks every page of each category in Norwegian name order, without gaps or repeats', async () => {
    const categories = await getOk(t, '/categories', S.CategoryListSchema);
    for (const category of categories) {
      const names: string[] = [];
      const ids = new Set<number>();
      let page = 1;
      let last = 1;
      do {
        const res = await getOk(
          t,
          `/categories/${category.id}/articles?per_page=100&page=${page}`,
          S.ArticlePageSchema,
        );
        last = res.meta.last_page;
        expect(res.meta.total).toBe(category.count);
        for (const a of res.data) {
          ids.add(a.id);
          names.push(a.name);
        }
        page += 1;
      } while (page <= last);
      expect(ids.size, category.name).toBe(category.count);
      const keys = names.map(nbSortKey);
      expect(keys, category.name).toEqual([...keys].sort());
    }
  });

  it('price rules hold for every campaign article: lowest running price, førpris exactly when discounted', async () => {
    const { data } = await getOk(
      t,
      '/campaigns/combined/articles?per_page=100',
      S.ArticlePageSchema,
    );
    expect(data.length).toBeGreaterThan(0);
    const finals = new Map(
      (
        await t.db
          .select({ id: articles.id, finalPrice: articles.finalPrice })
          .from(articles)
          .where(
            inArray(
              articles.id,
              data.map((a) => a.id),
            ),
          )
      ).map((r) => [r.id, r.finalPrice]),
    );
    for (const a of data) {
      const final = finals.get(a.id) ?? Number.NaN;
      const lowestCampaign = Math.min(...a.campaigns.map((c) => c.price));
      expect(a.price, String(a.id)).toBe(Math.min(final, lowestCampaign));
      expect(a.previousLowestPrice !== null, String(a.id)).toBe(a.price < final);
      expect(Number.isInteger(a.price)).toBe(true);
    }
  });

  it('articles without a running campaign show their final price and no førpris', async () => {
    const categories = await getOk(t, '/categories', S.CategoryListSchema);
    const { data } = await getOk(
      t,
      `/categories/${categories[0]?.id}/articles?per_page=100`,
      S.ArticlePageSchema,
    );
    const plain = data.filter((a) => a.campaigns.length === 0);
    expect(plain.length).toBeGreaterThan(0);
    const finals = new Map(
      (
        await t.db
          .select({ id: articles.id, finalPrice: articles.finalPrice })
          .from(articles)
          .where(
            inArray(
              articles.id,
              plain.map((a) => a.id),
            ),
          )
      ).map((r) => [r.id, r.finalPrice]),
    );
    for (const a of plain) {
      expect(a.price).toBe(finals.get(a.id));
      expect(a.previousLowestPrice).toBeNull();
    }
  });

  it('spec constants: genders, settings campaign ids, raw Klikk & Hent title, delivery 19900', async () => {
    const genders = await getOk(t, '/genders', S.GenderListSchema);
    expect(genders).toEqual([
      { id: 1, name: 'Herre' },
      { id: 2, name: 'Dame' },
      { id: 4, name: 'Barn' },
      { id: 10, name: 'Uni' },
      { id: 11, name: 'Junior' },
    ]);
    const settings = await getOk(t, '/settings', S.SettingsSchema);
    expect(settings.campaigns).toMatchObject({ fixed: 879, farmen: 906 });
    expect(JSON.stringify(settings.campaigns)).toContain('957');
    const campaigns = await getOk(t, '/campaigns/', S.ServerCampaignListSchema);
    expect(campaigns.map((c) => c.ShortTitle)).toContain('Klikk & Hent');
    const { data } = await getOk(t, '/shipping_methods', S.ShippingMethodsResponseSchema);
    expect(data.find((m) => m.id === 'delivery')?.price).toBe(19900);
    const oslo = await getOk(t, '/postalcodes/0150', S.PostalCodeSchema);
    expect(oslo.place).toBe('OSLO');
    expect(oslo.CoordLat).toBeCloseTo(59.9, 0);
    expect(oslo.CoordLong).toBeCloseTo(10.7, 0);
  });

  it('bestsellers are ranked best first', async () => {
    const list = await getOk(t, '/bestsellers', S.BestsellerListSchema);
    expect(list.length).toBeGreaterThan(0);
    const ranks = list.map((b) => b.qty_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('poll scores need a logged-in session: 401 as a guest, 200 with a session cookie', async () => {
    expect(await getError(t, `/polls/${FIXTURE.poll.id}/score`)).toMatchObject({
      status: 401,
      message: NOT_LOGGED_IN_MESSAGE,
    });
    const { token } = await insertSession(t.db, { customerId: FIXTURE.customerId });
    const score = await getOk(t, `/polls/${FIXTURE.poll.id}/score`, S.PollScoreSchema, {
      cookie: `sid=${token}`,
    });
    expect(score).toMatchObject({ pollId: FIXTURE.poll.id, score: 2, answered: 1 });
  });

  it('serves the images seeded articles point to', async () => {
    const categories = await getOk(t, '/categories', S.CategoryListSchema);
    const { data } = await getOk(
      t,
      `/categories/${categories[0]?.id}/articles?per_page=5`,
      S.ArticlePageSchema,
    );
    for (const a of data) {
      const res = await t.app.inject({ url: a.image });
      expect(res.statusCode, a.image).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('unknown routes and ids stay JSON 404s; nothing answers 500 for odd input', async () => {
    for (const url of [
      '/articles/%00',
      '/articles/1;drop table articles',
      "/categories/1'/articles",
      '/postalcodes/%F0%9F%98%80',
      '/blog/..%2F..%2Fetc',
      '/articles/bundle?articles=%00',
      '/categories/1/articles?page=1e9',
    ]) {
      const res = await t.app.inject({ url: `/api/v1${url}` });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});
