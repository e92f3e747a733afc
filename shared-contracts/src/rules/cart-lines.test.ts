import { describe, expect, it } from 'vitest';
import { makeLine } from '../test-support/cart-line';
import {
  addLine,
  changeLineShop,
  decrementLine,
  groupLinesByShop,
  maxCountInShop,
  removeLine,
  stockInShop,
} from './cart-lines';

const item = (o: Parameters<typeof makeLine>[0] = {}) => {
  const { count: _count, ...rest } = makeLine(o);
  return rest;
};

describe('addLine (spec §4 Cart: adding)', () => {
  it('adds a new line with count 1', () => {
    const { lines, outcome } = addLine([], item());
    expect(outcome).toBe('added');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBe(1);
  });

  it('raises the count of the same ean + shop by 1', () => {
    const { lines, outcome } = addLine([makeLine({ count: 2 })], item());
    expect(outcome).toBe('incremented');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBe(3);
  });

  it('treats the same ean in another shop as a new line', () => {
    const { lines, outcome } = addLine([makeLine({ shopId: 1 })], item({ shopId: 2 }));
    expect(outcome).toBe('added');
    expect(lines.map((l) => [l.shopId, l.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('does not raise the count at the web purchase limit', () => {
    const { lines, outcome } = addLine(
      [makeLine({ count: 2, webPurchaseLimit: 2 })],
      item({ webPurchaseLimit: 2 }),
    );
    expect(outcome).toBe('limit');
    expect(lines[0]?.count).toBe(2);
  });

  it('raises the count while below the web purchase limit', () => {
    const { lines } = addLine(
      [makeLine({ count: 1, webPurchaseLimit: 2 })],
      item({ webPurchaseLimit: 2 }),
    );
    expect(lines[0]?.count).toBe(2);
  });

  it("does not raise the count at the shop's stock", () => {
    const { lines, outcome } = addLine(
      [makeLine({ count: 3, stock: { 1: 3 } })],
      item({ stock: { 1: 3 } }),
    );
    expect(outcome).toBe('stock');
    expect(lines[0]?.count).toBe(3);
  });

  it('checks against the fresher stock of the offered item', () => {
    const { outcome } = addLine(
      [makeLine({ count: 2, stock: { 1: 10 } })],
      item({ stock: { 1: 2 } }),
    );
    expect(outcome).toBe('stock');
  });

  it('does not mutate its input', () => {
    const lines = [makeLine()];
    const snapshot = structuredClone(lines);
    addLine(lines, item());
    expect(lines).toEqual(snapshot);
  });
});

describe('decrementLine (spec §4: decrement lowers the count by 1)', () => {
  it('lowers the count by 1', () => {
    const { lines, outcome } = decrementLine([makeLine({ count: 3 })], '7000000000001', 1);
    expect(outcome).toBe('decremented');
    expect(lines[0]?.count).toBe(2);
  });

  it('keeps a line at count 1 (removal is explicit)', () => {
    const { lines, outcome } = decrementLine([makeLine({ count: 1 })], '7000000000001', 1);
    expect(outcome).toBe('minimum');
    expect(lines[0]?.count).toBe(1);
  });

  it('reports a missing line', () => {
    expect(decrementLine([makeLine()], 'nope', 1).outcome).toBe('not-found');
  });
});

describe('removeLine (spec §4: removing a line subtracts its count)', () => {
  it('removes only the line of that ean + shop', () => {
    const lines = [makeLine({ shopId: 1, count: 2 }), makeLine({ shopId: 2, count: 1 })];
    const result = removeLine(lines, '7000000000001', 1);
    expect(result.outcome).toBe('removed');
    expect(result.lines.map((l) => l.shopId)).toEqual([2]);
  });

  it('reports a missing line', () => {
    expect(removeLine([], 'x', 1).outcome).toBe('not-found');
  });
});

describe('changeLineShop (spec §4: merge counts, limited by purchase limit and stock)', () => {
  const shop2 = { id: 2, name: 'Butikk 2' };

  it('moves a line to a shop without that ean', () => {
    const { lines, outcome } = changeLineShop([makeLine({ count: 2 })], '7000000000001', 1, shop2);
    expect(outcome).toBe('moved');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ shopId: 2, count: 2, shop: shop2 });
  });

  it("merges counts into the chosen shop's line", () => {
    const lines = [makeLine({ shopId: 1, count: 2 }), makeLine({ shopId: 2, count: 3 })];
    const result = changeLineShop(lines, '7000000000001', 1, shop2);
    expect(result.outcome).toBe('merged');
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ shopId: 2, count: 5 });
  });

  it('limits the merged count by the purchase limit', () => {
    const lines = [
      makeLine({ shopId: 1, count: 2, webPurchaseLimit: 4 }),
      makeLine({ shopId: 2, count: 3, webPurchaseLimit: 4 }),
    ];
    expect(changeLineShop(lines, '7000000000001', 1, shop2).lines[0]?.count).toBe(4);
  });

  it("limits the merged count by the chosen shop's stock", () => {
    const stock = { 1: 10, 2: 3 };
    const lines = [
      makeLine({ shopId: 1, count: 2, stock }),
      makeLine({ shopId: 2, count: 2, stock }),
    ];
    expect(changeLineShop(lines, '7000000000001', 1, shop2).lines[0]?.count).toBe(3);
  });

  it('uses the smaller of limit and stock for a moved line', () => {
    const line = makeLine({ count: 5, webPurchaseLimit: 4, stock: { 1: 9, 2: 2 } });
    expect(changeLineShop([line], line.ean, 1, shop2).lines[0]?.count).toBe(2);
    const line2 = makeLine({ count: 5, webPurchaseLimit: 3, stock: { 1: 9, 2: 8 } });
    expect(changeLineShop([line2], line2.ean, 1, shop2).lines[0]?.count).toBe(3);
  });

  it('changes nothing when the chosen shop has no stock', () => {
    const line = makeLine({ count: 1, stock: { 1: 5 } });
    const result = changeLineShop([line], line.ean, 1, shop2);
    expect(result.outcome).toBe('stock');
    expect(result.lines).toEqual([line]);
  });

  it('leaves other articles untouched', () => {
    const other = makeLine({ ean: '7000000000002', shopId: 1 });
    const result = changeLineShop([makeLine(), other], '7000000000001', 1, shop2);
    expect(result.lines).toContainEqual(other);
  });
});

describe('stock helpers and grouping', () => {
  it('reads stock per shop (missing shop = 0)', () => {
    const line = makeLine({ stock: { 1: 4 } });
    expect(stockInShop(line, 1)).toBe(4);
    expect(stockInShop(line, 9)).toBe(0);
    expect(maxCountInShop({ ...line, webPurchaseLimit: 2 }, 1)).toBe(2);
  });

  it('groups lines by shop in first-seen order', () => {
    const groups = groupLinesByShop([
      makeLine({ shopId: 2 }),
      makeLine({ shopId: 1, ean: 'b' }),
      makeLine({ shopId: 2, ean: 'c' }),
    ]);
    expect(groups.map((g) => [g.shopId, g.lines.length])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(groups[0]?.shop).toEqual({ id: 2, name: 'Butikk 2' });
  });
});
