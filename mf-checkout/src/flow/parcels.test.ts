import {
  IdempotencyKeySchema,
  OrderRequestSchema,
  ReservationCreateSchema,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../api/fake-api';
import { check } from '../api/http';
import { creationOrder, idempotencyKey, planCheckout, type PlanInput } from './parcels';

const shoe = makeLine({ ean: '7000000000011', articleId: 1, shopId: 1, price: 79900 });
const gel = makeLine({
  ean: '7000000000042',
  articleId: 4,
  shopId: 1,
  name: 'Energigel',
  price: 2900,
  onlyCC: true,
});
const jacket = makeLine({
  ean: '7000000000035',
  articleId: 3,
  shopId: 2,
  name: 'Jakke',
  price: 59900,
});

const input: PlanInput = {
  checkoutId: '3f2a9c1e-0000-4000-8000-000000000001',
  lines: [shoe, gel, jacket],
  deliveryByShop: { '2': false },
  paymentByShop: { '2': 'vipps' },
  contact: {
    name: 'Kari Nordmann',
    phone: '+4741234567',
    email: 'kari@example.no',
    address: 'Storgata 1',
    postcode: '0150',
    city: '',
    delivery: true,
  },
  shipping: { id: 'delivery', price: 19900, name: 'Hjemlevering' },
  discount: { activated: false, fixed: false, amount: 0, originalTotal: 0 },
  promocodeId: null,
  giftCard: null,
};

describe('order requests of a checkout', () => {
  it('makes one request per parcel: delivered as an order, Klikk & Hent as a reservation', () => {
    const plan = planCheckout(input);
    expect(plan.parcels.map((p) => [p.id, p.request.kind, p.provider])).toEqual([
      ['1:d', 'order', 'klarna'],
      ['1:p', 'reservation', 'klarna'], // the delivered shop's onlyCC line is picked up
      ['2:p', 'reservation', 'vipps'],
    ]);
    const [delivered, onlyCC, pickup] = plan.parcels;
    expect(delivered?.request.body).toMatchObject({
      ShopID: 1,
      items: [{ EanNo: shoe.ean, Count: 1 }],
      Delivery: 1,
      Address: 'Storgata 1',
      PostalCode: '0150',
      City: null,
      shipping_method_id: 'delivery',
      payment_method: 'klarna',
      giftcard: null,
    });
    expect(onlyCC?.request.body.items).toEqual([{ EanNo: gel.ean, Count: 1 }]);
    expect(pickup?.request.body).not.toHaveProperty('Address');
    expect(pickup?.request.body).not.toHaveProperty('shipping_method_id');

    // Every order carries the whole checkout (freight and discount depend on it).
    expect(plan.checkout.groups).toEqual([
      { ShopID: 1, Delivery: true, items: [{ EanNo: shoe.ean, Count: 1 }] },
      { ShopID: 1, Delivery: false, items: [{ EanNo: gel.ean, Count: 1 }] },
      { ShopID: 2, Delivery: false, items: [{ EanNo: jacket.ean, Count: 1 }] },
    ]);
    for (const parcel of plan.parcels) {
      expect(parcel.request.body.orderInfo).toEqual({
        checkout: plan.checkout,
        deliveryByShop: { '2': false },
      });
      const schema = parcel.request.kind === 'order' ? OrderRequestSchema : ReservationCreateSchema;
      expect(check(schema, parcel.request.body).ok).toBe(true);
      expect(check(IdempotencyKeySchema, parcel.idempotencyKey).ok).toBe(true);
    }
  });

  it('keys a parcel by checkout, shop, mode and a hash of its request', () => {
    const plan = planCheckout(input);
    expect(plan.parcels[0]?.idempotencyKey).toMatch(
      /^3f2a9c1e-0000-4000-8000-000000000001:1:d:[0-9a-f]{8}$/,
    );
    expect(plan.parcels[2]?.idempotencyKey).toMatch(/:2:p:[0-9a-f]{8}$/);
    // Posted again unchanged: the same key (the API replays the same order).
    expect(planCheckout(input).parcels.map((p) => p.idempotencyKey)).toEqual(
      plan.parcels.map((p) => p.idempotencyKey),
    );
    // A changed parcel gets a new key.
    const more = planCheckout({ ...input, lines: [{ ...shoe, count: 2 }, gel, jacket] });
    expect(more.parcels[0]?.idempotencyKey).not.toBe(plan.parcels[0]?.idempotencyKey);
    // The PIN is never part of the hash.
    const body = { items: [{ EanNo: shoe.ean, Count: 1 }] };
    expect(
      idempotencyKey('abcdefgh', 1, true, {
        ...body,
        giftcard: { number: '1', pin: '1111', amount: 5 },
      }),
    ).toBe(
      idempotencyKey('abcdefgh', 1, true, {
        ...body,
        giftcard: { number: '1', pin: '2222', amount: 5 },
      }),
    );
  });

  it('spreads the gift card over the parcels in order and creates fully covered parcels last', () => {
    const plan = planCheckout({
      ...input,
      giftCard: { number: '6280000000000001', pin: '1234', balance: 120000, expiresAt: null },
    });
    const totals = plan.parcels.map((p) => p.price.total);
    expect(totals).toEqual([79900 + 9900 + 19900, 2900, 59900]);
    expect(plan.parcels.map((p) => p.giftCard)).toEqual([109700, 2900, 7400]);
    expect(plan.parcels[0]?.request.body.giftcard).toEqual({
      number: '6280000000000001',
      pin: '1234',
      amount: 109700,
    });
    expect(plan.parcels[2]?.request.body.giftcard?.amount).toBe(7400);
    expect(creationOrder(plan.parcels).map((p) => p.id)).toEqual(['2:p', '1:d', '1:p']);
  });
});
