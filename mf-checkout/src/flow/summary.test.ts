import { cartFreight } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../api/fake-api';
import { splitGiftCard, summariseCheckout } from './summary';

// Shop 1 (Oslo) is delivered, shop 2 (Bergen) is Klikk & Hent; no shop has every article.
const lines = [
  makeLine({ ean: '7000000000011', articleId: 1, shopId: 1, price: 79900, frightPrice: 9900 }),
  makeLine({
    ean: '7000000000028',
    articleId: 2,
    shopId: 1,
    name: 'Sportsdrikk',
    count: 2,
    price: 24900,
    pant: 300,
    frightPrice: 14900,
  }),
  makeLine({ ean: '7000000000035', articleId: 3, shopId: 2, name: 'Jakke', price: 59900 }),
];
const tenPercent = { activated: true, fixed: false, amount: 0.1, originalTotal: 190200 };

describe('checkout summary', () => {
  it('prices a two-shop cart with one pickup shop and a promo code', () => {
    const summary = summariseCheckout({
      lines,
      deliveryByShop: { '2': false },
      discount: tenPercent,
      shippingPrice: 19900,
      giftCardBalance: 0,
    });
    const { price } = summary;
    expect(price.items).toBe(190200); // 79 900 + 2 × (24 900 + 300) + 59 900
    expect(price.pant).toBe(600);
    expect(price.discount).toBe(19020); // 10 % of the items
    expect(price.freight).toBe(14900); // one delivered shop: its highest article freight
    expect(price.shipping).toBe(19900); // once, with the delivered parcel
    expect(price.total).toBe(190200 - 19020 + 14900 + 19900);
    expect(price.vat).toBe(30418 + 10778);
    expect(summary.toPay).toBe(price.total);
    expect(summary.anyDelivered).toBe(true);

    expect(
      summary.parcels.map((p) => [p.id, p.price.discount, p.price.freight, p.price.total]),
    ).toEqual([
      ['1:d', 13011, 14900, 152089],
      ['2:p', 6009, 0, 53891],
    ]);
    // The same rule as the cart modal's freight.
    expect(price.freight).toBe(cartFreight(lines, { '2': false }));
  });

  it('freight follows the per-shop choice exactly as cartFreight does', () => {
    const both = summariseCheckout({
      lines,
      deliveryByShop: {},
      discount: tenPercent,
      shippingPrice: 19900,
      giftCardBalance: 0,
    });
    // Two delivered shops: the highest freight in full, the other halved and rounded up.
    expect(both.price.freight).toBe(14900 + 5000);
    expect(both.price.freight).toBe(cartFreight(lines, {}));

    const pickupOnly = summariseCheckout({
      lines,
      deliveryByShop: { '1': false, '2': false },
      discount: { ...tenPercent, activated: false },
      shippingPrice: 19900,
      giftCardBalance: 0,
    });
    expect(pickupOnly.anyDelivered).toBe(false);
    expect(pickupOnly.price.freight).toBe(0);
    expect(pickupOnly.price.shipping).toBe(0);
    expect(pickupOnly.price.total).toBe(190200);
  });

  it('a fixed discount never takes the total below the pant', () => {
    const summary = summariseCheckout({
      lines,
      deliveryByShop: { '1': false, '2': false },
      discount: { activated: true, fixed: true, amount: 10_000_000, originalTotal: 0 },
      shippingPrice: 0,
      giftCardBalance: 0,
    });
    expect(summary.price.total).toBe(600);
  });

  it('takes the gift card off what is left to pay', () => {
    const summary = summariseCheckout({
      lines,
      deliveryByShop: { '2': false },
      discount: tenPercent,
      shippingPrice: 19900,
      giftCardBalance: 160000,
    });
    expect(summary.parcels.map((p) => p.giftCard)).toEqual([152089, 7911]);
    expect(summary.giftCard).toBe(160000);
    expect(summary.toPay).toBe(summary.price.total - 160000);
  });
});

describe('gift card split', () => {
  it('spreads min(balance, total) over the parcels in order, each at most its total', () => {
    expect(splitGiftCard(50000, [30000, 40000])).toEqual([30000, 20000]);
    expect(splitGiftCard(500000, [30000, 40000])).toEqual([30000, 40000]);
    expect(splitGiftCard(12550, [30000, 40000])).toEqual([12550, 0]);
    expect(splitGiftCard(0, [30000])).toEqual([0]);
    expect(splitGiftCard(1000, [])).toEqual([]);
  });
});
