/**
 * Issue 12 §7: the server process killed with SIGKILL while orders are being created. After a
 * restart there is no half order (every order has its lines) and the stock agrees exactly with
 * the orders that exist: what was taken belongs to an order, nothing else is missing. The real
 * server (src/main.ts) on PGlite in a folder and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/client';
import { orderLines, orders } from '../../src/db/schema';
import { PG_TEST_URL, testDialects } from '../helpers/test-db';
import { freePort, waitFor } from './harness';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const tsx = createRequire(path.join(API_DIR, 'package.json')).resolve('tsx');
const ORDERS = 30;

interface Server {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  let output = '';
  const child = spawn(process.execPath, ['--import', tsx, 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_ARTICLES: '60',
      ORDER_RATE_LIMIT: '100000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      return fetch(`${origin}/api/v1/categories`)
        .then((r) => r.ok)
        .catch(() => false);
    },
    { timeoutMs: 180_000, intervalMs: 250, what: 'the server to answer' },
  );
  return { child, origin, output: () => output };
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

interface Pair {
  articleId: number;
  variantId: number;
  ean: string;
  shopId: number;
  qty: number;
}

/** Stocked (variant, shop) pairs as the shop's own API shows them. */
async function stockedPairs(origin: string): Promise<Pair[]> {
  const categories = (await (await fetch(`${origin}/api/v1/categories`)).json()) as {
    id: number;
  }[];
  const pairs: Pair[] = [];
  for (const category of categories) {
    const page = (await (
      await fetch(`${origin}/api/v1/categories/${category.id}/articles?per_page=50`)
    ).json()) as {
      data: {
        id: number;
        canPurchase: boolean;
        webPurchaseLimit: number | null;
        onlyCC: boolean;
      }[];
    };
    for (const article of page.data) {
      if (!article.canPurchase || article.onlyCC || article.webPurchaseLimit !== null) continue;
      const availability = (await (
        await fetch(`${origin}/api/v1/articles/availability/${article.id}`)
      ).json()) as {
        variants: { id: number; ean: string; shops: { id: number; qty: number }[] }[];
      };
      for (const variant of availability.variants)
        for (const s of variant.shops)
          if (s.qty > 0)
            pairs.push({
              articleId: article.id,
              variantId: variant.id,
              ean: variant.ean,
              shopId: s.id,
              qty: s.qty,
            });
    }
    if (pairs.length >= ORDERS) break;
  }
  return pairs.slice(0, ORDERS);
}

async function qtyNow(origin: string, pair: Pair): Promise<number> {
  const availability = (await (
    await fetch(`${origin}/api/v1/articles/availability/${pair.articleId}`)
  ).json()) as { variants: { id: number; shops: { id: number; qty: number }[] }[] };
  return (
    availability.variants
      .find((v) => v.id === pair.variantId)
      ?.shops.find((s) => s.id === pair.shopId)?.qty ?? 0
  );
}

async function visitor(origin: string) {
  const res = await fetch(`${origin}/api/v1/csrf`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token } = (await res.json()) as { token: string };
  return { cookie, token };
}

describe.each(testDialects)('kill -9 during order creation on %s', (dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  // Two starts of the real server (the first migrates and seeds) and a crash: minutes, not
  // seconds, on a loaded machine with PGlite in a folder.
  it('leaves no half order and stock that matches the orders', async () => {
    let env: Record<string, string>;
    let open: () => Promise<{ db: Db; close(): Promise<void> }>;
    if (dialect === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'blp-crash-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      env = { PGLITE_DIR: dir };
      open = () => createDb({ pgliteDir: dir });
    } else {
      const name = `blp_crash_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: PG_TEST_URL });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(PG_TEST_URL ?? '');
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      open = () => createDb({ databaseUrl: url.toString(), poolSize: 2 });
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: PG_TEST_URL });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      });
    }

    const port = await freePort();
    let server = await startServer(env, port);
    cleanups.push(() => stop(server, 'SIGKILL'));
    const pairs = await stockedPairs(server.origin);
    expect(pairs.length).toBeGreaterThan(5);
    const before = new Map(pairs.map((p) => [`${p.variantId}@${p.shopId}`, p.qty]));

    // Many orders in flight; the process dies as soon as a few have been answered.
    let answered = 0;
    const acknowledged: number[] = [];
    const visitors = await Promise.all(pairs.map(() => visitor(server.origin)));
    const inFlight = pairs.map((pair, i) =>
      fetch(`${server.origin}/api/v1/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: visitors[i]?.cookie ?? '',
          'x-csrf-token': visitors[i]?.token ?? '',
          'idempotency-key': `crash-${randomUUID()}`,
        },
        body: JSON.stringify({
          ShopID: pair.shopId,
          items: [{ EanNo: pair.ean, Count: 1 }],
          CustomerName: 'Kari Krasj',
          Email: 'krasj@example.no',
          Phone: '41234567',
          Delivery: 0,
          payment_method: 'klarna',
        }),
      })
        .then(async (res) => {
          answered += 1;
          if (res.ok) acknowledged.push(((await res.json()) as { OrderID: number }).OrderID);
        })
        .catch(() => undefined),
    );
    await waitFor(() => answered >= 3, { timeoutMs: 60_000, intervalMs: 5, what: 'first answers' });
    await stop(server, 'SIGKILL');
    await Promise.all(inFlight);
    expect(answered).toBeLessThan(pairs.length);

    server = await startServer(env, port);
    const after = new Map<string, number>();
    for (const pair of pairs)
      after.set(`${pair.variantId}@${pair.shopId}`, await qtyNow(server.origin, pair));
    await stop(server, 'SIGTERM');

    const handle = await open();
    try {
      const all = await handle.db.select({ id: orders.id, status: orders.status }).from(orders);
      const lines = await handle.db
        .select({
          orderId: orderLines.orderId,
          variantId: orderLines.variantId,
          quantity: orderLines.quantity,
          shopId: orders.shopId,
        })
        .from(orderLines)
        .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
        .where(ne(orders.status, 'cancelled'));
      // Every acknowledged order survived the crash; no order exists without its lines.
      for (const id of acknowledged) expect(all.some((o) => o.id === id)).toBe(true);
      const withLines = new Set(lines.map((l) => l.orderId));
      const live = all.filter((o) => o.status !== 'cancelled');
      expect(live.every((o) => withLines.has(o.id))).toBe(true);
      // Stock taken equals the units of the orders that exist.
      for (const [key, qty] of before) {
        const [variantId, shopId] = key.split('@').map(Number);
        const sold = lines
          .filter((l) => l.variantId === variantId && l.shopId === shopId)
          .reduce((sum, l) => sum + l.quantity, 0);
        expect(after.get(key), key).toBe(qty - sold);
      }
    } finally {
      await handle.close();
    }
  }, 240_000);
});
