/**
 * Test support (never imported by production code): schema-valid fixtures and a fake /api/v1
 * behind the global fetch the shared ky client uses, so components are tested through their
 * real API modules and the real contract validation.
 */
import {
  $activePromocode,
  $cartErrors,
  $client,
  $klarnaOrders,
  $orderInfo,
  $vippsOrders,
  cartClear,
  clearAlerts,
  setCartState,
  getCartState,
  recalculateCart,
  type CartLine,
  type OrderResult,
} from 'shared-contracts';
import { removeGiftCard } from '../flow/gift-card-store';

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  const ean = overrides.ean ?? '7000000000011';
  const shopId = overrides.shopId ?? 1;
  return {
    id: 11,
    articleId: 1,
    ean,
    shopId,
    count: 1,
    name: 'Løpesko Fart',
    gender: null,
    size: { id: 42, name: '42' },
    color: { id: 1, name: 'Svart', hex: '#000000', image: null },
    price: 79900,
    pant: 0,
    frightPrice: 9900,
    image: null,
    canPurchase: true,
    variant: { ean, shops: [{ id: shopId, qty: 5 }] },
    shop: { id: shopId, name: shopId === 1 ? 'Oslo City' : 'Bergen Storsenter' },
    webPurchaseLimit: null,
    onlyCC: false,
    ...overrides,
  };
}

/** Puts lines in the shared cart (count and total recomputed by the shared rule). */
export function setCart(lines: CartLine[]): void {
  setCartState(recalculateCart({ ...getCartState(), orders: lines }));
}

/** A clean cart store and checkout memory between tests. */
export function resetStores(): void {
  cartClear('global');
  $client.set(null);
  $orderInfo.set(null);
  $cartErrors.set([]);
  $klarnaOrders.set([]);
  $vippsOrders.set([]);
  $activePromocode.set(null);
  removeGiftCard();
  clearAlerts();
  localStorage.clear();
}

export function makeResult(overrides: Partial<OrderResult> = {}): OrderResult {
  const shopId = overrides.ShopID ?? 1;
  return {
    status: 200,
    ShopID: shopId,
    shopName: shopId === 1 ? 'Oslo City' : 'Bergen Storsenter',
    OrderID: 100 + shopId,
    OrderNo: `B-${1000 + shopId}`,
    Delivery: 1,
    delivery: true,
    state: 'pending',
    cancelReason: null,
    amounts: {
      items: 79900,
      pant: 0,
      discount: 0,
      freight: 9900,
      shipping: 19900,
      total: 109700,
      vat: 21940,
      giftcard: 0,
      due: 109700,
    },
    items: [
      {
        EanNo: '7000000000011',
        Count: 1,
        ArticleID: 1,
        ArticleName: 'Løpesko Fart',
        Size: '42',
        Color: 'Svart',
        Price: 79900,
        Pant: 0,
        Total: 79900,
      },
    ],
    payment: {
      provider: 'klarna',
      sessionId: `sess-${shopId}`,
      clientToken: `token-${shopId}`,
      scriptUrl: 'http://localhost/sim/klarna/sdk.js',
      categories: [{ identifier: 'pay_later', name: 'Faktura' }],
    },
    payments: [],
    pickup: null,
    expiresAt: '2030-01-01T00:30:00Z',
    checkoutId: null,
    ...overrides,
  };
}

export { answer, installFakeApi } from 'tooling/testing/fake-api';
export type { FakeHandler, FakeRequest } from 'tooling/testing/fake-api';
