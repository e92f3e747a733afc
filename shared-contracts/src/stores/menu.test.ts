import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cartOpen,
  $menu,
  $scrollLocked,
  closeCart,
  closeMenus,
  openCart,
  openMenu,
  toggleCart,
  toggleMenu,
} from './menu';

beforeEach(() => {
  closeMenus();
  closeCart();
});

describe('menu state (spec §2, §4 Menus)', () => {
  it('main menu and info menu are mutually exclusive', () => {
    openMenu('menu');
    openMenu('info');
    expect($menu.get()).toBe('info');
    toggleMenu('info');
    expect($menu.get()).toBeNull();
    toggleMenu('menu');
    expect($menu.get()).toBe('menu');
  });

  it('opening the cart closes menus and vice versa', () => {
    openMenu('menu');
    openCart();
    expect($menu.get()).toBeNull();
    expect($cartOpen.get()).toBe(true);
    openMenu('info');
    expect($cartOpen.get()).toBe(false);
    toggleCart();
    expect($cartOpen.get()).toBe(true);
  });

  it('an open menu or cart locks scrolling', () => {
    expect($scrollLocked.get()).toBe(false);
    openMenu('menu');
    expect($scrollLocked.get()).toBe(true);
    closeMenus();
    openCart();
    expect($scrollLocked.get()).toBe(true);
    closeCart();
    expect($scrollLocked.get()).toBe(false);
  });
});
