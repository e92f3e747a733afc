/**
 * What happens once every parcel of a purchase has ended: the alert of spec §8, the cart cleared
 * for the shops that were paid, promo code and gift card dropped when everything was paid, and
 * the purchase's id removed from orderInfo (the shopper's delivery/payment choices stay).
 */
import {
  $orderInfo,
  cartClearDelivered,
  cartRemoveDiscount,
  cartSetOrderInfo,
  showAlert,
  type AlertInput,
  type OrderResult,
} from 'shared-contracts';
import { removeGiftCard } from './gift-card-store';
import { storedCheckout, withoutCheckout } from './order-info';

export const SUCCESS_PREFIX = 'Følgende produkter ble besilt: ';

const paid = (r: OrderResult) => r.state === 'paid';

function stateText(r: OrderResult): string {
  if (r.state === 'paid') return 'betalt';
  if (r.state === 'cancelled') return 'ikke betalt (avbrutt)';
  return 'venter på betaling';
}

/**
 * Spec §8: when every parcel ended paid, the success message names the articles; otherwise an
 * error lists every result (and the parcels that never got an order).
 */
export function purchaseAlert(results: readonly OrderResult[], notCreated = 0): AlertInput {
  if (results.length > 0 && notCreated === 0 && results.every(paid)) {
    const names = [...new Set(results.flatMap((r) => r.items.map((i) => i.ArticleName)))];
    return { type: 'success', content: `${SUCCESS_PREFIX}${names.join(', ')}` };
  }
  const list = results.map((r) => `ordre ${r.OrderNo} (${r.shopName}): ${stateText(r)}`);
  if (notCreated > 0) list.push(`${notCreated} ordre ble ikke opprettet`);
  return { type: 'error', content: `Ikke alle bestillingene ble fullført: ${list.join('; ')}.` };
}

/**
 * Per shop, the units still waiting: a shop is cleared only when all of its parcels are settled
 * (a delivered parcel paid and its Klikk & Hent parcel refused must keep the refused lines).
 */
export function settledShops(
  results: readonly OrderResult[],
  notCreatedShops: readonly number[] = [],
): Array<{ shopId: number; delivery: number }> {
  const byShop = new Map<number, number>();
  for (const r of results) byShop.set(r.ShopID, (byShop.get(r.ShopID) ?? 0) + r.Delivery);
  // A parcel that never got an order still waits for the shopper.
  for (const shopId of notCreatedShops) byShop.set(shopId, (byShop.get(shopId) ?? 0) + 1);
  return [...byShop].map(([shopId, delivery]) => ({ shopId, delivery }));
}

/**
 * Runs the end of a purchase once. Only for the purchase this browser has in progress: a receipt
 * opened later (or in another browser) must not clear a cart that has moved on since.
 */
export function finishPurchase(
  checkoutId: string,
  results: readonly OrderResult[],
  notCreatedShops: readonly number[] = [],
): boolean {
  const info = $orderInfo.get();
  if (storedCheckout(info)?.id !== checkoutId) return false;
  const alert = purchaseAlert(results, notCreatedShops.length);
  const everythingPaid = alert.type === 'success';
  showAlert(alert);
  cartClearDelivered(settledShops(results, notCreatedShops));
  if (everythingPaid) {
    cartRemoveDiscount();
    removeGiftCard();
  }
  // Clearing a shop resets orderInfo (spec §4); the shopper's choices are put back.
  cartSetOrderInfo(withoutCheckout(info));
  return true;
}
