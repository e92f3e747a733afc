/**
 * `pnpm bench:load`: a bounded load run against the real app on loopback (autocannon, 50
 * connections by default) over a mix of reads and writes, as shoppers send them: the category
 * tree, a category listing, a product page, a search, and an order (a write: validation,
 * pricing, the order transaction with its stock update, the payment session at the simulator).
 * Prints req/s, latency p50/p99, errors and non-2xx answers for the mix. Figures only.
 *
 *   tsx bench/load.ts [--seconds 15] [--connections 50] [--db pglite|pg]
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { run, startBenchServer, summary } from './lib/harness';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string' },
  },
});

async function loadRun(db: 'pglite' | 'pg') {
  const server = await startBenchServer({
    BENCH_DATABASE_URL: db === 'pg' ? process.env.DATABASE_URL : undefined,
  });
  try {
    const json = {
      'content-type': 'application/json',
      cookie: server.csrf.cookie,
      'x-csrf-token': server.csrf.token,
    };
    let n = 0;
    const pick = <T>(list: readonly T[]) => list[n++ % list.length] as T;
    const result = await run({
      url: server.origin,
      connections: Number(args.connections),
      duration: Number(args.seconds),
      requests: [
        { method: 'GET', path: '/api/v1/categories' },
        {
          method: 'GET',
          path: `/api/v1/categories/${server.categoryId}/articles?page=1&per_page=20`,
        },
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api/v1/articles/${pick(server.articleIds)}` }),
        },
        {
          method: 'POST',
          path: '/api/v1/articles/search',
          headers: json,
          body: JSON.stringify({ query: 'jakke', take: 24 }),
        },
        {
          method: 'POST',
          path: '/api/v1/orders',
          setupRequest: (req) => ({
            ...req,
            headers: { ...json, 'idempotency-key': `load-${randomUUID()}` },
            body: JSON.stringify({
              ShopID: server.shopId,
              items: [{ EanNo: pick(server.eans), Count: 1 }],
              CustomerName: 'Last Test',
              Email: 'last@example.no',
              Phone: '41234567',
              Delivery: 1,
              Address: 'Storgata 1',
              PostalCode: '0155',
              City: 'OSLO',
              payment_method: 'klarna',
            }),
          }),
        },
      ],
    });
    console.log(summary(`${db}: mix (4 reads : 1 order)`, result));
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    );
    console.log(`${db}: statuses ${JSON.stringify(statuses)}, ${result.requests.total} requests`);
  } finally {
    await server.stop();
  }
}

console.log(
  `bench:load on ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}, ${args.connections} connections, ${args.seconds} s`,
);
const dbs: ('pglite' | 'pg')[] = args.db
  ? [args.db as 'pglite' | 'pg']
  : process.env.DATABASE_URL
    ? ['pglite', 'pg']
    : ['pglite'];
for (const db of dbs) await loadRun(db);
