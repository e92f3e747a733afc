import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CartLineSchema,
  CartStateSchema,
  createInitialCartState,
  ValidateCartRequestSchema,
} from './cart';

const rawLine = {
  id: 11,
  articleId: 100,
  ean: '7000000000001',
  shopId: 1,
  count: 1,
  name: 'Joggesko',
  price: 49900,
  variant: { ean: '7000000000001', shops: [{ id: 1, qty: 3 }], size: { id: 1, name: '42' } },
};

describe('cart schemas', () => {
  it('fills cart-line defaults (freight 9900, pant 0, no limit)', () => {
    const line = v.parse(CartLineSchema, rawLine);
    expect(line).toMatchObject({
      frightPrice: 9900,
      pant: 0,
      webPurchaseLimit: null,
      onlyCC: false,
      canPurchase: true,
    });
    expect(line.variant).toMatchObject({ size: { id: 1, name: '42' } }); // loose: extra variant fields kept
  });

  it('refuses a line with count 0 or a float price', () => {
    expect(v.safeParse(CartLineSchema, { ...rawLine, count: 0 }).success).toBe(false);
    expect(v.safeParse(CartLineSchema, { ...rawLine, price: 10.5 }).success).toBe(false);
  });

  it('the initial cart state is valid and has the default shipping', () => {
    const state = createInitialCartState();
    expect(v.safeParse(CartStateSchema, state).success).toBe(true);
    expect(state.shipping).toEqual({ id: 'delivery', price: 19900 });
    expect(createInitialCartState().orders).not.toBe(state.orders);
  });

  it('validate-cart defaults shopId to null', () => {
    expect(v.parse(ValidateCartRequestSchema, { items: [] })).toEqual({ items: [], shopId: null });
  });
});
