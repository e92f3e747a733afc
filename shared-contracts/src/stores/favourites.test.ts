// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../test-support/stores';
import {
  $favourites,
  $favouritesCount,
  addFavourite,
  isFavourite,
  resetFavourites,
  toggleFavourite,
} from './favourites';

beforeEach(() => resetStores());

describe('favourites', () => {
  it('toggles article ids and persists them under `favourites`', () => {
    expect(toggleFavourite(10)).toBe(true);
    addFavourite(10);
    addFavourite(20);
    expect($favourites.get()).toEqual([10, 20]);
    expect(localStorage.getItem('favourites')).toBe('[10,20]');
    expect(toggleFavourite(10)).toBe(false);
    expect(isFavourite(10)).toBe(false);
    expect($favouritesCount.get()).toBe(1);
  });

  it('resets (after login and account deletion)', () => {
    addFavourite(1);
    resetFavourites();
    expect($favourites.get()).toEqual([]);
  });
});
