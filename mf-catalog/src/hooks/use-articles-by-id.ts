import { useMemo } from 'react';
import type { Article } from 'shared-contracts';
import { knownArticle, missingArticleIds } from '../api/article-store';
import { searchIdsResource } from '../api/search';
import { useApi } from './use-api';

/**
 * Articles for a list of ids in that order: those already fetched this visit come from the
 * article store, only the missing ones are asked for (GET /articles/searchids). Removing an id
 * (e.g. un-favouriting) therefore never triggers a request.
 */
export function useArticlesById(ids: readonly number[]) {
  const key = ids.join(',');
  // Keyed on the ids' content (`key`), not the array's identity, which changes every render.
  const missing = useMemo(
    () => missingArticleIds(key === '' ? [] : key.split(',').map(Number)),
    [key],
  );
  const fetched = useApi(missing.length ? searchIdsResource(missing) : null);
  const articles = ids.map((id) => knownArticle(id)).filter((a): a is Article => a !== undefined);
  const loading = missing.length > 0 && fetched.status === 'loading';
  return {
    articles,
    loading,
    error: fetched.status === 'error' ? fetched.error : undefined,
    retry: fetched.retry,
  };
}
