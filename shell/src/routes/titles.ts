/**
 * Titles of screens for the breadcrumb trail and the document, before (or without) the page
 * telling its own title through `page:loaded`.
 */
import { categoryDisplayName, type Category } from 'shared-contracts';
import type { RouteParams } from './match';
import type { RouteDef } from './route-table';

/** 'loper-og-sko' → 'Loper og sko': readable stand-in until the real name is known. */
export function humanizeSlug(slug: string): string {
  const text = slug.replace(/-/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function initialTitle(route: RouteDef, params: RouteParams): string {
  if (route.kind === 'redirect') return '';
  switch (route.name) {
    case 'category': {
      const last = params.group ?? params.subcategoryName ?? params.categoryName;
      return last ? humanizeSlug(last) : 'Kategori';
    }
    case 'product':
      return 'Produkt';
    case 'search':
      return params.query ? `Søk: ${params.query}` : 'Søk';
    case 'shop':
      return 'Butikk';
    default:
      return route.title ?? 'Bare lave priser';
  }
}

/** The display name of the deepest category level in the params, when the categories know it. */
export function categoryTitle(
  categories: readonly Category[],
  params: RouteParams,
  slug: (s: string) => string,
): string | null {
  const category = categories.find(
    (c) =>
      slug(categoryDisplayName(c.name)) === params.categoryName ||
      slug(c.name) === params.categoryName,
  );
  if (!category) return null;
  if (!params.subcategoryName) return categoryDisplayName(category.name);
  const sub = category.subcategories.find((s) => slug(s.Name) === params.subcategoryName);
  if (!sub) return null;
  return params.group ? humanizeSlug(params.group) : sub.Name;
}
