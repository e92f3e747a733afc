// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLine } from '../test-support/cart-line';
import { resetStores } from '../test-support/stores';
import {
  $cart,
  $cartValid,
  $count,
  $orders,
  $total,
  cartAdd,
  cartApplyDiscount,
  cartApplyPromocode,
  cartChangeShop,
  cartClear,
  cartClearDelivered,
  cartDecrement,
  cartRemove,
  cartRemoveDiscount,
  cartSetClient,
  cartSetErrors,
  cartSetOrderInfo,
  cartSetProviderOrder,
  cartSetShipping,
  cartSetTxData,
  getCartState,
} from './cart';
import { $activePromocode } from './promocode';

const item = (o: Parameters<typeof makeLine>[0] = {}) => {
  const { count: _c, ...rest } = makeLine(o);
  return rest;
};
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const promo = {
  Id: 7,
  Name: 'SOMMER',
  ValidFrom: null,
  ValidTo: null,
  Fixed: 1 as const,
  Amount: 5000,
  Type: null,
};

beforeEach(() => resetStores());

describe('cart store', () => {
  it('persists the cart as JSON under the spec keys', () => {
    cartAdd(item({ price: 10000 }));
    cartAdd(item({ price: 10000 }));
    expect(stored('count')).toBe(2);
    expect(stored('total')).toBe(20000);
    expect(stored('orders')).toEqual([expect.objectContaining({ ean: '7000000000001', count: 2 })]);
    // Untouched parts keep their default and are written on their first change.
    expect(getCartState().shipping).toEqual({ id: 'delivery', price: 19900 });
    cartSetShipping({ id: 'pickup', price: 0 });
    cartSetClient({
      name: 'Kari',
      phone: '4799999999',
      email: '',
      delivery: false,
      address: '',
      postcode: '',
      city: '',
    });
    cartSetOrderInfo({ comment: 'Ring på' });
    cartSetProviderOrder('klarna', { shopId: 1, orderId: 'k1' });
    cartSetProviderOrder('vipps', { shopId: 2, orderId: 'v1' });
    cartApplyDiscount({ fixed: true, amount: 100 });
    expect(stored('shipping')).toEqual({ id: 'pickup', price: 0 });
    expect(stored('client')).toMatchObject({ name: 'Kari', delivery: false });
    expect(stored('orderInfo')).toEqual({ comment: 'Ring på' });
    expect(stored('klarnaOrders')).toEqual([{ shopId: 1, orderId: 'k1' }]);
    expect(stored('vippsOrders')).toEqual([{ shopId: 2, orderId: 'v1' }]);
    expect(stored('discount')).toEqual({
      activated: true,
      fixed: true,
      amount: 100,
      originalTotal: 20000,
    });
    expect(stored('total')).toBe(19900);
  });

  it('never persists txData', () => {
    cartSetTxData({ session: 'abc' });
    expect(getCartState().txData).toEqual({ session: 'abc' });
    expect(Object.values({ ...localStorage }).join()).not.toContain('abc');
    expect(localStorage.getItem('txData')).toBeNull();
  });

  it('exposes the whole cart as one computed value', () => {
    const listener = vi.fn();
    const off = $cart.subscribe(listener);
    cartAdd(item());
    expect($cart.get()).toMatchObject({ count: 1, total: 49900 });
    expect($cart.get().orders).toHaveLength(1);
    off();
  });

  it('runs the rules for each action and reports the outcome', () => {
    expect(cartAdd(item({ webPurchaseLimit: 1 }))).toBe('added');
    expect(cartAdd(item({ webPurchaseLimit: 1 }))).toBe('limit');
    expect(cartAdd(item({ ean: 'b' }))).toBe('added');
    expect(cartAdd(item({ ean: 'b' }))).toBe('incremented');
    expect(cartDecrement('b', 1)).toBe('decremented');
    expect(cartChangeShop('b', 1, { id: 2, name: 'Butikk 2' })).toBe('moved');
    expect($orders.get().map((l) => [l.ean, l.shopId])).toEqual([
      ['7000000000001', 1],
      ['b', 2],
    ]);
    expect(cartRemove('b', 2)).toBe('removed');
    expect($count.get()).toBe(1);
    expect($total.get()).toBe(49900);
  });

  it('applies a promo code once and clears it with the discount', () => {
    cartAdd(item({ price: 20000 }));
    expect(cartApplyPromocode(promo)).toBe('applied');
    expect($total.get()).toBe(15000);
    expect(stored('activePromocode')).toMatchObject({ Name: 'SOMMER' });
    expect(cartApplyPromocode(promo)).toBe('already-active');
    cartRemoveDiscount();
    expect($total.get()).toBe(20000);
    expect($activePromocode.get()).toBeNull();
  });

  it('clears globally and per shop', () => {
    cartAdd(item({ shopId: 1 }));
    cartAdd(item({ shopId: 2 }));
    cartSetProviderOrder('klarna', { shopId: 1, orderId: 'k-1' });
    cartSetTxData({ id: 1 });
    cartClear(2);
    expect($orders.get().map((l) => l.shopId)).toEqual([1]);
    expect(getCartState().txData).toBeNull();
    cartClear('global');
    expect(getCartState()).toMatchObject({ orders: [], count: 0, total: 0, klarnaOrders: [] });
  });

  it('clears delivered shops after order creation', () => {
    cartAdd(item({ shopId: 1 }));
    cartAdd(item({ shopId: 2 }));
    cartClearDelivered([
      { shopId: 1, delivery: 0 },
      { shopId: 2, delivery: 1 },
    ]);
    expect($orders.get().map((l) => l.shopId)).toEqual([2]);
  });

  it('replaces a provider order for the same shop', () => {
    cartSetProviderOrder('vipps', { shopId: 1, orderId: 'a' });
    cartSetProviderOrder('vipps', { shopId: 1, orderId: 'b' });
    expect(stored('vippsOrders')).toEqual([{ shopId: 1, orderId: 'b' }]);
  });

  it('is valid only when not empty and free of errors about its articles', () => {
    expect($cartValid.get()).toBe(false);
    cartAdd(item({ articleId: 5 }));
    expect($cartValid.get()).toBe(true);
    cartSetErrors([{ message: 'Utsolgt', ean: null, articleId: 5, shopId: null }]);
    expect($cartValid.get()).toBe(false);
  });
});

describe('restoring from local storage', () => {
  it('reads valid stored values and falls back for invalid ones', async () => {
    localStorage.setItem('count', '3');
    localStorage.setItem('total', '"not a number"');
    localStorage.setItem('orders', '{broken json');
    vi.resetModules();
    const fresh = await import('./cart');
    expect(fresh.$count.get()).toBe(3);
    expect(fresh.$total.get()).toBe(0);
    expect(fresh.$orders.get()).toEqual([]);
  });
});
