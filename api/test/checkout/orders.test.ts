/**
 * Orders end to end through the API, the database and the payment simulators (ADR 0004), on
 * PGlite and PostgreSQL: stock taken once per key, paid only after the provider's state was read
 * back, refusals and cancellations give everything back.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CheckoutOrdersSchema,
  OrderResultSchema,
  ReservationCreateResultSchema,
  StockShortageBodySchema,
  ValidateCartResponseSchema,
  type OrderResult,
} from 'shared-contracts/schemas';
import { freightByShop } from 'shared-contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orders, reservations } from '../../src/db/schema';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';
import {
  findStock,
  freightLines,
  key,
  klarnaApprove,
  orderBody,
  receiptsTo,
  startCheckoutApp,
  stockQty,
  vippsDecide,
  type CheckoutApp,
} from './harness';

describe.each(testDialects)('orders and payments on %s', (dialect) => {
  let t: TestDb;
  let shop: CheckoutApp;
  const used: number[] = [];
  const stocked = async (minQty = 3, extra: Parameters<typeof findStock>[1] = {}) => {
    const s = await findStock(t.db, { minQty, skip: used, ...extra });
    used.push(s.variantId);
    return s;
  };

  beforeAll(async () => {
    t = await createTestDb({ dialect });
    shop = await startCheckoutApp(t.db);
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  it('a guest pays a delivered order with Klarna: stock taken, paid after read-back, receipt written', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const email = 'klarna.kunde@example.no';
    const created = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, { Email: email }),
    });
    expect(created.statusCode).toBe(200);
    const order = v.parse(OrderResultSchema, created.json());
    expect(order).toMatchObject({
      state: 'pending',
      delivery: true,
      Delivery: 1,
      ShopID: line.shopId,
    });
    expect(order.OrderNo).toMatch(/^W\d{7}$/);
    expect(order.amounts.freight).toBe(9900);
    expect(order.amounts.shipping).toBe(19900);
    expect(order.amounts.total).toBe(order.amounts.items + 9900 + 19900);
    expect(order.amounts.vat).toBe(Math.round(order.amounts.total / 5));
    expect(order.payment?.provider).toBe('klarna');
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before - 1);
    expect(await receiptsTo(t.db, email)).toHaveLength(0);

    const token = await klarnaApprove(shop, order);
    const confirmed = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/klarna/',
      payload: {
        order: order.payment?.provider === 'klarna' ? order.payment.sessionId : '',
        shop: line.shopId,
        payment: { authorization_token: token },
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const paid = v.parse(OrderResultSchema, confirmed.json());
    expect(paid).toMatchObject({ state: 'paid', Delivery: 0, payment: null });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        provider: 'klarna',
        state: 'authorized',
        amount: order.amounts.total,
      }),
    ]);
    // Klarna's own record says AUTHORIZED for exactly this amount.
    const klarnaOrder = shop.klarna.orders.get(paid.payments[0]?.reference ?? '');
    expect(klarnaOrder?.status).toBe('AUTHORIZED');
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before - 1);
    const [receipt] = await receiptsTo(t.db, email);
    expect(receipt?.subject).toContain(order.OrderNo);
    expect(receipt?.bodyText).toContain('Hei Kari Testesen');
  });

  it('answers the same order for the same Idempotency-Key and takes the stock once', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const k = key();
    const send = () =>
      agent.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { 'idempotency-key': k },
        payload: orderBody(line),
      });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const ids = [a, b, c].map((r) => (r.json() as OrderResult).OrderID);
    expect(new Set(ids).size).toBe(1);
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before - 1);

    const other = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': k },
      payload: orderBody(line, {}, 2),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another visitor cannot read an order by guessing its key.
    const stranger = await shop.agent();
    const stolen = await stranger.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': k },
      payload: orderBody(line),
    });
    expect(stolen.statusCode).toBe(422);
  });

  it('refuses more than the shop has with 409, the shortage and the count available', async () => {
    const line = await stocked(1);
    const agent = await shop.agent();
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, {}, line.qty + 1),
    });
    expect(res.statusCode).toBe(409);
    const body = v.parse(StockShortageBodySchema, res.json());
    expect(body.shortages).toEqual([
      expect.objectContaining({
        EanNo: line.ean,
        ShopID: line.shopId,
        requested: line.qty + 1,
        available: line.qty,
      }),
    ]);
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(line.qty);
  });

  it('validates a cart line by line (unknown EAN, over stock) and says which', async () => {
    const line = await stocked(1);
    const agent = await shop.agent();
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/validate-cart',
      payload: {
        items: [
          { ean: line.ean, count: line.qty + 5, shopId: line.shopId },
          { ean: '0000000000000', count: 1, shopId: line.shopId },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = v.parse(ValidateCartResponseSchema, res.json());
    expect(body.valid).toBe(false);
    expect(body.errors.map((e) => e.code).sort()).toEqual(['OUT_OF_STOCK', 'UNKNOWN_EAN']);
    expect(body.errors.find((e) => e.code === 'OUT_OF_STOCK')).toMatchObject({
      ean: line.ean,
      available: line.qty,
    });
  });

  it('Klikk & Hent with Vipps: reservation with pickup code, paid after approval, listed for the customer', async () => {
    const line = await stocked();
    const agent = await shop.agent();
    const login = await agent.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      payload: { email: 'demo@barelavepriser.no', password: 'Demo1234!' },
    });
    expect(login.statusCode).toBe(200);
    const {
      Delivery: _d,
      Address: _a,
      PostalCode: _p,
      City: _c,
      shipping_method_id: _s,
      ...reservation
    } = orderBody(line, { payment_method: 'vipps' });
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/create',
      headers: { 'idempotency-key': key() },
      payload: reservation,
    });
    expect(res.statusCode).toBe(200);
    const created = v.parse(ReservationCreateResultSchema, res.json());
    // The answer merges the input with the result.
    expect(created).toMatchObject({
      CustomerName: 'Kari Testesen',
      delivery: false,
      state: 'pending',
    });
    expect(created.pickupCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(created.amounts.freight + created.amounts.shipping).toBe(0);
    expect(created.payment?.provider).toBe('vipps');

    const back = await vippsDecide(created, 'approve');
    expect(back).toBe(
      `${shop.origin}/checkout?vipps=${created.payment?.provider === 'vipps' ? created.payment.reference : ''}`,
    );
    const reference = new URL(back).searchParams.get('vipps') ?? '';
    const confirmed = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/vipps/',
      payload: { order: reference, shop: line.shopId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      state: 'paid',
      Delivery: 0,
      pickup: { pickupCode: created.pickupCode },
    });

    const list = await agent.inject({
      method: 'GET',
      url: '/api/v1/customers/current/reservations?page=1',
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { id: number; pickupCode: string }[] }).data[0]).toMatchObject({
      id: created.id,
      pickupCode: created.pickupCode,
    });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row?.statusId).toBe(2);
    // The paid order is the customer's: it is in their history (amounts in kroner).
    const history = await agent.inject({ method: 'GET', url: '/api/v1/customers/current/orders' });
    expect((history.json() as { data: { no: string; total: number }[] }).data[0]).toMatchObject({
      no: created.OrderNo,
      total: created.amounts.total / 100,
    });
    const [owned] = await t.db.select().from(orders).where(eq(orders.id, created.OrderID));
    expect(owned?.customerId).toBe(1);
  });

  it('a refused Vipps payment cancels the order and gives the stock back', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, { payment_method: 'vipps' }),
    });
    const order = v.parse(OrderResultSchema, res.json());
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before - 1);
    await vippsDecide(order, 'refuse');
    const confirmed = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/vipps/',
      payload: {
        order: order.payment?.provider === 'vipps' ? order.payment.reference : '',
        shop: line.shopId,
      },
    });
    expect(confirmed.json()).toMatchObject({ state: 'cancelled', cancelReason: 'refused' });
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before);
  });

  it('a shopper who gives up (Klarna refused in the widget) cancels: stock back, order cancelled', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const order = v.parse(
      OrderResultSchema,
      (
        await agent.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { 'idempotency-key': key() },
          payload: orderBody(line),
        })
      ).json(),
    );
    const stranger = await shop.agent();
    const notYours = await stranger.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.OrderID}/cancel`,
    });
    expect(notYours.statusCode).toBe(404);
    const res = await agent.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.OrderID}/cancel`,
    });
    expect(res.json()).toMatchObject({
      state: 'cancelled',
      cancelReason: 'cancelled',
      Delivery: 1,
    });
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before);
  });

  it('prices a two-shop checkout: promo code shared, freight halved for the second shop, gift card drawn', async () => {
    const a = await stocked();
    const b = await stocked(3, { excludeShop: a.shopId });
    const checkout = {
      id: `chk-${key()}`,
      groups: [
        { ShopID: a.shopId, Delivery: 1 as const, items: [{ EanNo: a.ean, Count: 1 }] },
        { ShopID: b.shopId, Delivery: 1 as const, items: [{ EanNo: b.ean, Count: 1 }] },
      ],
    };
    const agent = await shop.agent();
    const [card] = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.number, '6280000000000001'));
    const common = { promocode_id: 1, orderInfo: { checkout } };
    const first = v.parse(
      OrderResultSchema,
      (
        await agent.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { 'idempotency-key': key() },
          payload: orderBody(a, {
            ...common,
            giftcard: { number: '6280 0000 0000 0001', pin: '1234', amount: 5000 },
          }),
        })
      ).json(),
    );
    const second = v.parse(
      OrderResultSchema,
      (
        await agent.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { 'idempotency-key': key() },
          payload: orderBody(b, common),
        })
      ).json(),
    );
    // VELKOMMEN10: 10 % of the whole cart, split over the two orders.
    const items = first.amounts.items + second.amounts.items;
    expect(first.amounts.discount + second.amounts.discount).toBe(Math.round(items * 0.1));
    // §9 on the database's freight and stock: the shared rule, applied by the server.
    const expected = freightByShop(await freightLines(t.db, [a, b]));
    expect([first.amounts.freight, second.amounts.freight]).toEqual(expected.map((f) => f.freight));
    expect(first.amounts.freight + second.amounts.freight).toBeGreaterThan(0);
    expect(first.amounts.shipping + second.amounts.shipping).toBe(19900);
    expect(first.amounts.giftcard).toBe(5000);
    expect(first.amounts.due).toBe(first.amounts.total - 5000);
    const [after] = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.number, '6280000000000001'));
    expect(after?.balance).toBe((card?.balance ?? 0) - 5000);

    // Both belong to one purchase: the confirmation lists them.
    const list = await agent.inject({
      method: 'GET',
      url: `/api/v1/orders/checkout/${checkout.id}`,
    });
    expect(v.parse(CheckoutOrdersSchema, list.json()).orders.map((o) => o.OrderID)).toEqual([
      first.OrderID,
      second.OrderID,
    ]);
    // Cancelling gives the gift card money back.
    await agent.inject({ method: 'POST', url: `/api/v1/orders/${first.OrderID}/cancel` });
    const [restored] = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.number, '6280000000000001'));
    expect(restored?.balance).toBe(card?.balance);
  });

  it('refuses an expired promo code and a wrong gift card PIN in Norwegian, changing nothing', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const expired = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, { promocode_id: 4 }),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: 'Rabattkoden er ugyldig eller utløpt' });
    const wrongPin = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, {
        giftcard: { number: '6280000000000002', pin: '9999', amount: 100 },
      }),
    });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json()).toMatchObject({ code: 'GIFTCARD_INVALID' });
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before);
  });

  it('checks a gift card balance: right PIN, unknown card, expired, blocked', async () => {
    const agent = await shop.agent();
    const ask = (cardNumber: string, pin = '1234') =>
      agent.inject({
        method: 'POST',
        url: '/api/v1/giftcards/balance',
        payload: { cardNumber, pin },
      });
    const ok = await ask('6280 0000 0000 0002');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ balanceOre: 12550, currency: 'NOK', status: 'ACTIVE' });
    expect((await ask('6280000000009999')).statusCode).toBe(404);
    expect((await ask('6280000000000004')).statusCode).toBe(410);
    expect((await ask('6280000000000005')).statusCode).toBe(423);
  });
});
