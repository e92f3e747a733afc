import { describe, expect, it } from 'vitest';
import type { Category } from 'shared-contracts';
import { suggestionOptions } from '../layout/suggestions';
import { legacyCategoryTarget } from './LegacyCategoryRedirect';
import { categoryPath, productPath } from './paths';
import { categoryTitle, humanizeSlug, initialTitle } from './titles';
import { routeByName, type RouteDef } from './route-table';
import { slugify } from 'shared-contracts';

const categories = [
  {
    id: 2,
    name: 'Tekstil',
    subcategories: [{ ArticleGroup2ID: 21, Name: 'Undertøy og sokker', count: 1, sortNumber: 1 }],
  },
  { id: 3, name: 'Ski og vinter', subcategories: [] },
] as unknown as Category[];

describe('catalogue links', () => {
  it('slug the display name (Tekstil → klaer, æøå → ae/o/a, spaces → hyphens)', () => {
    expect(categoryPath('Tekstil')).toBe('/klaer');
    expect(categoryPath('Tekstil', 'Undertøy og sokker')).toBe('/klaer/undertoy-og-sokker');
    expect(categoryPath('Ski og vinter', 'Langrenn', 'Skøyter')).toBe(
      '/ski-og-vinter/langrenn/skoyter',
    );
  });

  it('product links with or without category names', () => {
    expect(productPath(10077)).toBe('/product/10077');
    expect(productPath(10077, 'Sko', 'Tursko')).toBe('/sko/tursko/product/10077');
  });

  it('legacy /category/{id}/{subId} targets', () => {
    expect(legacyCategoryTarget(categories, '2', '21')).toBe('/klaer/undertoy-og-sokker');
    expect(legacyCategoryTarget(categories, '2', undefined)).toBe('/klaer');
    expect(legacyCategoryTarget(categories, '2', '999')).toBe('/klaer');
    expect(legacyCategoryTarget(categories, '999', undefined)).toBeNull();
    expect(legacyCategoryTarget(categories, undefined, undefined)).toBe('/');
  });
});

describe('search suggestions', () => {
  it('open categories, articles and brands directly', () => {
    const options = suggestionOptions({
      categories: [
        { id: 2, name: 'Tekstil', categoryName: 'Tekstil' },
        { id: 2, name: 'Undertøy og sokker', categoryName: 'Tekstil', subcategoryId: 21 },
      ],
      articles: [
        { id: 5, name: 'Ullsokk', categoryName: 'Tekstil', subcategoryName: 'Undertøy og sokker' },
      ],
      brands: [{ id: 9, name: 'Helly Hansen' }],
    });
    expect(options.map((o) => [o.kind, o.label, o.href])).toEqual([
      ['category', 'Klær', '/klaer'],
      ['category', 'Undertøy og sokker (Klær)', '/klaer/undertoy-og-sokker'],
      ['article', 'Ullsokk', '/klaer/undertoy-og-sokker/product/5'],
      ['brand', 'Helly Hansen', '/search/Helly%20Hansen'],
    ]);
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
  });
});

describe('titles', () => {
  const route = (name: string) => routeByName(name) as RouteDef;
  it('stand in for the page until it reports its own', () => {
    expect(initialTitle(route('category'), { categoryName: 'ski-og-vinter' })).toBe(
      'Ski og vinter',
    );
    expect(initialTitle(route('search'), { query: 'sokker' })).toBe('Søk: sokker');
    expect(initialTitle(route('blog-post'), { slug: 'x' })).toBe('Bloginnlegg');
    expect(humanizeSlug('loper')).toBe('Loper');
  });
  it('use the real category names once the categories are known', () => {
    expect(categoryTitle(categories, { categoryName: 'klaer' }, slugify)).toBe('Klær');
    expect(
      categoryTitle(
        categories,
        { categoryName: 'klaer', subcategoryName: 'undertoy-og-sokker' },
        slugify,
      ),
    ).toBe('Undertøy og sokker');
    expect(categoryTitle(categories, { categoryName: 'nope' }, slugify)).toBeNull();
  });
});
