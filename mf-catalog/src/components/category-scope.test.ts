import { describe, expect, it } from 'vitest';
import { makeCategory } from '../api/fake-api';
import { resolveCategoryScope } from './category-scope';

const tree = [
  makeCategory({
    id: 1,
    name: 'Sko',
    subcategories: [{ ArticleGroup2ID: 101, Name: 'Løpesko', count: 3, sortNumber: 1 }],
  }),
];
const groups = [{ name: 'Terrengløpesko', articleGroup2ID: 101, articleGroup3ID: 10102, count: 2 }];

describe('resolveCategoryScope', () => {
  it('scopes a category, a subcategory and a group by their slugs', () => {
    expect(resolveCategoryScope(tree, { categoryName: 'sko' }, undefined)).toMatchObject({
      kind: 'ready',
      scope: { categoryId: 1 },
    });
    expect(
      resolveCategoryScope(tree, { categoryName: 'sko', subcategoryName: 'lopesko' }, undefined),
    ).toMatchObject({
      kind: 'ready',
      scope: { subcategoryId: 101 },
    });
    expect(
      resolveCategoryScope(
        tree,
        { categoryName: 'sko', subcategoryName: 'lopesko', group: 'terrenglopesko' },
        undefined,
      ),
    ).toMatchObject({
      kind: 'needs-groups',
      subcategoryId: 101,
    });
    expect(
      resolveCategoryScope(
        tree,
        { categoryName: 'sko', subcategoryName: 'lopesko', group: 'terrenglopesko' },
        groups,
      ),
    ).toMatchObject({
      kind: 'ready',
      scope: { groupId: 10102 },
    });
  });

  it('reports unknown slugs as not found', () => {
    expect(resolveCategoryScope(tree, { categoryName: 'klaer' }, undefined).kind).toBe('not-found');
    expect(
      resolveCategoryScope(tree, { categoryName: 'sko', subcategoryName: 'x' }, undefined).kind,
    ).toBe('not-found');
    expect(
      resolveCategoryScope(
        tree,
        { categoryName: 'sko', subcategoryName: 'lopesko', group: 'x' },
        groups,
      ).kind,
    ).toBe('not-found');
  });
});
