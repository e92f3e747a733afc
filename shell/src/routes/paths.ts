/**
 * Links into the catalogue built from raw API names with the shared slug rules (spec §5), so the
 * shell's menus and suggestions produce the same URLs as mf-catalog.
 */
import { categoryDisplayName, slugify } from 'shared-contracts';

/** Category listing: /{category}/{subcategory?}/{group?}; the category slug uses its display name. */
export function categoryPath(
  categoryName: string,
  subcategoryName?: string,
  group?: string,
): string {
  const parts = [slugify(categoryDisplayName(categoryName))];
  if (subcategoryName) parts.push(slugify(subcategoryName));
  if (subcategoryName && group) parts.push(slugify(group));
  return `/${parts.map(encodeURIComponent).join('/')}`;
}

/** Product page: /{category}/{subcategory}/product/{id}, or /product/{id} without names. */
export function productPath(
  articleId: number | string,
  categoryName?: string,
  subcategoryName?: string,
): string {
  const id = encodeURIComponent(String(articleId));
  if (!categoryName) return `/product/${id}`;
  const base = categoryPath(categoryName, subcategoryName || undefined);
  return `${base}/product/${id}`;
}
