import { categoryPath } from 'shared-contracts';
import { useEffect } from 'react';
import type { Category, PageProps } from 'shared-contracts';
import { categoriesResource } from '../api/catalog-resources';
import { ErrorState, LoadingState, NotFoundState } from '../components/status';
import { navigate } from '../hooks/navigation';
import { useApi } from '../hooks/use-api';

/**
 * `/article/{id}` → `/product/{id}`, which is the product route with empty category and
 * subcategory (spec §2). Replace, so back does not bounce through the redirect.
 */
export function ArticleRedirect({ params }: PageProps) {
  const id = params.articleId ?? '';
  const valid = /^[1-9]\d{0,9}$/.test(id);
  useEffect(() => {
    if (valid) navigate(`/product/${id}`, { replace: true });
  }, [id, valid]);
  if (!valid)
    return <NotFoundState title="Fant ikke varen" text="Lenken har et ugyldig varenummer." />;
  return <LoadingState label="Sender deg videre …" />;
}

/** Where a legacy `/category/{categoryId?}/{subcategoryId?}` link now lives, or null if unknown. */
export function legacyTarget(
  categories: ReadonlyArray<Pick<Category, 'id' | 'name' | 'subcategories'>>,
  categoryId: string | undefined,
  subcategoryId: string | undefined,
): string | null {
  if (!categoryId) return '/';
  const category = categories.find((c) => String(c.id) === categoryId);
  if (!category) return null;
  if (!subcategoryId) return categoryPath(category);
  const subcategory = category.subcategories.find(
    (s) => String(s.ArticleGroup2ID) === subcategoryId,
  );
  return subcategory ? categoryPath(category, subcategory) : null;
}

/**
 * Legacy `/category/{categoryId?}/{subcategoryId?}`: looks the names up by numeric id and
 * replaces the URL with the named route (lowercase, spaces → hyphens, spec §2/§5).
 */
export function LegacyCategoryRedirect({ params }: PageProps) {
  const tree = useApi(categoriesResource());
  const target = tree.data
    ? legacyTarget(tree.data, params.categoryId, params.subcategoryId)
    : undefined;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
  if (tree.status === 'error') return <ErrorState error={tree.error} onRetry={tree.retry} />;
  if (target === null)
    return (
      <NotFoundState
        title="Fant ikke kategorien"
        text="Kategorien du lette etter finnes ikke lenger."
      />
    );
  return <LoadingState label="Sender deg videre …" />;
}
