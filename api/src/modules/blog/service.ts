/**
 * Blog ("inspirasjon") rules: only published posts are shown, newest first; a post's main and
 * related articles are loaded in one batch and only while they are shown on the web.
 */
import type {
  BlogCategory,
  BlogCategoryPage,
  BlogListQuery,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { loadArticles } from '../catalog/articles';
import { notFound } from '../../http/route';
import { paginationMeta } from '../catalog/service';
import {
  categoryPostCounts,
  categoryRows,
  countPublishedPosts,
  findCategoryBySlug,
  findPost,
  postCategoryRows,
  publishedPostPage,
} from './queries';

type SummaryRow = Awaited<ReturnType<typeof publishedPostPage>>[number];

async function summaries(db: Db, rows: readonly SummaryRow[]): Promise<BlogPostSummary[]> {
  const cats = await postCategoryRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.image,
    publishedAt: row.publishedAt.toISOString(),
    mainArticleId: row.mainArticleId,
    categories: cats
      .filter((c) => c.postId === row.id)
      .map(({ id, slug, name }) => ({ id, slug, name })),
  }));
}

export async function postPage(db: Db, query: BlogListQuery): Promise<BlogPostPage> {
  const offset = (query.page - 1) * query.per_page;
  const [total, rows] = await Promise.all([
    countPublishedPosts(db),
    publishedPostPage(db, query.per_page, offset),
  ]);
  return {
    data: await summaries(db, rows),
    meta: paginationMeta(total, query.page, query.per_page),
  };
}

/** A published post; with `drafts` (the preview call) an unpublished one too. */
export async function post(
  db: Db,
  by: { id: number } | { slug: string },
  now: Date,
  options: { drafts?: boolean } = {},
): Promise<BlogPost> {
  const row = await findPost(db, by, options);
  if (!row) throw notFound('Fant ikke blogginnlegget');
  const related = [...new Set(row.relatedArticleIds)];
  const ids = row.mainArticleId === null ? related : [row.mainArticleId, ...related];
  const [articles, [summary]] = await Promise.all([
    loadArticles(db, ids, now, { onlyVisible: true }),
    summaries(db, [row]),
  ]);
  return {
    ...(summary as BlogPostSummary),
    text: row.text,
    mainArticle: row.mainArticleId === null ? null : (articles.get(row.mainArticleId) ?? null),
    relatedArticles: related.flatMap((id) => articles.get(id) ?? []),
  };
}

export async function categories(db: Db): Promise<BlogCategory[]> {
  const [rows, counts] = await Promise.all([categoryRows(db), categoryPostCounts(db)]);
  const byId = new Map(counts.map((c) => [c.categoryId, c.n]));
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    postsCount: byId.get(c.id) ?? 0,
  }));
}

export async function categoryPage(
  db: Db,
  slug: string,
  query: BlogListQuery,
): Promise<BlogCategoryPage> {
  const category = await findCategoryBySlug(db, slug);
  if (!category) throw notFound('Fant ikke bloggkategorien');
  const offset = (query.page - 1) * query.per_page;
  const [total, rows] = await Promise.all([
    countPublishedPosts(db, category.id),
    publishedPostPage(db, query.per_page, offset, category.id),
  ]);
  return {
    category: { id: category.id, slug: category.slug, name: category.name, postsCount: total },
    data: await summaries(db, rows),
    meta: paginationMeta(total, query.page, query.per_page),
  };
}
