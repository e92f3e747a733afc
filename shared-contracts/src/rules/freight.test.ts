import { describe, expect, it } from 'vitest';
import { makeLine } from '../test-support/cart-line';
import { calculateFreight, canOneShopServe, freightByShop, roundUpFreight } from './freight';

// Stock only in the line's own shop, so no single shop can serve a multi-shop cart.
const only = (shopId: number, ean: string, frightPrice: number | undefined, count = 1) =>
  makeLine({ shopId, ean, frightPrice, count, stock: { [shopId]: 10 } });

describe('freight (spec §9)', () => {
  it('an empty list costs nothing', () => {
    expect(calculateFreight([])).toBe(0);
  });

  it('one shop: the single highest freight', () => {
    expect(calculateFreight([only(1, 'a', 9900), only(1, 'b', 14900)])).toBe(14900);
  });

  it('missing freight defaults to 9900', () => {
    expect(calculateFreight([only(1, 'a', undefined)])).toBe(9900);
  });

  it('several groups: largest per group, halved except the group with the overall highest', () => {
    const lines = [only(1, 'a', 9900), only(1, 'b', 4900), only(2, 'c', 19900), only(3, 'd', 5900)];
    // shop 2 holds the highest: 19900 full; shop 1: 9900/2 = 4950 → 5000; shop 3: 5900/2 = 2950 → 3000.
    expect(freightByShop(lines)).toEqual([
      { shopId: 1, freight: 5000 },
      { shopId: 2, freight: 19900 },
      { shopId: 3, freight: 3000 },
    ]);
    expect(calculateFreight(lines)).toBe(27900);
  });

  it('rounds each group up to the nearest 100', () => {
    const lines = [only(1, 'a', 12345), only(2, 'b', 4901)];
    // 12345 → 12400; 4901/2 = 2450.5 → 2500
    expect(calculateFreight(lines)).toBe(12400 + 2500);
    expect(roundUpFreight(4950)).toBe(5000);
    expect(roundUpFreight(5000)).toBe(5000);
  });

  it('only one group is exempt when two share the highest freight', () => {
    const lines = [only(1, 'a', 9900), only(2, 'b', 9900)];
    expect(freightByShop(lines)).toEqual([
      { shopId: 1, freight: 9900 },
      { shopId: 2, freight: 5000 },
    ]);
  });

  it('when one shop can serve every article, only the single highest freight', () => {
    const stock = { 1: 5, 2: 5 };
    const lines = [
      makeLine({ shopId: 1, ean: 'a', frightPrice: 9900, stock }),
      makeLine({ shopId: 2, ean: 'b', frightPrice: 14900, stock }),
    ];
    expect(canOneShopServe(lines)).toBe(true);
    expect(calculateFreight(lines)).toBe(14900);
    expect(freightByShop(lines)).toEqual([
      { shopId: 1, freight: 0 },
      { shopId: 2, freight: 14900 },
    ]);
  });

  it('one shop must hold the summed quantity of an ean bought from several shops', () => {
    const stock = { 1: 2, 2: 2 };
    const lines = [
      makeLine({ shopId: 1, ean: 'a', count: 2, stock }),
      makeLine({ shopId: 2, ean: 'a', count: 1, stock }),
    ];
    expect(canOneShopServe(lines)).toBe(false);
  });

  it('the caller may state whether one shop can serve everything', () => {
    const lines = [only(1, 'a', 9900), only(2, 'b', 9900)];
    expect(calculateFreight(lines, { singleShop: true })).toBe(9900);
    const stock = { 1: 5, 2: 5 };
    const servable = [
      makeLine({ shopId: 1, ean: 'a', stock }),
      makeLine({ shopId: 2, ean: 'b', stock }),
    ];
    expect(calculateFreight(servable, { singleShop: false })).toBe(9900 + 5000);
  });
});
