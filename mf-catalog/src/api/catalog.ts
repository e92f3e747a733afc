import {
  apiGet,
  ArticleDetailSchema,
  ArticlePageSchema,
  CATEGORY_PAGE_SIZE,
  CategoryListSchema,
  categoryDisplayName,
  slugify,
  type ApiResult,
  type ArticleDetail,
  type ArticlePage,
  type Category,
  type Subcategory,
} from 'shared-contracts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /categories: the category tree (with subcategories). */
export function fetchCategories(signal?: AbortSignal): Promise<ApiResult<Category[]>> {
  return apiGet('/categories', CategoryListSchema, withSignal(signal));
}

/** One page of a category's or subcategory's articles (spec §7, default 20 per page). */
export function fetchArticles(
  scope: { kind: 'category' | 'subcategory'; id: number },
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<ArticlePage>> {
  const base = scope.kind === 'category' ? 'categories' : 'subcategories';
  return apiGet(`/${base}/${scope.id}/articles`, ArticlePageSchema, {
    ...withSignal(signal),
    searchParams: { page, per_page: CATEGORY_PAGE_SIZE },
  });
}

export function fetchArticle(id: number, signal?: AbortSignal): Promise<ApiResult<ArticleDetail>> {
  return apiGet(`/articles/${id}`, ArticleDetailSchema, withSignal(signal));
}

/** URL slug of a category as shoppers see it ('Tekstil' → 'Klær' → 'klaer'). */
export const categorySlug = (category: Category): string =>
  slugify(categoryDisplayName(category.name));

export const subcategorySlug = (subcategory: Subcategory): string => slugify(subcategory.Name);

/** Finds the category (and subcategory) named by the route's slugs; raw-name slugs are accepted too. */
export function matchCategory(
  categories: readonly Category[],
  categorySlugParam: string,
  subcategorySlugParam?: string,
): { category: Category; subcategory?: Subcategory } | null {
  const wanted = categorySlugParam.toLowerCase();
  const category = categories.find((c) => categorySlug(c) === wanted || slugify(c.name) === wanted);
  if (!category) return null;
  if (!subcategorySlugParam) return { category };
  const sub = category.subcategories.find(
    (s) => subcategorySlug(s) === subcategorySlugParam.toLowerCase(),
  );
  return sub ? { category, subcategory: sub } : null;
}
