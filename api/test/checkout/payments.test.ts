/**
 * Payment safety (ADR 0004) on PGlite and PostgreSQL: callbacks prove themselves and are never
 * believed (the provider's state is read back), replays and out-of-order events change nothing,
 * unpaid orders are released when their time is up (also after a restart), and a capture happens
 * once however often it is asked for.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { OrderResultSchema, type OrderResult } from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, providerWebhooks } from '../../src/db/schema';
import { expiredPendingOrders } from '../../src/modules/orders/queries';
import { signVippsWebhook } from '../../src/modules/payments/providers/vipps-hmac';
import type { SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';
import {
  findStock,
  key,
  klarnaApprove,
  orderBody,
  startCheckoutApp,
  stockQty,
  vippsDecide,
  waitFor,
  type CheckoutApp,
} from './harness';

const STAFF_TOKEN = 'staff-token-for-tests-0123456789';

describe.each(testDialects)('payment safety on %s', (dialect) => {
  let t: TestDb;
  let shop: CheckoutApp;
  let clock = TEST_NOW;
  const used: number[] = [];
  const stocked = async () => {
    const s = await findStock(t.db, { minQty: 3, skip: used });
    used.push(s.variantId);
    return s;
  };
  const place = async (
    agent: SessionAgent,
    line: Awaited<ReturnType<typeof stocked>>,
    method: 'klarna' | 'vipps',
  ): Promise<OrderResult> => {
    const res = await agent.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': key() },
      payload: orderBody(line, { payment_method: method }),
    });
    expect(res.statusCode).toBe(200);
    return v.parse(OrderResultSchema, res.json());
  };
  const orderRow = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  beforeAll(async () => {
    t = await createTestDb({ dialect });
    shop = await startCheckoutApp(t.db, {
      now: () => clock,
      env: { STAFF_API_TOKEN: STAFF_TOKEN },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  it('refuses a Klarna callback with a wrong secret and changes nothing', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'klarna');
    const sessionId = order.payment?.provider === 'klarna' ? order.payment.sessionId : '';
    const token = await klarnaApprove(shop, order);
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/payments/klarna/authorization?k=gjettet',
      payload: { authorization_token: token, session_id: sessionId },
    });
    expect(forged.statusCode).toBe(403);
    expect((await orderRow(order.OrderID))?.status).toBe('pending');
  });

  it('the Klarna callback alone (the browser gone after approval) makes the order paid', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'klarna');
    // The simulator posts the callback with the one-time secret after «Godkjenn».
    await klarnaApprove(shop, order);
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'paid', {
      timeoutMs: 10_000,
      what: 'the authorisation callback to settle the order',
    });
  });

  it('a Vipps approval reaches us by the signed webhook, and is read back before it counts', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'vipps');
    await vippsDecide(order, 'approve');
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'paid', {
      timeoutMs: 10_000,
      what: 'the webhook to settle the order',
    });
  });

  it('a signed webhook claiming approval changes nothing while Vipps says the payment is open', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'vipps');
    const reference = order.payment?.provider === 'vipps' ? order.payment.reference : '';
    const [hook] = await t.db.select().from(providerWebhooks);
    if (!hook) throw new Error('no webhook registered');
    const url = new URL(hook.url);
    const post = (name: string, date = new Date(), secret = hook.secret) => {
      const rawBody = JSON.stringify({
        msn: '123456',
        reference,
        pspReference: 'forged',
        name,
        amount: { currency: 'NOK', value: order.amounts.due },
        timestamp: new Date().toISOString(),
        idempotencyKey: null,
        success: true,
      });
      const headers = signVippsWebhook({
        secret,
        pathAndQuery: url.pathname,
        host: url.host,
        date: date.toUTCString(),
        rawBody,
      });
      return shop.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { ...headers, host: url.host, 'content-type': 'application/json' },
        payload: rawBody,
      });
    };
    expect((await post('AUTHORIZED', new Date(), 'not-the-secret')).statusCode).toBe(401);
    expect((await post('AUTHORIZED', new Date(Date.now() - 60 * 60 * 1000))).statusCode).toBe(401);
    const claimed = await post('AUTHORIZED');
    expect(claimed.statusCode).toBe(200);
    expect((await orderRow(order.OrderID))?.status).toBe('pending');

    // Approved for real, then an old «aborted» event arrives late: the order stays paid.
    await vippsDecide(order, 'approve');
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'paid');
    expect((await post('ABORTED')).statusCode).toBe(200);
    expect((await orderRow(order.OrderID))?.status).toBe('paid');
  });

  it('replaying a delivered webhook is harmless', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'vipps');
    await vippsDecide(order, 'approve');
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'paid');
    const reference = order.payment?.provider === 'vipps' ? order.payment.reference : '';
    const delivery = await waitFor(() =>
      shop.vipps.deliveries.find(
        (d) => d.reference === reference && d.eventName === 'AUTHORIZED' && d.status === 200,
      ),
    );
    const url = new URL(delivery.url);
    const again = await shop.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { ...delivery.headers, host: url.host, 'content-type': 'application/json' },
      payload: delivery.body,
    });
    expect(again.statusCode).toBe(200);
    const row = await orderRow(order.OrderID);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt?.getTime()).toBe(clock.getTime());
  });

  it('releases unpaid orders when their time is up, also after a restart', async () => {
    const line = await stocked();
    const before = await stockQty(t.db, line.variantId, line.shopId);
    const agent = await shop.agent();
    const order = await place(agent, line, 'vipps');
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before - 1);
    // Not yet due: the sweep does not see it.
    expect((await expiredPendingOrders(t.db, clock, 100)).map((o) => o.id)).not.toContain(
      order.OrderID,
    );

    // The server is stopped; when it comes back 31 minutes later its first sweep releases the order.
    await shop.close();
    clock = new Date(TEST_NOW.getTime() + 31 * 60 * 1000);
    shop = await startCheckoutApp(t.db, {
      now: () => clock,
      env: { STAFF_API_TOKEN: STAFF_TOKEN },
    });
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'cancelled', {
      timeoutMs: 10_000,
      what: 'the start-up sweep',
    });
    expect((await orderRow(order.OrderID))?.cancelReason).toBe('expired');
    expect(await stockQty(t.db, line.variantId, line.shopId)).toBe(before);
  });

  it('captures a paid order once, however often staff ask', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'klarna');
    const sessionId = order.payment?.provider === 'klarna' ? order.payment.sessionId : '';
    const token = await klarnaApprove(shop, order);
    const paid = await agent.inject({
      method: 'POST',
      url: '/api/v1/reservations/klarna/',
      payload: { order: sessionId, shop: order.ShopID, payment: { authorization_token: token } },
    });
    const klarnaOrderId = (paid.json() as OrderResult).payments[0]?.reference ?? '';
    const capture = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/v1/staff/orders/${order.OrderNo}/capture`,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
    const noToken = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/staff/orders/${order.OrderNo}/capture`,
    });
    expect(noToken.statusCode).toBe(401);
    const [a, b] = await Promise.all([capture(), capture()]);
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    const again = await capture();
    expect(again.statusCode).toBe(409);
    const atKlarna = shop.klarna.orders.get(klarnaOrderId);
    expect(atKlarna?.status).toBe('CAPTURED');
    expect(atKlarna?.captured_amount).toBe(order.amounts.due);
    expect(atKlarna?.captures).toHaveLength(1);
    expect((await orderRow(order.OrderID))?.capturedAt).not.toBeNull();
  });

  it('captures a Vipps payment once', async () => {
    const agent = await shop.agent();
    const order = await place(agent, await stocked(), 'vipps');
    await vippsDecide(order, 'approve');
    await waitFor(async () => (await orderRow(order.OrderID))?.status === 'paid');
    const capture = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/v1/staff/orders/${order.OrderNo}/capture`,
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
    expect((await capture()).json()).toEqual({
      orderNo: order.OrderNo,
      captured: order.amounts.due,
    });
    expect((await capture()).statusCode).toBe(409);
    const reference = order.payment?.provider === 'vipps' ? order.payment.reference : '';
    const atVipps = shop.vipps.payment(reference);
    expect(atVipps?.captured).toBe(order.amounts.due);
  });
});
