import { describe, expect, it } from 'vitest';
import type { Category } from '../schemas/catalog';
import { categoryPath, matchTree, productPath } from './catalog-paths';

const tree: Category[] = [
  {
    id: 2,
    name: 'Tekstil',
    count: 10,
    banner: null,
    bannerLink: null,
    pageInfo: null,
    minPrice: null,
    maxPrice: null,
    subcategories: [{ ArticleGroup2ID: 21, Name: 'Undertøy og sokker', count: 3, sortNumber: 1 }],
    availableProductlines: [],
    sortNumber: 1,
  },
];

describe('catalogue paths', () => {
  it('builds slugs from display names (spec §5)', () => {
    expect(categoryPath(tree[0]!, tree[0]!.subcategories[0])).toBe('/klaer/undertoy-og-sokker');
    expect(categoryPath({ name: 'Ski og vinter' })).toBe('/ski-og-vinter');
  });

  it('resolves display-name and raw-name slugs, and refuses unknown ones', () => {
    expect(matchTree(tree, 'klaer')?.category.id).toBe(2);
    expect(matchTree(tree, 'tekstil')?.category.id).toBe(2);
    expect(matchTree(tree, 'KLAER', 'undertoy-og-sokker')?.subcategory?.ArticleGroup2ID).toBe(21);
    expect(matchTree(tree, 'klaer', 'finnes-ikke')).toBeNull();
    expect(matchTree(tree, 'sko')).toBeNull();
  });

  it('builds product paths with or without the tree', () => {
    const article = { id: 7, category: { id: 2, name: 'Tekstil' }, articleGroup2ID: 21 };
    expect(productPath(article, tree)).toBe('/klaer/undertoy-og-sokker/product/7');
    expect(productPath(article)).toBe('/klaer/product/7');
  });
});
