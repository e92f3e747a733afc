import { describe, expect, it } from 'vitest';
import { SEARCH_TAKE } from '../constants';
import {
  isSearchQueryValid,
  normaliseRange,
  normaliseSearchQuery,
  parseRangeValue,
  searchTake,
  toZeroBasedPage,
} from './search';

describe('search normalisation (spec §5)', () => {
  it('replaces commas with spaces and trims', () => {
    expect(normaliseSearchQuery(' sko,ski , jakke ')).toBe('sko ski jakke');
  });

  it('refuses an empty query', () => {
    expect(isSearchQueryValid('  , ')).toBe(false);
    expect(isSearchQueryValid('sko')).toBe(true);
  });

  it('range filters accept only numbers', () => {
    expect(parseRangeValue('100')).toBe(100);
    expect(parseRangeValue('99,5')).toBe(99.5);
    expect(parseRangeValue('abc')).toBeNull();
    expect(parseRangeValue('1e3')).toBeNull();
    expect(parseRangeValue(Number.NaN)).toBeNull();
    expect(normaliseRange('100', 'x')).toEqual({ min: 100 });
    expect(normaliseRange('500', '100')).toEqual({ min: 100, max: 500 });
    expect(normaliseRange('', undefined)).toBeNull();
  });

  it('sends pages zero-based and takes SEARCH_TAKE by default', () => {
    expect(toZeroBasedPage(1)).toBe(0);
    expect(toZeroBasedPage('3')).toBe(2);
    expect(toZeroBasedPage(undefined)).toBe(0);
    expect(toZeroBasedPage('x')).toBe(0);
    expect(searchTake()).toBe(SEARCH_TAKE);
    expect(searchTake(20)).toBe(20);
  });
});
