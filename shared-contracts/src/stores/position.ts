import { atom } from 'nanostores';
import * as v from 'valibot';
import { ClientPositionSchema, CoordinatesSchema, type ClientPosition } from '../schemas/position';
import { persistWithConsent, readPreference } from './preference-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The shopper's position (postcode or geolocation). Setting it is what triggers shop distances
 * to be computed by whoever subscribes (mf-content's shop finder, mf-catalog's product page).
 * Remembered in local storage only with the cookie_default consent.
 */
export const $position = atom<ClientPosition | null>(
  readPreference(STORAGE_KEYS.position, v.nullable(ClientPositionSchema), () => null),
);
persistWithConsent(STORAGE_KEYS.position, $position, (value) => value === null);

/** Sets the position; returns false (and keeps the old one) when the input is invalid. */
export function setPosition(position: ClientPosition): boolean {
  const parsed = v.safeParse(ClientPositionSchema, position);
  if (!parsed.success) {
    console.error('[shared-contracts] invalid position; ignored:', v.flatten(parsed.issues));
    return false;
  }
  $position.set(parsed.output);
  return true;
}

export function clearPosition(): void {
  $position.set(null);
}

/** A place the shopper looked up (postcode or street address) with its point. */
export const KnownAddressSchema = v.object({
  /** What was typed, normalised (trimmed, lower case): the cache key. */
  query: v.pipe(v.string(), v.maxLength(200)),
  /** How to show it ('0150 OSLO', 'Storgata 1, 0155 OSLO'). */
  label: v.pipe(v.string(), v.maxLength(200)),
  ...CoordinatesSchema.entries,
  postcode: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
});
export type KnownAddress = v.InferOutput<typeof KnownAddressSchema>;

/** At most this many places are remembered (newest first). */
export const KNOWN_ADDRESSES_MAX = 10;

/** Looked-up places (spec §4 "Known addresses are cached"), so a repeat needs no lookup. */
export const $knownAddresses = atom<KnownAddress[]>(
  readPreference(STORAGE_KEYS.knownAddresses, v.array(KnownAddressSchema), () => []),
);
persistWithConsent(STORAGE_KEYS.knownAddresses, $knownAddresses, (list) => list.length === 0);

export function normaliseAddressQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function findKnownAddress(query: string): KnownAddress | undefined {
  const key = normaliseAddressQuery(query);
  return $knownAddresses.get().find((place) => place.query === key);
}

/** Remembers a looked-up place (moved to the front if known), keeping the newest ten. */
export function rememberAddress(place: KnownAddress): void {
  const parsed = v.safeParse(KnownAddressSchema, {
    ...place,
    query: normaliseAddressQuery(place.query),
  });
  if (!parsed.success) return;
  const rest = $knownAddresses.get().filter((known) => known.query !== parsed.output.query);
  $knownAddresses.set([parsed.output, ...rest].slice(0, KNOWN_ADDRESSES_MAX));
}

export function clearKnownAddresses(): void {
  $knownAddresses.set([]);
}
