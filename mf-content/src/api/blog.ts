/** Blog ("inspirasjon") calls of spec §7, and the article a post's tile needs to be bought. */
import {
  apiGet,
  ArticleDetailSchema,
  BlogCategoryListSchema,
  BlogCategoryPageSchema,
  BlogPostPageSchema,
  BlogPostSchema,
  type ApiResult,
  type ArticleDetail,
  type BlogCategory,
  type BlogCategoryPage,
  type BlogPost,
  type BlogPostPage,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchBlogPosts(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<BlogPostPage>> {
  return apiGet('/blog/posts', BlogPostPageSchema, {
    searchParams: { page },
    ...withSignal(signal),
  });
}

export function fetchBlogCategories(signal?: AbortSignal): Promise<ApiResult<BlogCategory[]>> {
  return apiGet('/blog/categories', BlogCategoryListSchema, withSignal(signal));
}

export function fetchBlogCategory(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<BlogCategoryPage>> {
  return apiGet(`/blog/category/${encodeURIComponent(slug)}`, BlogCategoryPageSchema, {
    searchParams: { page },
    ...withSignal(signal),
  });
}

export function fetchBlogPost(slug: string, signal?: AbortSignal): Promise<ApiResult<BlogPost>> {
  return apiGet(`/blog/${encodeURIComponent(slug)}`, BlogPostSchema, withSignal(signal));
}

/** GET /blog/preview/{slug}: the post even while it is unpublished, for /inspiration/preview. */
export function fetchBlogPreview(slug: string, signal?: AbortSignal): Promise<ApiResult<BlogPost>> {
  return apiGet(`/blog/preview/${encodeURIComponent(slug)}`, BlogPostSchema, withSignal(signal));
}

/** GET /articles/{id}: the variants (sizes, colours, stock per shop) a tile needs to add to cart. */
export function fetchArticle(id: number, signal?: AbortSignal): Promise<ApiResult<ArticleDetail>> {
  return apiGet(`/articles/${id}`, ArticleDetailSchema, withSignal(signal));
}
