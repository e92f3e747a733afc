/**
 * Issue 12 §7: 200 buyers at once for one variant with 50 in stock spread over five shops. The
 * guarded stock update in each order's transaction must sell exactly 50, never one more, and
 * answer everybody else a clear 409 — on PGlite and on PostgreSQL.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { StockShortageBodySchema } from 'shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, shops, stock } from '../../src/db/schema';
import { sessionAgent } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';
import { findStock, key, orderBody, startCheckoutApp, type CheckoutApp } from './harness';

const BUYERS = 200;
const SHOPS = 5;
const PER_SHOP = 10;

describe.each(testDialects)('200 buyers, 50 in stock on %s', (dialect) => {
  let t: TestDb;
  let shop: CheckoutApp;

  beforeAll(async () => {
    t = await createTestDb({ dialect });
    shop = await startCheckoutApp(t.db);
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  it('sells exactly the stock: 50 orders, 150 × 409, nothing oversold', async () => {
    const line = await findStock(t.db);
    const fiveShops = (
      await t.db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.visible, true), eq(shops.clickAndCollect, true)))
        .orderBy(shops.id)
        .limit(SHOPS)
    ).map((s) => s.id);
    expect(fiveShops).toHaveLength(SHOPS);
    // 10 in each of five shops, none anywhere else.
    await t.db.delete(stock).where(eq(stock.variantId, line.variantId));
    await t.db
      .insert(stock)
      .values(fiveShops.map((shopId) => ({ variantId: line.variantId, shopId, qty: PER_SHOP })));

    const agents = await Promise.all(Array.from({ length: BUYERS }, () => sessionAgent(shop.app)));
    const answers = await Promise.all(
      agents.map((agent, i) =>
        agent.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { 'idempotency-key': key() },
          remoteAddress: `10.0.${Math.floor(i / 250)}.${i % 250}`,
          payload: orderBody({ ean: line.ean, shopId: fiveShops[i % SHOPS] as number }),
        }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    // An order that took its stock but whose payment could not be started in time (the provider
    // simulator shares this busy process and database) is placed all the same: 503 says the
    // goods are held and the same key retries the payment.
    const placed = answers.filter(
      (a) =>
        a.statusCode === 200 ||
        (a.statusCode === 503 && (a.json() as { code?: string }).code === 'PAYMENT_UNAVAILABLE'),
    );
    expect(placed).toHaveLength(SHOPS * PER_SHOP);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - SHOPS * PER_SHOP);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      const body = v.parse(StockShortageBodySchema, refused.json());
      expect(body.shortages[0]).toMatchObject({ EanNo: line.ean, requested: 1, available: 0 });
    }

    const left = await t.db
      .select({ qty: stock.qty })
      .from(stock)
      .where(eq(stock.variantId, line.variantId));
    expect(left.every((r) => r.qty === 0)).toBe(true);
    const [sold] = await t.db
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.variantId, line.variantId), ne(orders.status, 'cancelled')));
    expect(sold?.units).toBe(SHOPS * PER_SHOP);
    // Each shop sold exactly its ten.
    const perShop = await t.db
      .select({ shopId: orders.shopId, n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orderLines.variantId, line.variantId), inArray(orders.shopId, fiveShops)))
      .groupBy(orders.shopId);
    expect(perShop.map((r) => r.n)).toEqual(fiveShops.map(() => PER_SHOP));
  });
});
