import { computed } from 'nanostores';
import * as v from 'valibot';
import { IdSchema } from '../schemas/common';
import { persistedJson } from './persisted';
import { STORAGE_KEYS } from './storage-keys';

/** Favourite article ids (persisted under `favourites`), newest last, no duplicates. */
export const $favourites = persistedJson(
  STORAGE_KEYS.favourites,
  v.array(IdSchema),
  (): number[] => [],
);

export const $favouritesCount = computed($favourites, (ids) => ids.length);

export function isFavourite(articleId: number): boolean {
  return $favourites.get().includes(articleId);
}

export function addFavourite(articleId: number): void {
  if (!isFavourite(articleId)) $favourites.set([...$favourites.get(), articleId]);
}

export function removeFavourite(articleId: number): void {
  $favourites.set($favourites.get().filter((id) => id !== articleId));
}

/** Toggles an article; returns whether it is a favourite afterwards. */
export function toggleFavourite(articleId: number): boolean {
  if (isFavourite(articleId)) {
    removeFavourite(articleId);
    return false;
  }
  addFavourite(articleId);
  return true;
}

/** After login and after account deletion the favourites are reset (spec §4). */
export function resetFavourites(): void {
  $favourites.set([]);
}
