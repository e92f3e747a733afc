import { $alerts, $orderInfo, $orders } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeLine, makeResult, resetStores, setCart } from '../api/fake-api';
import { $giftCard } from './gift-card-store';
import { finishPurchase, purchaseAlert, settledShops, SUCCESS_PREFIX } from './finish';

const paid = (shopId: number, delivery = true) =>
  makeResult({ ShopID: shopId, delivery, state: 'paid', Delivery: 0, payment: null });

beforeEach(() => {
  resetStores();
});

describe('end of a purchase', () => {
  it('names the articles when everything is paid, else lists every result as an error', () => {
    expect(purchaseAlert([paid(1)])).toEqual({
      type: 'success',
      content: `${SUCCESS_PREFIX}Løpesko Fart`,
    });
    const partial = purchaseAlert([paid(1), makeResult({ ShopID: 2, state: 'cancelled' })]);
    expect(partial.type).toBe('error');
    expect(partial.content).toContain('ordre B-1001 (Oslo City): betalt');
    expect(partial.content).toContain('ordre B-1002 (Bergen Storsenter): ikke betalt');
    expect(purchaseAlert([paid(1)], 1).type).toBe('error');
  });

  it('clears a shop only when all of its parcels are settled', () => {
    expect(
      settledShops([
        paid(1),
        makeResult({ ShopID: 1, delivery: false, state: 'cancelled', Delivery: 2 }),
        paid(2),
      ]),
    ).toEqual([
      { shopId: 1, delivery: 2 },
      { shopId: 2, delivery: 0 },
    ]);
    expect(settledShops([paid(2)], [2])).toEqual([{ shopId: 2, delivery: 1 }]);
  });

  it('runs only for the purchase this browser has open, and keeps the shopper’s choices', () => {
    setCart([makeLine({ shopId: 1 }), makeLine({ shopId: 2, ean: '7000000000035' })]);
    $giftCard.set({ number: '6280000000000001', pin: '1234', balance: 100, expiresAt: null });
    $orderInfo.set({ deliveryByShop: { '2': false }, checkout: { id: 'abcdef12-1', groups: [] } });

    expect(finishPurchase('someone-else', [paid(1)])).toBe(false);
    expect($orders.get()).toHaveLength(2);

    expect(
      finishPurchase('abcdef12-1', [paid(1), makeResult({ ShopID: 2, state: 'cancelled' })]),
    ).toBe(true);
    expect($orders.get().map((l) => l.shopId)).toEqual([2]);
    expect($orderInfo.get()).toEqual({ deliveryByShop: { '2': false } });
    expect($alerts.get()[0]?.type).toBe('error');
    // Not everything was paid: the gift card stays for the next attempt.
    expect($giftCard.get()).not.toBeNull();
  });
});
