import { describe, expect, it } from 'vitest';
import {
  allocate,
  cartFreight,
  deliveryChoices,
  discountReduction,
  normaliseGiftCardNumber,
  normalisePhone,
  priceCheckout,
  shopDelivers,
  splitIntoParcels,
  vatOf,
  type CheckoutLine,
} from './checkout';

const line = (over: Partial<CheckoutLine> & { shopId?: number; onlyCC?: boolean } = {}) => ({
  ean: '7000000000001',
  count: 1,
  price: 50000,
  pant: 0,
  frightPrice: 9900,
  shopId: 1,
  onlyCC: false,
  ...over,
});

describe('allocate', () => {
  it('splits exactly, in proportion, never above a weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [10, 0, 30])).toEqual([2, 0, 5]);
    expect(allocate(40, [10, 30])).toEqual([10, 30]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const parts = allocate(12345, [333, 777, 1001, 9]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12345);
  });
});

describe('discountReduction (spec §4)', () => {
  it('fixed subtracts, a fraction takes a share, the pant is the floor', () => {
    expect(discountReduction(100000, 0, { activated: true, fixed: true, amount: 20000 })).toBe(
      20000,
    );
    expect(discountReduction(100000, 0, { activated: true, fixed: false, amount: 0.1 })).toBe(
      10000,
    );
    expect(discountReduction(10000, 3000, { activated: true, fixed: true, amount: 20000 })).toBe(
      7000,
    );
    expect(discountReduction(10000, 0, { activated: false, fixed: true, amount: 5000 })).toBe(0);
    expect(discountReduction(10000, 0, null)).toBe(0);
  });
});

describe('priceCheckout', () => {
  it('one delivered parcel: items + freight + shipping, VAT inside', () => {
    const price = priceCheckout({
      parcels: [{ shopId: 1, delivery: true, lines: [line()] }],
      discount: null,
      shippingPrice: 19900,
    });
    expect(price.parcels[0]).toMatchObject({
      items: 50000,
      freight: 9900,
      shipping: 19900,
      total: 79800,
    });
    expect(price.vat).toBe(vatOf(79800));
    expect(vatOf(79800)).toBe(15960);
  });

  it('two shops (not servable by one): the top freight whole, the other halved and rounded up; shipping once', () => {
    const price = priceCheckout({
      parcels: [
        { shopId: 1, delivery: true, lines: [line({ frightPrice: 4950 })] },
        { shopId: 2, delivery: true, lines: [line({ ean: '7000000000002', frightPrice: 19900 })] },
      ],
      discount: null,
      shippingPrice: 19900,
      singleShop: false,
    });
    expect(price.parcels.map((p) => [p.freight, p.shipping])).toEqual([
      [2500, 0],
      [19900, 19900],
    ]);
    expect(price.freight).toBe(22400);
  });

  it('when one shop could send everything, only the highest freight is charged', () => {
    const price = priceCheckout({
      parcels: [
        { shopId: 1, delivery: true, lines: [line({ frightPrice: 4950 })] },
        { shopId: 2, delivery: true, lines: [line({ ean: '7000000000002', frightPrice: 19900 })] },
      ],
      discount: null,
      shippingPrice: 0,
      singleShop: true,
    });
    expect(price.parcels.map((p) => p.freight)).toEqual([0, 19900]);
  });

  it('Klikk & Hent parcels pay no freight and no shipping', () => {
    const price = priceCheckout({
      parcels: [
        { shopId: 1, delivery: false, lines: [line()] },
        { shopId: 2, delivery: true, lines: [line({ ean: '7000000000002' })] },
      ],
      discount: null,
      shippingPrice: 19900,
    });
    expect(price.parcels[0]).toMatchObject({ freight: 0, shipping: 0, total: 50000 });
    expect(price.parcels[1]).toMatchObject({ freight: 9900, shipping: 19900 });
  });

  it('shares a promo discount over the parcels by what each can give up (never below pant)', () => {
    const price = priceCheckout({
      parcels: [
        { shopId: 1, delivery: false, lines: [line({ price: 30000, pant: 300 })] },
        { shopId: 2, delivery: false, lines: [line({ ean: '7000000000002', price: 10000 })] },
      ],
      discount: { activated: true, fixed: true, amount: 100000 },
      shippingPrice: 0,
    });
    // 40 300 items, 300 pant: the fixed 1 000 kr takes everything down to the pant.
    expect(price.discount).toBe(40000);
    expect(price.parcels.map((p) => p.total)).toEqual([300, 0]);
    expect(price.total).toBe(price.pant);
  });
});

describe('parcels', () => {
  const lines = [
    line({ shopId: 1 }),
    line({ shopId: 1, ean: '7000000000002', onlyCC: true }),
    line({ shopId: 2, ean: '7000000000003', onlyCC: true }),
    line({ shopId: 3, ean: '7000000000004' }),
  ];

  it('splits a delivered shop onlyCC lines into a pickup parcel; an all-onlyCC shop is pickup', () => {
    const parcels = splitIntoParcels(lines, { '3': false });
    expect(parcels.map((p) => [p.shopId, p.delivery, p.lines.length])).toEqual([
      [1, true, 1],
      [1, false, 1],
      [2, false, 1],
      [3, false, 1],
    ]);
    expect(shopDelivers(lines, 2, { '2': true })).toBe(false);
    expect(shopDelivers(lines, 1, {})).toBe(true);
  });

  it('the cart modal freight is the checkout freight for the same choices', () => {
    expect(cartFreight(lines, {})).toBe(
      priceCheckout({ parcels: splitIntoParcels(lines, {}), discount: null, shippingPrice: 0 })
        .freight,
    );
    expect(cartFreight(lines, { '1': false, '3': false })).toBe(0);
  });

  it('reads only boolean delivery choices from orderInfo', () => {
    expect(deliveryChoices({ deliveryByShop: { '1': false, '2': 'x' }, other: 1 })).toEqual({
      '1': false,
    });
    expect(deliveryChoices(null)).toEqual({});
    expect(deliveryChoices({ deliveryByShop: [true] })).toEqual({});
  });
});

describe('normalising what shoppers type', () => {
  it('Norwegian mobile numbers to +47 and eight digits', () => {
    expect(normalisePhone('412 34 567')).toBe('+4741234567');
    expect(normalisePhone('+47 41234567')).toBe('+4741234567');
    expect(normalisePhone('0047 412-34-567')).toBe('+4741234567');
    expect(normalisePhone('4741234567')).toBe('+4741234567');
    expect(normalisePhone('1234567')).toBeNull();
    expect(normalisePhone('+46 412345678')).toBeNull();
  });
  it('gift card numbers without spaces', () => {
    expect(normaliseGiftCardNumber('6280 0000 0000 0001')).toBe('6280000000000001');
    expect(normaliseGiftCardNumber('123')).toBeNull();
  });
});
