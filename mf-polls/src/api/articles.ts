import { apiGet, ArticleDetailSchema, type ApiResult, type ArticleDetail } from 'shared-contracts';

/** GET /articles/{id}: the article a poll question is about (spec §2 question-article). */
export function fetchArticle(id: number, signal?: AbortSignal): Promise<ApiResult<ArticleDetail>> {
  return apiGet(`/articles/${id}`, ArticleDetailSchema, signal ? { signal } : {});
}
