import { atom } from 'nanostores';
import * as v from 'valibot';
import { ClientPositionSchema, type ClientPosition } from '../schemas/position';

/**
 * The shopper's position (postcode or geolocation). Setting it is what triggers shop distances
 * to be computed by whoever subscribes (mf-content's shop finder). Memory only.
 */
export const $position = atom<ClientPosition | null>(null);

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
