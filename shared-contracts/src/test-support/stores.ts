import { createInitialCartState } from '../schemas/cart';
import { clearAlerts } from '../stores/alerts';
import { setCartState } from '../stores/cart';
import { resetFavourites } from '../stores/favourites';
import { closeCart, closeMenus } from '../stores/menu';
import { $cookieConsent } from '../stores/consent';
import { clearKnownAddresses, clearPosition } from '../stores/position';
import { clearActivePromocode } from '../stores/promocode';
import { clearUser } from '../stores/user';

/** Puts every shared store back to its initial value and empties local storage. */
export function resetStores(): void {
  setCartState(createInitialCartState());
  clearUser();
  resetFavourites();
  clearActivePromocode();
  clearAlerts();
  clearPosition();
  clearKnownAddresses();
  $cookieConsent.set(null);
  closeMenus();
  closeCart();
  localStorage.clear();
}
