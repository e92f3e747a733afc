import type { CartLine, CartState } from '../schemas/cart';
import { createInitialCartState } from '../schemas/cart';

/** Stock per shop id → qty, for building a variant in tests. */
export type StockMap = Record<number, number>;

/** A valid cart line with sensible defaults; override what a test is about. */
export function makeLine(overrides: Partial<CartLine> & { stock?: StockMap } = {}): CartLine {
  const { stock = { 1: 10, 2: 10 }, ...rest } = overrides;
  const ean = rest.ean ?? '7000000000001';
  const shopId = rest.shopId ?? 1;
  return {
    id: 11,
    articleId: 100,
    ean,
    shopId,
    count: 1,
    name: 'Joggesko',
    gender: { id: 1, name: 'Herre' },
    size: { id: 42, name: '42' },
    color: { id: 3, name: 'Svart', hex: '#000000', image: null },
    price: 49900,
    pant: 0,
    frightPrice: 9900,
    image: null,
    canPurchase: true,
    variant: {
      id: 11,
      ean,
      shops: Object.entries(stock).map(([id, qty]) => ({ id: Number(id), qty })),
    },
    shop: { id: shopId, name: `Butikk ${shopId}` },
    webPurchaseLimit: null,
    onlyCC: false,
    ...rest,
  };
}

/** A cart state holding the given lines (totals NOT recalculated: tests call the rules). */
export function makeState(lines: CartLine[], patch: Partial<CartState> = {}): CartState {
  return { ...createInitialCartState(), orders: lines, ...patch };
}
