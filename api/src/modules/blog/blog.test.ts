/** Blog read calls, on PGlite and (with DATABASE_URL) PostgreSQL. */
import {
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogPostPageSchema,
  BlogPostSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getError, getOk, TEST_DIALECTS, type TestApp } from '../catalog/test-app';
import { FIXTURE } from '../catalog/test-fixture';

const B = FIXTURE.blog;

describe.each(TEST_DIALECTS)('blog read calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('GET /blog/posts pages published posts, newest first, without drafts', async () => {
    const page = await getOk(t, '/blog/posts', BlogPostPageSchema);
    expect(page.meta.current_page).toBe(1);
    expect(page.meta.per_page).toBe(12);
    const ids = page.data.map((p) => p.id);
    expect(ids).toContain(B.postId);
    expect(ids).not.toContain(B.draftId);
    const times = page.data.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const fixture = page.data.find((p) => p.id === B.postId);
    expect(fixture?.categories).toEqual([
      { id: B.categoryId, slug: B.categorySlug, name: 'Fixturekategori' },
    ]);
    expect((await getError(t, '/blog/posts?page=0')).status).toBe(422);
    expect((await getError(t, '/blog/posts?per_page=500')).status).toBe(422);
  });

  it('GET /blog/{slug} and /blog/post/{id}: the post with its main and related articles (visible, in order)', async () => {
    const bySlug = await getOk(t, `/blog/${B.postSlug}`, BlogPostSchema);
    expect(bySlug.title).toBe('Fixtureinnlegg');
    expect(bySlug.text).toBe('<p>Tekst</p>');
    expect(bySlug.mainArticle?.id).toBe(FIXTURE.articles.zebra);
    expect(bySlug.relatedArticles.map((a) => a.id)).toEqual([
      FIXTURE.articles.apen,
      FIXTURE.articles.aerfugl,
    ]);
    const byId = await getOk(t, `/blog/post/${B.postId}`, BlogPostSchema);
    expect(byId).toEqual(bySlug);
  });

  it('drafts and unknown posts are 404; malformed ids 422', async () => {
    expect(await getError(t, `/blog/post/${B.draftId}`)).toMatchObject({
      status: 404,
      message: 'Fant ikke blogginnlegget',
    });
    expect((await getError(t, '/blog/fixture-utkast')).status).toBe(404);
    expect((await getError(t, '/blog/finnes-ikke')).status).toBe(404);
    expect((await getError(t, '/blog/post/abc')).status).toBe(422);
  });

  it('GET /blog/preview/{slug} shows a draft too, never cached or indexed; unknown is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/blog/preview/fixture-utkast' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const draft = v.parse(BlogPostSchema, res.json());
    expect(draft.id).toBe(B.draftId);
    const published = await getOk(t, `/blog/preview/${B.postSlug}`, BlogPostSchema);
    expect(published).toEqual(await getOk(t, `/blog/${B.postSlug}`, BlogPostSchema));
    expect(await getError(t, '/blog/preview/finnes-ikke')).toMatchObject({
      status: 404,
      message: 'Fant ikke blogginnlegget',
    });
  });

  it('GET /blog/categories counts published posts only', async () => {
    const list = await getOk(t, '/blog/categories', BlogCategoryListSchema);
    expect(list).toContainEqual({
      id: B.categoryId,
      slug: B.categorySlug,
      name: 'Fixturekategori',
      postsCount: 1,
    });
  });

  it('GET /blog/category/{slug} pages the category; 404 when unknown', async () => {
    const page = await getOk(t, `/blog/category/${B.categorySlug}`, BlogCategoryPageSchema);
    expect(page.category.postsCount).toBe(1);
    expect(page.data.map((p) => p.id)).toEqual([B.postId]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 1 });
    expect(await getError(t, '/blog/category/finnes-ikke')).toMatchObject({
      status: 404,
      message: 'Fant ikke bloggkategorien',
    });
  });
});
