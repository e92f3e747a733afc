/** Blog queries: published posts (newest first), a post (drafts for previews), categories with post counts. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogPostCategories, blogPosts } from '../../db/schema';

const published = eq(blogPosts.published, true);

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  publishedAt: blogPosts.publishedAt,
  mainArticleId: blogPosts.mainArticleId,
};

export async function countPublishedPosts(db: Db, categoryId?: number): Promise<number> {
  if (categoryId === undefined) {
    const [row] = await db.select({ n: count() }).from(blogPosts).where(published);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(blogPosts)
    .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
    .where(and(published, eq(blogPostCategories.categoryId, categoryId)));
  return row?.n ?? 0;
}

export function publishedPostPage(db: Db, limit: number, offset: number, categoryId?: number) {
  const base = db.select(summaryColumns).from(blogPosts).$dynamic();
  if (categoryId !== undefined) {
    base
      .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
      .where(and(published, eq(blogPostCategories.categoryId, categoryId)));
  } else {
    base.where(published);
  }
  return base.orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit).offset(offset);
}

/** A post by id or slug; drafts only when `drafts` (an editor's preview). */
export async function findPost(
  db: Db,
  by: { id: number } | { slug: string },
  { drafts = false }: { drafts?: boolean } = {},
) {
  const key = 'id' in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug);
  const [row] = await db
    .select({
      ...summaryColumns,
      text: blogPosts.text,
      relatedArticleIds: blogPosts.relatedArticleIds,
    })
    .from(blogPosts)
    .where(drafts ? key : and(published, key))
    .limit(1);
  return row;
}

/** Categories of several posts at once (a list page is one query, not one per post). */
export function postCategoryRows(db: Db, postIds: readonly number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: blogPostCategories.postId,
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
    })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, [...postIds]))
    .orderBy(asc(blogCategories.name), asc(blogCategories.id));
}

export function categoryRows(db: Db) {
  return db.select().from(blogCategories).orderBy(asc(blogCategories.id));
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug))
    .limit(1);
  return row;
}

/** Published posts per category. */
export function categoryPostCounts(db: Db) {
  return db
    .select({ categoryId: blogPostCategories.categoryId, n: count() })
    .from(blogPostCategories)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
    .where(published)
    .groupBy(blogPostCategories.categoryId);
}
