import { matchesSlug, matchTree, type TreeMatch } from 'shared-contracts';
import type { ArticleGroup, Category } from 'shared-contracts';
import type { ListingScope } from '../hooks/listing-state';

export interface CategoryParams {
  categoryName?: string;
  subcategoryName?: string;
  group?: string;
}

export type ScopeResolution =
  | { kind: 'needs-groups'; match: TreeMatch; subcategoryId: number }
  | { kind: 'not-found' }
  | { kind: 'ready'; match: TreeMatch; group?: ArticleGroup; scope: ListingScope };

/**
 * From route slugs to the search scope of a category listing. Shared by the page and the
 * entry's prefetcher so both build the same request (and hit the same cache entry).
 * `groups` is the subcategory's group list once known (only needed for a group slug).
 */
export function resolveCategoryScope(
  categories: readonly Category[],
  params: CategoryParams,
  groups: readonly ArticleGroup[] | undefined,
): ScopeResolution {
  const match = matchTree(categories, params.categoryName ?? '', params.subcategoryName);
  if (!match) return { kind: 'not-found' };
  if (params.group) {
    if (!match.subcategory) return { kind: 'not-found' };
    if (!groups)
      return { kind: 'needs-groups', match, subcategoryId: match.subcategory.ArticleGroup2ID };
    const group = groups.find((g) => matchesSlug(params.group ?? '', g.name));
    return group
      ? { kind: 'ready', match, group, scope: { groupId: group.articleGroup3ID } }
      : { kind: 'not-found' };
  }
  if (match.subcategory)
    return { kind: 'ready', match, scope: { subcategoryId: match.subcategory.ArticleGroup2ID } };
  return { kind: 'ready', match, scope: { categoryId: match.category.id } };
}
