/** Home pages, information pages and social posts, on PGlite and (with DATABASE_URL) PostgreSQL. */
import {
  ArticleListSchema,
  HomePageListSchema,
  InformationPageSchema,
  SocialPostListSchema,
  SocialPostVariantListSchema,
} from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getError, getOk, TEST_DIALECTS, type TestApp } from '../catalog/test-app';
import { FIXTURE } from '../catalog/test-fixture';

describe.each(TEST_DIALECTS)('content read calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('GET /page/all lists every home page; /page/allActive only active ones; content stays a JSON string', async () => {
    const all = await getOk(t, '/page/all', HomePageListSchema);
    const names = all.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining([FIXTURE.pages.active, FIXTURE.pages.inactive]));
    const active = await getOk(t, '/page/allActive', HomePageListSchema);
    expect(active.map((p) => p.name)).toContain(FIXTURE.pages.active);
    expect(active.map((p) => p.name)).not.toContain(FIXTURE.pages.inactive);
    expect(active.every((p) => p.active)).toBe(true);
    const page = active.find((p) => p.name === FIXTURE.pages.active);
    expect(JSON.parse(page?.content ?? 'null')).toEqual([{ active: { activated: true } }]);
  });

  it('GET /page/slug/{slug} answers an information page; 404 unknown; 422 malformed', async () => {
    const page = await getOk(t, `/page/slug/${FIXTURE.pages.infoSlug}`, InformationPageSchema);
    expect(page).toMatchObject({
      slug: FIXTURE.pages.infoSlug,
      title: 'Fixtureside',
      content: '<p>Hei</p>',
    });
    expect(await getError(t, '/page/slug/finnes-ikke')).toMatchObject({
      status: 404,
      message: 'Fant ikke siden',
    });
    expect((await getError(t, '/page/slug/%3Cb%3E')).status).toBe(422);
  });

  it('GET /fb/getPosts lists posts newest first', async () => {
    const posts = await getOk(t, '/fb/getPosts', SocialPostListSchema);
    expect(posts.map((p) => p.id)).toContain(FIXTURE.socialPostId);
    const times = posts.map((p) => Date.parse(p.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('GET /fb/getPostArticles/{id} gives the tagged web-visible articles', async () => {
    const list = await getOk(t, `/fb/getPostArticles/${FIXTURE.socialPostId}`, ArticleListSchema);
    expect(list.map((a) => a.id)).toEqual([FIXTURE.articles.zebra, FIXTURE.articles.aerfugl]);
  });

  it('GET /fb/getPostVariants/{id} gives the tagged variant, or every variant of an article tagged without one', async () => {
    const list = await getOk(
      t,
      `/fb/getPostVariants/${FIXTURE.socialPostId}`,
      SocialPostVariantListSchema,
    );
    expect(list.map((v) => [v.id, v.articleId, v.articleName])).toEqual([
      [FIXTURE.variantIds.zebraRed, FIXTURE.articles.zebra, 'Zebra sokk'],
      [FIXTURE.variantIds.aerfugl, FIXTURE.articles.aerfugl, 'Ærfugldyne'],
    ]);
  });

  it('404 for an unknown post, 422 for a malformed id', async () => {
    expect(await getError(t, '/fb/getPostArticles/finnes_ikke')).toMatchObject({
      status: 404,
      message: 'Fant ikke innlegget',
    });
    expect((await getError(t, '/fb/getPostVariants/finnes_ikke')).status).toBe(404);
    expect((await getError(t, '/fb/getPostArticles/a%20b')).status).toBe(422);
  });
});
