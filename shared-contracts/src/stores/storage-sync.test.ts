// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLine } from '../test-support/cart-line';
import { resetStores } from '../test-support/stores';
import { $count, $orders, $selectedShop, $shipping } from './cart';
import { $favourites } from './favourites';
import { startStorageSync } from './storage-sync';
import { $user, setUser } from './user';

/** What the browser fires in this tab when another tab writes local storage. */
function otherTabWrites(
  key: string | null,
  value: string | null,
  area: Storage = localStorage,
): void {
  if (key !== null && area === localStorage) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: area }));
}

let stop: () => void = () => {};
let reload = vi.fn();
beforeEach(() => {
  resetStores();
  reload = vi.fn();
  stop = startStorageSync({ reload });
});
afterEach(() => stop());

describe('startStorageSync', () => {
  it('mirrors cart keys written by another tab into the stores', () => {
    otherTabWrites('orders', JSON.stringify([makeLine({ count: 2 })]));
    otherTabWrites('count', '2');
    otherTabWrites('favourites', '[4,8]');
    otherTabWrites('shipping', JSON.stringify({ id: 'pickup', price: 0 }));
    expect($orders.get()[0]?.count).toBe(2);
    expect($count.get()).toBe(2);
    expect($favourites.get()).toEqual([4, 8]);
    expect($shipping.get()).toEqual({ id: 'pickup', price: 0 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when `user` changes elsewhere and its loaded flag differs', () => {
    otherTabWrites('user', JSON.stringify({ id: 1, loaded: true, verified: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on logout elsewhere', () => {
    setUser({ id: 1, verified: true } as Parameters<typeof setUser>[0]);
    otherTabWrites('user', JSON.stringify({ loaded: false, verified: false }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('mirrors `user` without reload when the loaded flag is unchanged', () => {
    setUser({ id: 1, verified: false, firstname: 'Kari' } as Parameters<typeof setUser>[0]);
    otherTabWrites(
      'user',
      JSON.stringify({ id: 1, firstname: 'Kari Anne', loaded: true, verified: true }),
    );
    expect(reload).not.toHaveBeenCalled();
    expect($user.get()).toMatchObject({ firstname: 'Kari Anne', verified: true });
  });

  it('resets a key removed in another tab, and everything on clear()', () => {
    otherTabWrites('count', '4');
    otherTabWrites('count', null);
    expect($count.get()).toBe(0);
    otherTabWrites('favourites', '[1]');
    otherTabWrites(null, null);
    expect($favourites.get()).toEqual([]);
  });

  it('falls back to the initial value for invalid data from another tab', () => {
    otherTabWrites('orders', '[{"ean": 5}]');
    expect($orders.get()).toEqual([]);
  });

  it('ignores keys outside the mirrored list and session storage', () => {
    otherTabWrites('selectedShop', '9');
    expect($selectedShop.get()).toBeNull();
    otherTabWrites('count', '7', sessionStorage);
    expect($count.get()).toBe(0);
  });

  it('re-reads the keys when restored from the back/forward cache', () => {
    localStorage.setItem('count', '5');
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    expect($count.get()).toBe(5);
  });

  it('stops mirroring when stopped', () => {
    stop();
    otherTabWrites('count', '3');
    expect($count.get()).toBe(0);
  });
});
