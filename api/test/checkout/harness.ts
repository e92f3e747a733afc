/**
 * Checkout tests run the real app listening on a loopback port, because the payment adapters
 * talk HTTP to the simulators mounted in the same app, exactly as in `pnpm start`:
 *
 *   const shop = await startCheckoutApp(t.db);
 *   const agent = await shop.agent();                 // session cookie + CSRF header
 *   const stocked = await findStock(t.db, { minQty: 3 });
 *   const res = await agent.inject({ method: 'POST', url: '/api/v1/orders', headers: { 'idempotency-key': key() }, payload: orderBody(stocked) });
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderRequestInput, OrderResult } from 'shared-contracts/schemas';
import { buildApp, closeGracefully } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { articles, emailOutbox, shops, stock, variants } from '../../src/db/schema';
import { createKlarnaSimulatorState, type KlarnaSimulatorState } from '../../src/simulators/klarna';
import { widgetAuthorize } from '../../src/simulators/klarna/testing';
import { createVippsSimulatorState, type VippsSimulatorState } from '../../src/simulators/vipps';
import { sessionAgent, type SessionAgent } from '../helpers/test-app';
import { TEST_NOW } from '../helpers/test-db';

export { waitFor } from '../../src/simulators/klarna/testing';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CheckoutApp {
  app: FastifyInstance;
  origin: string;
  config: Config;
  klarna: KlarnaSimulatorState;
  vipps: VippsSimulatorState;
  agent(): Promise<SessionAgent>;
  close(): Promise<void>;
}

export interface CheckoutAppOptions {
  now?: () => Date;
  env?: Record<string, string>;
}

export async function startCheckoutApp(
  db: Db,
  options: CheckoutAppOptions = {},
): Promise<CheckoutApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    PORT: String(port),
    PUBLIC_URL: origin,
    // Tests run sweeps themselves; the background one would race them.
    ORDER_SWEEP_INTERVAL_MS: '3600000',
    ORDER_RATE_LIMIT: '100000',
    ...options.env,
  });
  const klarna = createKlarnaSimulatorState();
  const vipps = createVippsSimulatorState();
  const app = await buildApp({
    db,
    config,
    now: options.now ?? (() => TEST_NOW),
    simulatorState: { klarna, vipps },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    origin,
    config,
    klarna,
    vipps,
    agent: () => sessionAgent(app),
    close: () => closeGracefully(app, 1000),
  };
}

export interface Stocked {
  ean: string;
  variantId: number;
  articleId: number;
  name: string;
  shopId: number;
  qty: number;
}

/**
 * A purchasable variant with at least `minQty` in some click-and-collect shop. `skip` leaves out
 * variants already used by the test, so tests do not share stock.
 */
export async function findStock(
  db: Db,
  options: {
    minQty?: number;
    skip?: readonly number[];
    onlyCC?: boolean;
    excludeShop?: number;
  } = {},
): Promise<Stocked> {
  const rows = await db
    .select({
      ean: variants.ean,
      variantId: variants.id,
      articleId: articles.id,
      name: articles.name,
      shopId: stock.shopId,
      qty: stock.qty,
    })
    .from(stock)
    .innerJoin(variants, eq(variants.id, stock.variantId))
    .innerJoin(articles, eq(articles.id, variants.articleId))
    .innerJoin(shops, eq(shops.id, stock.shopId))
    .where(
      and(
        gte(stock.qty, options.minQty ?? 1),
        eq(articles.purchasableOnWeb, 1),
        eq(articles.visibleOnWeb, 1),
        eq(articles.onlyCc, options.onlyCC ?? false),
        sql`${articles.webPurchaseLimit} is null`,
        eq(shops.visible, true),
        eq(shops.clickAndCollect, true),
      ),
    )
    .orderBy(variants.id, stock.shopId)
    .limit(400);
  const row = rows.find(
    (r) => !options.skip?.includes(r.variantId) && r.shopId !== options.excludeShop,
  );
  if (!row) throw new Error('no stocked variant in the test catalogue');
  return row;
}

export async function stockQty(db: Db, variantId: number, shopId: number): Promise<number> {
  const [row] = await db
    .select({ qty: stock.qty })
    .from(stock)
    .where(and(eq(stock.variantId, variantId), eq(stock.shopId, shopId)));
  return row?.qty ?? 0;
}

export const key = () => `test-${randomUUID()}`;

export function orderBody(
  line: Pick<Stocked, 'ean' | 'shopId'>,
  overrides: Partial<OrderRequestInput> = {},
  count = 1,
): OrderRequestInput {
  return {
    ShopID: line.shopId,
    items: [{ EanNo: line.ean, Count: count }],
    CustomerName: 'Kari Testesen',
    Email: 'kari.testesen@example.no',
    Phone: '412 34 567',
    Delivery: 1,
    Address: 'Storgata 1',
    PostalCode: '0155',
    City: 'OSLO',
    shipping_method_id: 'delivery',
    promocode_id: null,
    payment_method: 'klarna',
    orderInfo: null,
    ...overrides,
  };
}

/** What the Klarna widget does on «Godkjenn»: the authorisation token for a session. */
export async function klarnaApprove(shop: CheckoutApp, result: OrderResult): Promise<string> {
  if (result.payment?.provider !== 'klarna') throw new Error('not a Klarna payment');
  const answer = await widgetAuthorize(`${shop.origin}/sim/klarna`, result.payment.clientToken);
  const token = answer.body.authorization_token;
  if (typeof token !== 'string') throw new Error(`no token: ${JSON.stringify(answer.body)}`);
  return token;
}

/** The shopper's choice on the Vipps landing page; returns where Vipps sends the browser. */
export async function vippsDecide(
  result: OrderResult,
  action: 'approve' | 'refuse' | 'cancel',
): Promise<string> {
  if (result.payment?.provider !== 'vipps') throw new Error('not a Vipps payment');
  const landing = new URL(result.payment.redirectUrl);
  const res = await fetch(landing, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: landing.searchParams.get('token') ?? '',
      action,
    }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`landing answered ${res.status}`);
  return res.headers.get('location') ?? '';
}

/** Lines as the freight rule sees them: the articles' freight and every shop's stock. */
export async function freightLines(db: Db, lines: readonly Stocked[]) {
  return Promise.all(
    lines.map(async (line) => {
      const [article] = await db
        .select({ frightPrice: articles.frightPrice })
        .from(articles)
        .where(eq(articles.id, line.articleId));
      const shopsStock = await db
        .select({ id: stock.shopId, qty: stock.qty })
        .from(stock)
        .innerJoin(shops, eq(shops.id, stock.shopId))
        .where(and(eq(stock.variantId, line.variantId), eq(shops.visible, true)));
      return {
        shopId: line.shopId,
        ean: line.ean,
        count: 1,
        frightPrice: article?.frightPrice ?? null,
        variant: { ean: line.ean, shops: shopsStock },
      };
    }),
  );
}

export async function receiptsTo(db: Db, email: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'receipt')));
}
