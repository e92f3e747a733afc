/** Queries of editorial content: home pages, information pages and social posts. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homePages, informationPages, socialPostArticles, socialPosts } from '../../db/schema';

export function homePageRows(db: Db, onlyActive: boolean) {
  const query = db
    .select({
      name: homePages.name,
      pageid: homePages.pageid,
      active: homePages.active,
      content: homePages.content,
    })
    .from(homePages)
    .$dynamic();
  if (onlyActive) query.where(eq(homePages.active, true));
  return query.orderBy(asc(homePages.pageid));
}

export async function findInformationPage(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(informationPages)
    .where(eq(informationPages.slug, slug))
    .limit(1);
  return row;
}

export function socialPostRows(db: Db, limit: number) {
  return db
    .select()
    .from(socialPosts)
    .orderBy(desc(socialPosts.postedAt), asc(socialPosts.id))
    .limit(limit);
}

export async function findSocialPost(db: Db, id: string) {
  const [row] = await db
    .select({ id: socialPosts.id })
    .from(socialPosts)
    .where(eq(socialPosts.id, id))
    .limit(1);
  return row;
}

/** Tagged articles (and variants) of one post, in a stable order. */
export function socialPostTagRows(db: Db, postId: string) {
  return db
    .select({ articleId: socialPostArticles.articleId, variantId: socialPostArticles.variantId })
    .from(socialPostArticles)
    .where(eq(socialPostArticles.postId, postId))
    .orderBy(asc(socialPostArticles.articleId));
}

/** Every information page (slug, title, last change): the sitemap and the server's routing. */
export function informationPageList(db: Db) {
  return db
    .select({
      slug: informationPages.slug,
      title: informationPages.title,
      updatedAt: informationPages.updatedAt,
    })
    .from(informationPages)
    .orderBy(informationPages.slug);
}
