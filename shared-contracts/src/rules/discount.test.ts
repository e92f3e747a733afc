import { describe, expect, it } from 'vitest';
import { makeLine } from '../test-support/cart-line';
import {
  cartPant,
  cartSubtotal,
  discountFromPromocode,
  discountedTotal,
  isPromocodeValid,
} from './discount';

describe('discount helpers', () => {
  const lines = [makeLine({ price: 1000, pant: 200, count: 3 })];

  it('subtotal includes deposits; pant sums deposits', () => {
    expect(cartSubtotal(lines)).toBe(3600);
    expect(cartPant(lines)).toBe(600);
  });

  it('an inactive discount leaves the total alone', () => {
    expect(
      discountedTotal(lines, { activated: false, fixed: true, amount: 500, originalTotal: 0 }),
    ).toBe(3600);
  });

  it('rounds fractional discounts to whole øre', () => {
    const one = [makeLine({ price: 999 })];
    expect(
      discountedTotal(one, { activated: true, fixed: false, amount: 0.1, originalTotal: 999 }),
    ).toBe(899);
  });

  it('maps promo codes: fixed in øre, percentages and fractions to a fraction', () => {
    expect(discountFromPromocode({ Fixed: 1, Amount: 5000 })).toEqual({
      fixed: true,
      amount: 5000,
    });
    expect(discountFromPromocode({ Fixed: false, Amount: 20 })).toEqual({
      fixed: false,
      amount: 0.2,
    });
    expect(discountFromPromocode({ Fixed: 0, Amount: 0.15 })).toEqual({
      fixed: false,
      amount: 0.15,
    });
    expect(discountFromPromocode({ Fixed: 0, Amount: 250 })).toEqual({ fixed: false, amount: 1 });
  });

  it('checks the validity window of a promo code (date-only end includes the day)', () => {
    const promo = { ValidFrom: '2025-01-01', ValidTo: '2025-01-31' };
    expect(isPromocodeValid(promo, new Date('2025-01-31T23:00:00Z'))).toBe(true);
    expect(isPromocodeValid(promo, new Date('2025-02-01T00:00:01Z'))).toBe(false);
    expect(isPromocodeValid(promo, new Date('2024-12-31T12:00:00Z'))).toBe(false);
    expect(isPromocodeValid({ ValidFrom: null, ValidTo: null })).toBe(true);
  });
});
