import { atom } from 'nanostores';
import type { GiftCardInUse } from './parcels';

/**
 * The gift card applied to this purchase. Memory only, on purpose: the PIN must never reach
 * local storage. It outlives a remount of the page but not a reload (nor the Vipps redirect,
 * by which time its part is already drawn by the orders).
 */
export const $giftCard = atom<GiftCardInUse | null>(null);

export function applyGiftCard(card: GiftCardInUse): void {
  $giftCard.set(card);
}

export function removeGiftCard(): void {
  $giftCard.set(null);
}
