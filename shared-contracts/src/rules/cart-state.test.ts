import { describe, expect, it } from 'vitest';
import { makeLine, makeState } from '../test-support/cart-line';
import {
  addToCart,
  applyDiscount,
  changeShopInCart,
  clearCart,
  clearDeliveredShops,
  decrementInCart,
  isCartValid,
  recalculateCart,
  removeDiscount,
  removeFromCart,
} from './cart-state';

const EAN = '7000000000001';

describe('recalculateCart (spec §4: totals recomputed after each change)', () => {
  it('sums count and price + pant', () => {
    const state = recalculateCart(
      makeState([
        makeLine({ count: 2, price: 10000, pant: 300 }),
        makeLine({ ean: 'b', price: 5000 }),
      ]),
    );
    expect(state.count).toBe(3);
    expect(state.total).toBe(2 * 10300 + 5000);
  });

  it('no lines: total 0 and the discount deactivated', () => {
    const state = recalculateCart(
      makeState([], {
        total: 999,
        count: 3,
        discount: { activated: true, fixed: true, amount: 100, originalTotal: 999 },
      }),
    );
    expect(state).toMatchObject({ total: 0, count: 0 });
    expect(state.discount).toEqual({ activated: false, fixed: false, amount: 0, originalTotal: 0 });
  });

  it('every line action recomputes totals', () => {
    let state = makeState([]);
    const { count: _c, ...item } = makeLine({ price: 1000 });
    state = addToCart(state, item).state;
    state = addToCart(state, item).state;
    expect(state).toMatchObject({ count: 2, total: 2000 });
    state = decrementInCart(state, EAN, 1).state;
    expect(state).toMatchObject({ count: 1, total: 1000 });
    state = changeShopInCart(state, EAN, 1, { id: 2, name: 'Butikk 2' }).state;
    expect(state.orders[0]?.shopId).toBe(2);
    expect(state).toMatchObject({ count: 1, total: 1000 });
    state = removeFromCart(state, EAN, 2).state;
    expect(state).toMatchObject({ count: 0, total: 0 });
  });

  it('an empty cart clears the discount (removing the last line)', () => {
    const start = applyDiscount(recalculateCart(makeState([makeLine()])), {
      fixed: true,
      amount: 100,
    });
    expect(start.state.discount.activated).toBe(true);
    const after = removeFromCart(start.state, EAN, 1).state;
    expect(after.discount.activated).toBe(false);
    expect(after.total).toBe(0);
  });
});

describe('discount (spec §4 Discount)', () => {
  const base = () => recalculateCart(makeState([makeLine({ price: 10000, count: 2 })]));

  it('a fixed discount subtracts the amount', () => {
    const { state, outcome } = applyDiscount(base(), { fixed: true, amount: 5000 });
    expect(outcome).toBe('applied');
    expect(state.total).toBe(15000);
    expect(state.discount).toEqual({
      activated: true,
      fixed: true,
      amount: 5000,
      originalTotal: 20000,
    });
  });

  it('otherwise the amount is a fraction of the total', () => {
    expect(applyDiscount(base(), { fixed: false, amount: 0.25 }).state.total).toBe(15000);
  });

  it('once activated it cannot be applied again until removed', () => {
    const once = applyDiscount(base(), { fixed: true, amount: 1000 }).state;
    const twice = applyDiscount(once, { fixed: true, amount: 1000 });
    expect(twice.outcome).toBe('already-active');
    expect(twice.state.total).toBe(19000);
    const removed = removeDiscount(twice.state);
    expect(removed.total).toBe(20000);
    expect(applyDiscount(removed, { fixed: true, amount: 1000 }).outcome).toBe('applied');
  });

  it('the total never falls below the sum of deposits', () => {
    const state = recalculateCart(makeState([makeLine({ price: 1000, pant: 300, count: 2 })]));
    expect(applyDiscount(state, { fixed: true, amount: 100000 }).state.total).toBe(600);
    expect(applyDiscount(state, { fixed: false, amount: 1 }).state.total).toBe(600);
  });

  it('follows later cart changes (originalTotal tracks the subtotal)', () => {
    const discounted = applyDiscount(base(), { fixed: false, amount: 0.5 }).state;
    const { count: _c, ...item } = makeLine({ price: 10000 });
    const after = addToCart(discounted, item).state;
    expect(after.total).toBe(15000);
    expect(after.discount.originalTotal).toBe(30000);
  });

  it('an empty cart takes no discount', () => {
    expect(applyDiscount(makeState([]), { fixed: true, amount: 1 }).outcome).toBe('empty-cart');
  });
});

describe('clearing (spec §4)', () => {
  const full = () =>
    recalculateCart(
      makeState([makeLine({ shopId: 1 }), makeLine({ shopId: 2, ean: 'b', price: 1000 })], {
        txData: { id: 'tx' },
        orderInfo: { note: 'x' },
        klarnaOrders: [{ shopId: 1, orderId: 'k1' }],
        discount: { activated: true, fixed: true, amount: 100, originalTotal: 0 },
        client: {
          name: 'Kari',
          phone: '',
          email: '',
          delivery: true,
          address: '',
          postcode: '',
          city: '',
        },
      }),
    );

  it("'global' empties everything", () => {
    const state = clearCart(full(), 'global');
    expect(state.orders).toEqual([]);
    expect(state).toMatchObject({
      count: 0,
      total: 0,
      txData: null,
      orderInfo: null,
      client: null,
    });
    expect(state.klarnaOrders).toEqual([]);
    expect(state.discount.activated).toBe(false);
    expect(state.shipping).toEqual({ id: 'delivery', price: 19900 });
  });

  it('one shop: removes its lines and resets total, txData, discount and order info', () => {
    const state = clearCart(full(), 1);
    expect(state.orders.map((l) => l.shopId)).toEqual([2]);
    expect(state).toMatchObject({ count: 1, total: 1000, txData: null, orderInfo: null });
    expect(state.discount.activated).toBe(false);
    expect(state.client?.name).toBe('Kari');
  });

  it('clears the shops whose order result reports Delivery 0', () => {
    const state = clearDeliveredShops(full(), [
      { shopId: 1, delivery: 0 },
      { shopId: 2, delivery: 1 },
    ]);
    expect(state.orders.map((l) => l.shopId)).toEqual([2]);
    const none = clearDeliveredShops(full(), [{ shopId: 1, delivery: 1 }]);
    expect(none.orders).toHaveLength(2);
  });
});

describe('isCartValid (spec §4: not empty, no error refers to an article in the cart)', () => {
  const lines = [makeLine({ ean: 'a', articleId: 1 }), makeLine({ ean: 'b', articleId: 2 })];
  const error = (o: { ean?: string | null; articleId?: number | null }) => ({
    message: 'Ikke på lager',
    ean: o.ean ?? null,
    articleId: o.articleId ?? null,
    shopId: null,
  });

  it('an empty cart is invalid', () => expect(isCartValid([], [])).toBe(false));
  it('a cart without errors is valid', () => expect(isCartValid(lines, [])).toBe(true));
  it('an error on an ean in the cart invalidates', () =>
    expect(isCartValid(lines, [error({ ean: 'b' })])).toBe(false));
  it('an error on an article id in the cart invalidates', () =>
    expect(isCartValid(lines, [error({ articleId: 1 })])).toBe(false));
  it('errors about articles no longer in the cart are ignored', () =>
    expect(isCartValid(lines, [error({ ean: 'z', articleId: 99 })])).toBe(true));
});
