/**
 * Content rules: home pages (content kept as the editors' JSON string, spec §3), information
 * pages by slug, and the social-post feed with the articles and variants tagged in a post.
 */
import type {
  Article,
  HomePage,
  InformationPage,
  SocialPost,
  SocialPostVariant,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { loadArticleList, loadVariants } from '../catalog/articles';
import { notFound } from '../../http/route';
import { visibleArticleIds } from '../catalog/queries';
import {
  findInformationPage,
  findSocialPost,
  homePageRows,
  informationPageList,
  socialPostRows,
  socialPostTagRows,
} from './queries';

/** The feed holds a few dozen posts; the bound keeps one answer small if editors add hundreds. */
const SOCIAL_POST_LIMIT = 100;

export async function homePages(db: Db, onlyActive: boolean): Promise<HomePage[]> {
  return homePageRows(db, onlyActive);
}

export async function informationPage(db: Db, slug: string): Promise<InformationPage> {
  const row = await findInformationPage(db, slug);
  if (!row) throw notFound('Fant ikke siden');
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function socialPosts(db: Db): Promise<SocialPost[]> {
  return (await socialPostRows(db, SOCIAL_POST_LIMIT)).map((p) => ({
    id: p.id,
    media_type: p.mediaType,
    media_url: p.mediaUrl,
    thumbnail_url: p.thumbnailUrl,
    permalink: p.permalink,
    caption: p.caption,
    timestamp: p.postedAt.toISOString(),
  }));
}

async function tagsOf(db: Db, postId: string) {
  if (!(await findSocialPost(db, postId))) throw notFound('Fant ikke innlegget');
  return socialPostTagRows(db, postId);
}

/** Web-visible articles shown in a post. */
export async function socialPostArticles(db: Db, postId: string, now: Date): Promise<Article[]> {
  const tags = await tagsOf(db, postId);
  return loadArticleList(
    db,
    tags.map((t) => t.articleId),
    now,
  );
}

/**
 * The exact variants tagged in a post; a tag without a variant stands for every variant of
 * its article. Variants of articles hidden from the web are left out like in listings.
 */
export async function socialPostVariants(db: Db, postId: string): Promise<SocialPostVariant[]> {
  const tags = await tagsOf(db, postId);
  const visible = await visibleArticleIds(
    db,
    tags.map((t) => t.articleId),
  );
  const variantIds = tags.flatMap((t) =>
    t.variantId !== null && visible.has(t.articleId) ? [t.variantId] : [],
  );
  const wholeArticles = tags.flatMap((t) =>
    t.variantId === null && visible.has(t.articleId) ? [t.articleId] : [],
  );
  if (variantIds.length === 0 && wholeArticles.length === 0) return [];
  const variants = await loadVariants(db, { variantIds, articleIds: wholeArticles });
  return variants.map(({ colourGroupId: _g, ...variant }) => variant);
}

export function informationPages(db: Db) {
  return informationPageList(db);
}
