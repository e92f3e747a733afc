/**
 * One API server of the search benchmark's process test (bench/search.ts forks it): the app on a
 * shared PostgreSQL, listening on loopback, as `pnpm start` runs it without the web part.
 * `BENCH_SEARCH=off` leaves the search module out (the memory baseline). It answers the parent's
 * messages: its resident memory, and a catalogue write made the way writers make it (the
 * article and its index rows in one transaction).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, SEARCH_CACHE_TTL_DEFAULT_MS } from '../src/config';
import { createDb } from '../src/db/client';
import { nbSortKey } from '../src/db/collation';
import { articles } from '../src/db/schema';
import { apiModules } from '../src/modules';
import { refreshSearchIndex } from '../src/modules/search';

export type ServerRequest =
  | { type: 'rss' }
  | { type: 'write'; articleId: number; name?: string; finalPrice?: number }
  | { type: 'stop' };

export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'rss'; rss: number; heapUsed: number }
  | { type: 'written' };

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('search-server: run by bench/search.ts only');
const send = (reply: ServerReply) => process.send?.(reply);

const handle = await createDb({ databaseUrl: url, poolSize: 10 });
const withSearch = process.env.BENCH_SEARCH !== 'off';
const app = await buildApp({
  db: handle.db,
  // The bench sends every query from one address, far more than a shopper's per-minute share;
  // answers are kept as long as a production process keeps them, so the time until another
  // process answers a write is the shop's.
  config: loadConfig({
    NODE_ENV: 'test',
    SEARCH_RATE_LIMIT: '1000000',
    SEARCH_CACHE_TTL_MS: String(SEARCH_CACHE_TTL_DEFAULT_MS),
  }),
  modules: withSearch ? apiModules : apiModules.filter((m) => m.name !== 'search'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('search-server: no port');

process.on('message', (message: ServerRequest) => {
  void (async () => {
    if (message.type === 'rss') {
      // Memory the process holds, not garbage the answers left (forked with --expose-gc).
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'rss', rss, heapUsed });
    } else if (message.type === 'write') {
      await handle.db.transaction(async (tx) => {
        await tx
          .update(articles)
          .set({
            ...(message.name ? { name: message.name, nameSort: nbSortKey(message.name) } : {}),
            ...(message.finalPrice ? { finalPrice: message.finalPrice } : {}),
          })
          .where(eq(articles.id, message.articleId));
        await refreshSearchIndex(tx, { articleIds: [message.articleId] });
      });
      send({ type: 'written' });
    } else {
      await app.close();
      await handle.close();
      process.exit(0);
    }
  })();
});
send({ type: 'ready', port: address.port });
