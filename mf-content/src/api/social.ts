/** Social-post feed calls of spec §7 (GET /fb/…). */
import {
  apiGet,
  ArticleListSchema,
  SocialPostListSchema,
  SocialPostVariantListSchema,
  type ApiResult,
  type Article,
  type SocialPost,
  type SocialPostVariant,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchSocialPosts(signal?: AbortSignal): Promise<ApiResult<SocialPost[]>> {
  return apiGet('/fb/getPosts', SocialPostListSchema, withSignal(signal));
}

export function fetchPostArticles(id: string, signal?: AbortSignal): Promise<ApiResult<Article[]>> {
  return apiGet(
    `/fb/getPostArticles/${encodeURIComponent(id)}`,
    ArticleListSchema,
    withSignal(signal),
  );
}

export function fetchPostVariants(
  id: string,
  signal?: AbortSignal,
): Promise<ApiResult<SocialPostVariant[]>> {
  return apiGet(
    `/fb/getPostVariants/${encodeURIComponent(id)}`,
    SocialPostVariantListSchema,
    withSignal(signal),
  );
}
