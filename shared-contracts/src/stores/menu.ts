import { atom, computed } from 'nanostores';

/** Which side menu is open; one value, so main menu and info menu are exclusive by design. */
export type MenuKind = 'menu' | 'info';

export const $menu = atom<MenuKind | null>(null);
export const $cartOpen = atom<boolean>(false);

/** An open menu or cart locks body scroll (spec §2 "Layout"). */
export const $scrollLocked = computed(
  [$menu, $cartOpen],
  (menu, cartOpen) => menu !== null || cartOpen,
);

/** Opens a menu (closing the other one and the cart). */
export function openMenu(kind: MenuKind): void {
  $cartOpen.set(false);
  $menu.set(kind);
}

export function toggleMenu(kind: MenuKind): void {
  if ($menu.get() === kind) closeMenus();
  else openMenu(kind);
}

/** A route change closes menus. */
export function closeMenus(): void {
  $menu.set(null);
}

export function openCart(): void {
  $menu.set(null);
  $cartOpen.set(true);
}

export function closeCart(): void {
  $cartOpen.set(false);
}

export function toggleCart(): void {
  if ($cartOpen.get()) closeCart();
  else openCart();
}
