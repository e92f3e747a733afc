/**
 * Content calls for the home page: pages (content = JSON string of sections), social posts and
 * the articles linked to a post.
 */
import {
  ArticleListSchema,
  HOME_SLIDER_VARIANT,
  HomePageListSchema,
  parseHomeSections,
  SocialPostListSchema,
  type Article,
  type HomePage,
  type HomeSection,
  type SocialPost,
} from 'shared-contracts';
import { getJson, resource, type Resource } from './http';

export const activePagesResource = (): Resource<HomePage[]> =>
  resource('pages:active', () => getJson('/page/allActive', HomePageListSchema));

/** Preview of any page by name, active or not. */
export const allPagesResource = (): Resource<HomePage[]> =>
  resource('pages:all', () => getJson('/page/all', HomePageListSchema));

export const socialPostsResource = (): Resource<SocialPost[]> =>
  resource('fb:posts', () => getJson('/fb/getPosts', SocialPostListSchema));

export const postArticlesResource = (postId: string): Resource<Article[]> =>
  resource(`fb:articles:${postId}`, () =>
    getJson(`/fb/getPostArticles/${encodeURIComponent(postId)}`, ArticleListSchema),
  );

/** Editors' JSON: a broken section is logged and skipped, the rest of the page still shows. */
export function sectionsOf(page: HomePage): HomeSection[] {
  return parseHomeSections(page.content, (index, issues) => {
    console.error(
      `[mf-catalog] home page '${page.name}' section ${index} is malformed; skipped`,
      issues,
    );
  });
}

/** Article ids of the product sliders, in order, without duplicates. */
export function sliderArticleIds(sections: readonly HomeSection[]): number[] {
  const ids = new Set<number>();
  for (const section of sections) {
    if (section.boxVariant.id !== HOME_SLIDER_VARIANT) continue;
    for (const item of section.content) {
      if (typeof item.id === 'number' && Number.isInteger(item.id) && item.id > 0) ids.add(item.id);
    }
  }
  return [...ids];
}
