/**
 * The server the load benchmarks hit, in its own process so the load generator never shares
 * its event loop: a fresh database with the demo seed (PGlite in memory, or a throw-away
 * PostgreSQL database when BENCH_DATABASE_URL is set), the real app on a loopback port and,
 * beside it, a bare Fastify app with one JSON route (the yardstick of `bench:api`). Prints one
 * JSON line with the ports and ids to use, then serves until it is signalled.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { prepareDatabase } from '../../src/db/prepare';
import { articles, shops, stock, variants } from '../../src/db/schema';
import { freePort } from '../../test/checkout/harness';
import { scratchDatabase } from './scratch-database';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? '3000');

async function database() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { options: { pgliteDir: 'memory' }, drop: async () => undefined };
  const { url, drop } = await scratchDatabase(base, 'blp_bench_load');
  return { options: { databaseUrl: url }, drop };
}

const { options, drop } = await database();
const handle = await prepareDatabase({ ...options, seed: { articles: ARTICLES } });
await handle.db.execute(sql`analyze`);

// Orders of the write mix buy one unit of these: plenty of stock, deliverable.
const buyable = await handle.db
  .select({
    variantId: variants.id,
    ean: variants.ean,
    articleId: articles.id,
    categoryId: articles.categoryId,
  })
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
  .limit(50);
const [shop] = await handle.db
  .select({ id: shops.id })
  .from(shops)
  .where(eq(shops.visible, true))
  .limit(1);
if (!shop || buyable.length === 0) throw new Error('the seed has no buyable variant');
const variantIds = buyable.map((b) => b.variantId);
await handle.db
  .delete(stock)
  .where(and(inArray(stock.variantId, variantIds), eq(stock.shopId, shop.id)));
await handle.db
  .insert(stock)
  .values(variantIds.map((variantId) => ({ variantId, shopId: shop.id, qty: 1_000_000 })));

// A known port up front: the payment simulators are called back on it.
const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENT_SIMULATORS: 'on',
  PORT: String(port),
  ORDER_RATE_LIMIT: '1000000',
  SEARCH_RATE_LIMIT: '1000000',
  ORDER_SWEEP_INTERVAL_MS: '3600000',
});
const app = await buildApp({ db: handle.db, config, logger: false });
await app.listen({ port, host: '127.0.0.1' });

const bare = Fastify();
const BARE_BODY = { ok: true, message: 'Hei fra en bar Fastify-rute' };
bare.get('/bare', async () => BARE_BODY);
// The same answer to a POST with a JSON body: what reading and parsing a body costs by itself.
bare.post('/bare', async () => BARE_BODY);
// The same yardstick answering about as many bytes as a read of the app (`bench:api` asks for
// the size of each read's answer): what sending that much costs here without any of the app's work.
const sized = async (request: { params: { bytes: string } }) => ({
  ...BARE_BODY,
  padding: 'x'.repeat(Math.min(Number(request.params.bytes) || 0, 1_000_000)),
});
bare.get<{ Params: { bytes: string } }>('/bare/:bytes', sized);
// And to a POST with a JSON body: the POST search's own yardstick.
bare.post<{ Params: { bytes: string } }>('/bare/:bytes', sized);
// CPU time this process has used (µs), read before and after a run: what one answer costs the
// server, whatever share of the cores the load generator takes meanwhile.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

console.log(
  JSON.stringify({
    port,
    barePort,
    shopId: shop.id,
    eans: buyable.map((b) => b.ean),
    articleIds: [...new Set(buyable.map((b) => b.articleId))],
    categoryId: buyable[0]?.categoryId,
  }),
);

const stop = async () => {
  await Promise.allSettled([app.close(), bare.close()]);
  await handle.close();
  await drop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
