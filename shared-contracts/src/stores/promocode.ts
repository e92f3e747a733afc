import * as v from 'valibot';
import { PromocodeSchema, type Promocode } from '../schemas/promocode';
import { persistedJson } from './persisted';
import { STORAGE_KEYS } from './storage-keys';

/** The promo code in use (persisted under `activePromocode`; spec §4 "Promo code"). */
export const $activePromocode = persistedJson(
  STORAGE_KEYS.activePromocode,
  v.nullable(PromocodeSchema),
  (): Promocode | null => null,
);

export function setActivePromocode(promo: Promocode): void {
  $activePromocode.set(promo);
}

/** Clearing empties it. */
export function clearActivePromocode(): void {
  $activePromocode.set(null);
}
