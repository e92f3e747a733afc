import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  parseListingState,
  serializeListingState,
  toApiPage,
  toApiSort,
  toSearchFilters,
  toggleId,
  updateListingState,
} from './listing-state';

describe('listing state in the URL', () => {
  it('parses sort, filters, price and page', () => {
    const state = parseListingState(
      '?sortering=pris-synkende&farge=5,3&merke=12&kjonn=2,1&pris=200-800&side=3',
    );
    expect(state).toEqual({
      sort: 'pris-synkende',
      colorGroups: [3, 5],
      brands: [12],
      genders: [1, 2],
      priceMin: 200,
      priceMax: 800,
      page: 3,
    });
  });

  it('ignores junk and falls back to defaults', () => {
    const state = parseListingState({
      sortering: 'tilfeldig',
      farge: 'blå,7',
      pris: 'abc-',
      side: '-2',
    });
    expect(state).toEqual({
      sort: 'navn',
      colorGroups: [7],
      brands: [],
      genders: [],
      priceMin: null,
      priceMax: null,
      page: 1,
    });
  });

  it('swaps a backwards price range and keeps open ends', () => {
    expect(parseListingState('?pris=900-100')).toMatchObject({ priceMin: 100, priceMax: 900 });
    expect(parseListingState('?pris=-500')).toMatchObject({ priceMin: null, priceMax: 500 });
    expect(parseListingState('?pris=250-')).toMatchObject({ priceMin: 250, priceMax: null });
  });

  it('round-trips through a canonical query string with defaults left out', () => {
    const query = '?sortering=nyeste&farge=3,5&merke=12&pris=200-&side=2';
    expect(serializeListingState(parseListingState(query))).toBe(query);
    expect(serializeListingState(parseListingState(''))).toBe('');
    // The search page defaults to relevance, so 'relevans' is left out there.
    expect(
      serializeListingState(parseListingState('?sortering=relevans', 'relevans'), 'relevans'),
    ).toBe('');
  });

  it('resets to page 1 on any filter change', () => {
    const state = parseListingState('?side=4');
    expect(updateListingState(state, { brands: [1] })).toMatchObject({ page: 1, brands: [1] });
    expect(hasActiveFilters(state)).toBe(false);
    expect(hasActiveFilters({ ...state, priceMax: 10 })).toBe(true);
  });

  it('toggles ids in a sorted list', () => {
    expect(toggleId([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleId([1, 3, 5], 3)).toEqual([1, 5]);
  });
});

describe('search request from the listing state', () => {
  it('builds filters in øre with the tree scope', () => {
    const state = parseListingState('?farge=3&merke=12&kjonn=1&pris=200-800');
    expect(toSearchFilters(state, { categoryId: 2, subcategoryId: 20 })).toEqual({
      categoryId: 2,
      subcategoryId: 20,
      colorGroups: [3],
      brands: [12],
      genders: [1],
      price: { min: 20000, max: 80000 },
    });
    expect(toSearchFilters(parseListingState('?pris=-300'))).toEqual({
      price: { min: null, max: 30000 },
    });
    expect(toSearchFilters(parseListingState(''))).toEqual({});
  });

  it('maps sort keys and sends pages zero-based', () => {
    expect(toApiSort('pris-stigende')).toBe('price_asc');
    expect(toApiSort('bestselger')).toBe('bestseller');
    expect(toApiSort('relevans')).toBe('relevance');
    expect(toApiPage(parseListingState('?side=3'))).toBe(2);
  });
});
