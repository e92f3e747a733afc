import { on } from '../events/bus';
import { showAlert } from './alerts';
import { closeCart, closeMenus, openCart } from './menu';

/**
 * Connects the events any remote may emit to the shared stores: `cart:open` / `cart:close`,
 * `menu:close`, `alert:show`. Lives here (not in the shell) so every shell version reacts the
 * same way; a remote that cannot import the stores (another framework, or a remote with
 * its own copy of this library) still reaches them through the events. Call once at start-up; returns the unsubscribe.
 */
export function startEventBridge(): () => void {
  const offs = [
    on('cart:open', () => openCart()),
    on('cart:close', () => closeCart()),
    on('menu:close', () => closeMenus()),
    on('alert:show', (alert) => {
      showAlert(alert);
    }),
  ];
  return () => offs.forEach((off) => off());
}
