import type { Shop, ShopDistance } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { shopRows } from './shops';

const shop = (id: number, name: string): Shop => ({
  id,
  no: id,
  name,
  fullName: `Bare lave priser ${name}`,
  orgNo: '912345678',
  description: '',
  openingHours: { regular: [], exceptions: [] },
  mapLink: null,
  postNo: '0150',
  postPlace: 'OSLO',
  address: 'Gate 1',
  email: 'a@b.no',
  phone: '22 00 00 00',
  messenger: null,
  chain: 1,
  coords: { lat: 59.9, lon: 10.7 },
  distance: null,
  clickAndCollect: true,
});

const shops = [shop(1, 'Ålesund'), shop(2, 'Oslo City'), shop(3, 'Ørsta'), shop(4, 'Bergen')];

describe('shopRows', () => {
  it('sorts by name with Norwegian collation (Æ, Ø, Å last) without a position', () => {
    expect(shopRows(shops, null, '').map((r) => r.shop.name)).toEqual([
      'Bergen',
      'Oslo City',
      'Ørsta',
      'Ålesund',
    ]);
  });

  it('finds shops by name, ignoring case', () => {
    expect(shopRows(shops, null, 'ØRS').map((r) => r.shop.name)).toEqual(['Ørsta']);
  });

  it('puts the nearest first once distances are known', () => {
    const d = (shopId: number, metres: number): [number, ShopDistance] => [
      shopId,
      { shopId, metres, source: 'road' },
    ];
    const rows = shopRows(shops, new Map([d(1, 9000), d(2, 1200), d(4, 300)]), '');
    expect(rows.map((r) => r.shop.name)).toEqual(['Bergen', 'Oslo City', 'Ålesund', 'Ørsta']);
  });
});
