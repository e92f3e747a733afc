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
import { vi } from 'vitest';
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

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => unknown;

/** A JSON answer with a status (for error answers). */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Routes keyed "METHOD /path" (path after /api/v1, without the query); a handler returns the
 * JSON answer or a Response. Prefix routes end in '*'. Unknown routes answer 404 like the API.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: FakeRequest = {
      method: request.method,
      path,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = `${request.method} ${path}`;
    const handler =
      routes[key] ??
      Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (!handler) return answer(404, { message: 'Ukjent' });
    const result = handler(call);
    if (result instanceof Response) return result;
    return answer(200, result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
