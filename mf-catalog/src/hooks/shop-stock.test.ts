import { describe, expect, it } from 'vitest';
import type { Shop } from 'shared-contracts';
import { defaultShopId, shopStockRows, stockText } from './shop-stock';

function shop(id: number, name: string, lat = 60, lon = 10): Shop {
  return {
    id,
    no: id,
    name,
    fullName: name,
    orgNo: '999999999',
    description: '',
    openingHours: { regular: [], exceptions: [] },
    mapLink: null,
    postNo: '0150',
    postPlace: 'OSLO',
    address: 'Gate 1',
    email: 'a@b.no',
    phone: '12345678',
    messenger: null,
    chain: 1,
    coords: { lat, lon },
    distance: null,
    clickAndCollect: true,
  };
}

// As GET /shops lists them: by name in Norwegian collation (Å last).
const shops = [
  shop(2, 'Bergen', 60.39, 5.32),
  shop(3, 'Oslo', 59.91, 10.75),
  shop(1, 'Ålesund', 62.47, 6.15),
];

describe('shop stock rows', () => {
  it("keeps the shop list's name order without a position and leaves out unknown shops", () => {
    const rows = shopStockRows(
      shops,
      [
        { id: 1, qty: 2 },
        { id: 3, qty: 0 },
        { id: 2, qty: 5 },
        { id: 99, qty: 1 },
      ],
      null,
    );
    expect(rows.map((r) => r.shop.name)).toEqual(['Bergen', 'Oslo', 'Ålesund']);
    expect(rows.every((r) => r.distance === null)).toBe(true);
  });

  it('sorts nearest first once the distances are known', () => {
    const distances = new Map([
      [1, { shopId: 1, metres: 380_000, source: 'road' as const }],
      [2, { shopId: 2, metres: 460_000, source: 'road' as const }],
      [3, { shopId: 3, metres: 4_200, source: 'straight' as const }],
    ]);
    const rows = shopStockRows(
      shops,
      [
        { id: 1, qty: 2 },
        { id: 2, qty: 5 },
        { id: 3, qty: 1 },
      ],
      distances,
    );
    expect(rows.map((r) => r.shop.name)).toEqual(['Oslo', 'Ålesund', 'Bergen']);
    expect(rows[0]!.distance).toEqual({ shopId: 3, metres: 4_200, source: 'straight' });
  });

  it('preselects the remembered shop only when it has stock', () => {
    const rows = shopStockRows(
      shops,
      [
        { id: 1, qty: 0 },
        { id: 2, qty: 5 },
      ],
      null,
    );
    expect(defaultShopId(rows, 1)).toBe(2);
    expect(defaultShopId(rows, 2)).toBe(2);
    expect(defaultShopId([], null)).toBeNull();
  });

  it('offers only click & collect shops for an only-Klikk & Hent article', () => {
    const noCc = { ...shop(2, 'Bergen', 60.39, 5.32), clickAndCollect: false };
    const rows = shopStockRows(
      [shop(1, 'Oslo', 59.91, 10.75), noCc],
      [
        { id: 1, qty: 1 },
        { id: 2, qty: 5 },
      ],
      null,
    );
    expect(defaultShopId(rows, 2, true)).toBe(1);
    expect(defaultShopId(rows, 2, false)).toBe(2);
  });

  it('says stock as a shopper reads it', () => {
    expect(stockText(0)).toBe('Utsolgt');
    expect(stockText(2)).toBe('Få igjen (2)');
    expect(stockText(8)).toBe('8 på lager');
    expect(stockText(40)).toBe('20+ på lager');
  });
});
