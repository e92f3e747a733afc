/**
 * Checkout benchmark (`pnpm bench:checkout`, issue 12 point 9).
 *
 *   tsx bench/checkout.ts                        # PGlite, and PostgreSQL when DATABASE_URL is set
 *   tsx bench/checkout.ts --buyers 50 --orders 2000 --db pglite
 *
 * For each database: a fresh database with the demo seed, the real app listening on loopback
 * with the built-in payment simulators (as `pnpm start` runs it), `--buyers` concurrent buyers
 * (each its own session), each placing orders for one unit of a random variant from a pool of
 * well-stocked variants until `--orders` orders are done. Every POST /orders runs the whole path:
 * validation, pricing from the database, the order transaction with the guarded stock update,
 * and the Klarna session at the simulator. Printed: orders/s over the measured run and the
 * latency of POST /orders (p50, p95, p99). Figures only: nothing here is asserted.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp, closeGracefully } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type DbHandle, type Dialect } from '../src/db/client';
import { articles, shops, stock, variants } from '../src/db/schema';
import { seedDatabase } from '../src/seed/index';
import { freePort } from '../test/checkout/harness';
import { scratchDatabase } from './lib/scratch-database';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    buyers: { type: 'string', default: '50' },
    orders: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    articles: { type: 'string', default: '3000' },
    db: { type: 'string' },
  },
});
const BUYERS = Number(args.buyers);
const ORDERS = Number(args.orders);
const WARMUP = Number(args.warmup);
const POOL = 100;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function openDatabase(
  dialect: Dialect,
): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  if (dialect === 'pglite')
    return { handle: await createDb({ pgliteDir: 'memory' }), drop: async () => undefined };
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const { url, drop } = await scratchDatabase(base, 'blp_bench_checkout');
  return { handle: await createDb({ databaseUrl: url, poolSize: 10 }), drop };
}

/** A pool of variants that can be bought (delivered) with plenty of stock in one shop each. */
async function stockPool(handle: DbHandle) {
  const rows = await handle.db
    .select({ variantId: variants.id, ean: variants.ean })
    .from(variants)
    .innerJoin(articles, eq(articles.id, variants.articleId))
    .where(
      and(
        eq(articles.purchasableOnWeb, 1),
        eq(articles.visibleOnWeb, 1),
        eq(articles.onlyCc, false),
        sql`${articles.webPurchaseLimit} is null`,
      ),
    )
    .orderBy(variants.id)
    .limit(POOL);
  const [shop] = await handle.db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.visible, true))
    .limit(1);
  if (!shop) throw new Error('no shop');
  const ids = rows.map((r) => r.variantId);
  await handle.db
    .delete(stock)
    .where(and(inArray(stock.variantId, ids), eq(stock.shopId, shop.id)));
  await handle.db
    .insert(stock)
    .values(ids.map((variantId) => ({ variantId, shopId: shop.id, qty: 1_000_000 })));
  return { shopId: shop.id, eans: rows.map((r) => r.ean) };
}

async function run(dialect: Dialect) {
  const { handle, drop } = await openDatabase(dialect);
  try {
    await handle.migrate();
    const t0 = performance.now();
    await seedDatabase(handle.db, { articles: Number(args.articles) });
    await handle.db.execute(sql`analyze`);
    console.log(
      `\n${dialect}: seeded ${args.articles} articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const pool = await stockPool(handle);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PGLITE_DIR: 'memory',
      PORT: String(port),
      PUBLIC_URL: origin,
      ORDER_RATE_LIMIT: '1000000',
      ORDER_SWEEP_INTERVAL_MS: '3600000',
    });
    const app = await buildApp({ db: handle.db, config });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const sessions = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const res = await fetch(`${origin}/api/v1/csrf`);
          const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
          const { token } = (await res.json()) as { token: string };
          return { cookie, token };
        }),
      );
      const place = async (buyer: number) => {
        const session = sessions[buyer] as { cookie: string; token: string };
        const ean = pool.eans[Math.floor(Math.random() * pool.eans.length)];
        const t = performance.now();
        const res = await fetch(`${origin}/api/v1/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: session.cookie,
            'x-csrf-token': session.token,
            'idempotency-key': `bench-${randomUUID()}`,
          },
          body: JSON.stringify({
            ShopID: pool.shopId,
            items: [{ EanNo: ean, Count: 1 }],
            CustomerName: 'Bench Buyer',
            Email: 'bench@example.no',
            Phone: '41234567',
            Delivery: 1,
            Address: 'Storgata 1',
            PostalCode: '0155',
            City: 'OSLO',
            payment_method: 'klarna',
          }),
        });
        await res.arrayBuffer();
        return { ms: performance.now() - t, status: res.status };
      };
      const phase = async (total: number) => {
        let next = 0;
        const samples: number[] = [];
        const statuses = new Map<number, number>();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: BUYERS }, async (_, buyer) => {
            while (next < total) {
              next += 1;
              const { ms, status } = await place(buyer);
              samples.push(ms);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            }
          }),
        );
        return { samples, statuses, seconds: (performance.now() - started) / 1000 };
      };
      await phase(WARMUP);
      const measured = await phase(ORDERS);
      const sorted = [...measured.samples].sort((a, b) => a - b);
      const ok = measured.statuses.get(200) ?? 0;
      console.log(
        `${dialect}: ${BUYERS} buyers, ${ORDERS} orders: ${(ok / measured.seconds).toFixed(1)} orders/s, ` +
          `POST /orders p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
          `p99 ${percentile(sorted, 99).toFixed(1)} ms; statuses ${JSON.stringify(Object.fromEntries(measured.statuses))}`,
      );
    } finally {
      await closeGracefully(app, 1000);
    }
  } finally {
    await handle.close();
    await drop();
  }
}

console.log(
  `bench:checkout on ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}`,
);
const dialects: Dialect[] = args.db
  ? [args.db as Dialect]
  : process.env.DATABASE_URL
    ? ['pglite', 'pg']
    : ['pglite'];
for (const dialect of dialects) await run(dialect);
