/**
 * /category/{categoryId?}/{subcategoryId?} (spec §2, legacy): looks the names up by numeric id
 * and replaces the URL with the named category route (lowercase, spaces → hyphens via the shared
 * slug rule). Unknown ids end on the 404 page; no id at all goes home.
 */
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Category } from 'shared-contracts';
import { fetchCategories } from '../layout/api';
import { NotFoundPage } from './NotFoundPage';
import { categoryPath } from './paths';

export function legacyCategoryTarget(
  categories: readonly Category[],
  categoryId: string | undefined,
  subcategoryId: string | undefined,
): string | null {
  if (!categoryId) return '/';
  const category = categories.find((c) => String(c.id) === categoryId);
  if (!category) return null;
  if (!subcategoryId) return categoryPath(category.name);
  const sub = category.subcategories.find((s) => String(s.ArticleGroup2ID) === subcategoryId);
  return sub ? categoryPath(category.name, sub.Name) : categoryPath(category.name);
}

export function LegacyCategoryRedirect() {
  const { categoryId, subcategoryId } = useParams();
  const [target, setTarget] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    fetchCategories().then(
      (categories) =>
        live && setTarget(legacyCategoryTarget(categories, categoryId, subcategoryId)),
      () => live && setTarget(null),
    );
    return () => {
      live = false;
    };
  }, [categoryId, subcategoryId]);

  if (target === undefined) {
    return (
      <p className="sh-remote-loading" role="status">
        Laster …
      </p>
    );
  }
  if (target === null) return <NotFoundPage />;
  return <Navigate to={target} replace />;
}
