import type { Article, Category, Subcategory } from '../schemas/catalog';
import { categoryDisplayName, slugify } from './text';

/**
 * URL building for catalogue routes (spec §2, slugs per §5): the catalogue remote links with
 * them and the server builds canonical URLs and the sitemap with the same rules. Category slugs use the name
 * shoppers see ('Tekstil' → 'Klær' → 'klaer'); the raw name's slug is still accepted when
 * resolving, so old links keep working.
 */

export const categorySlug = (category: Pick<Category, 'name'>): string =>
  slugify(categoryDisplayName(category.name));
export const subcategorySlug = (subcategory: Pick<Subcategory, 'Name'>): string =>
  slugify(subcategory.Name);

export function categoryPath(
  category: Pick<Category, 'name'>,
  subcategory?: Pick<Subcategory, 'Name'>,
  group?: string,
): string {
  let path = `/${categorySlug(category)}`;
  if (subcategory) path += `/${subcategorySlug(subcategory)}`;
  if (subcategory && group) path += `/${slugify(group)}`;
  return path;
}

/** Finds the category and subcategory of an article in the tree (for a nice product URL). */
export function articlePlace(
  article: Pick<Article, 'category' | 'articleGroup2ID'>,
  categories: readonly Category[] | undefined,
): { category?: Category; subcategory?: Subcategory } {
  const category = categories?.find((c) => c.id === article.category.id);
  const subcategory = category?.subcategories.find(
    (s) => s.ArticleGroup2ID === article.articleGroup2ID,
  );
  return { category, subcategory };
}

/**
 * `/{category}/{subcategory}/product/{id}`. Without the tree at hand the category name on the
 * article is enough; `/product/{id}` itself is also a valid product route (empty segments).
 */
export function productPath(
  article: Pick<Article, 'id' | 'category' | 'articleGroup2ID'>,
  categories?: readonly Category[],
): string {
  const { subcategory } = articlePlace(article, categories);
  const segments = [slugify(categoryDisplayName(article.category.name))];
  if (subcategory) segments.push(subcategorySlug(subcategory));
  return `/${segments.join('/')}/product/${article.id}`;
}

export function matchesSlug(slug: string, ...names: string[]): boolean {
  const wanted = decodeSafe(slug).toLowerCase();
  return names.some((name) => slugify(name) === wanted);
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface TreeMatch {
  category: Category;
  subcategory?: Subcategory;
}

/** Resolves `/{categoryName}/{subcategoryName?}` slugs; null when either does not exist. */
export function matchTree(
  categories: readonly Category[],
  categoryName: string,
  subcategoryName?: string,
): TreeMatch | null {
  const category = categories.find((c) =>
    matchesSlug(categoryName, categoryDisplayName(c.name), c.name),
  );
  if (!category) return null;
  if (!subcategoryName) return { category };
  const subcategory = category.subcategories.find((s) => matchesSlug(subcategoryName, s.Name));
  return subcategory ? { category, subcategory } : null;
}
