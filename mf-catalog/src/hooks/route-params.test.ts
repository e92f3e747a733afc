import { describe, expect, it } from 'vitest';
import { articleIdOf, bundleIds, campaignIdOf, searchQueryOf } from './route-params';

describe('route params', () => {
  it('accepts only positive integer ids', () => {
    expect(articleIdOf({ articleId: '123' })).toBe(123);
    expect(articleIdOf({ articleId: '0' })).toBeNull();
    expect(articleIdOf({ articleId: '12a' })).toBeNull();
    expect(articleIdOf({})).toBeNull();
    expect(campaignIdOf({ campaignId: '960' })).toBe(960);
  });

  it('splits bundle ids on + (also decoded as a space) and commas', () => {
    expect(bundleIds('1+2+3')).toEqual([1, 2, 3]);
    expect(bundleIds('1 2,3+2+x')).toEqual([1, 2, 3]);
    expect(bundleIds('5%2B6')).toEqual([5, 6]);
    expect(bundleIds(undefined)).toEqual([]);
  });

  it('decodes the search query once', () => {
    expect(searchQueryOf({ query: 'l%C3%B8pesko' })).toBe('løpesko');
    expect(searchQueryOf({ query: '100%' })).toBe('100%');
  });
});
