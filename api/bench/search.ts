/**
 * Search benchmark (`pnpm bench:search`, issues 5 and 18).
 *
 *   tsx bench/search.ts                     # 100 000 articles, PGlite + PostgreSQL (if DATABASE_URL)
 *   tsx bench/search.ts --articles 3000 --db pglite --passes 1
 *   tsx bench/search.ts --url postgres://…/bench_x --profile   # a database kept by --keep
 *
 * For each database: a fresh database and the demo seed at the given size (the seed writes the
 * search index), ANALYZE as the start-up does, then the first search (time from the end of the
 * seed to its answer), VACUUM ANALYZE, one warm-up pass over the fixed query list, then
 * `--passes` measured passes, one query at a time (latency, not throughput under load: queries/s
 * is 1 / mean). Reported per database:
 * - `search`: SearchService.search as the route runs it (analysis, hits + total + facets,
 *   `_source` for one page of `--take` hits), by query kind; the goal figures are its p95;
 * - `core`: the backend alone (analysis + the page statement, no `_source`);
 * - `suggest`: the header's suggestions for every keystroke of some queries;
 * - `take=SEARCH_MAX_TAKE`: the largest page one call may ask for, for a subset (the article
 *   mapping dominates).
 * On PostgreSQL, also two API server processes (bench/search-server.ts) on the one database: a
 * name and a price change written through one, and the time until the other's search answers
 * it; HTTP search latency through a server; resident memory of each server and of a server
 * without the search module. PGlite has one owner process, so it has no such test.
 * PostgreSQL runs in its own database created from DATABASE_URL and dropped afterwards
 * (`--keep` keeps it; `--url` benchmarks such a seeded database again without seeding).
 * `--profile` adds a line per query: analysis, page and `_source` times (medians of the passes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type {
  SearchFiltersInput,
  SearchRequest,
  SearchRequestInput,
} from 'shared-contracts/schemas';
import {
  SEARCH_MAX_TAKE,
  SearchRequestSchema,
  SearchResponseSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { createDb, type Db, type DbHandle, type Dialect } from '../src/db/client';
import { queryRows } from '../src/modules/search/queries';
import { searchPage } from '../src/modules/search/page';
import { compactSearchIndex, refreshSearchIndex } from '../src/modules/search/indexer';
import { analyseQuery } from '../src/modules/search/analyse';
import { toSearchPageParams } from '../src/modules/search/database-backend';
import { SearchService, toPageQuery } from '../src/modules/search/service';
import { loadArticleList } from '../src/modules/catalog/articles';
import { seedDatabase } from '../src/seed/index';
import { QUERIES, TYPED, type BenchQuery } from './search-queries';
import type { ServerReply, ServerRequest } from './search-server';

/* ------------------------------------------------------------------ measurement */

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  qps: number;
}

function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((s, x) => s + x, 0);
  const mean = sorted.length ? total / sorted.length : 0;
  return {
    n: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    mean,
    qps: mean > 0 ? 1000 / mean : 0,
  };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);
function row(label: string, s: Stats): string {
  return `${label.padEnd(22)} ${String(s.n).padStart(5)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)} ${fmt(s.mean)} ${s.qps.toFixed(0).padStart(8)}`;
}
const HEADER = `${'measure'.padEnd(22)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'mean ms'.padStart(8)} ${'q/s'.padStart(8)}`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/* ------------------------------------------------------------------ databases */

interface BenchDb {
  handle: DbHandle;
  /** PostgreSQL: the database's URL (the server processes open it). */
  url?: string;
  dispose(): Promise<void>;
}

async function openDatabase(dialect: Dialect, keep: boolean, reuse?: string): Promise<BenchDb> {
  if (reuse) {
    const handle = await createDb(dialect === 'pg' ? { databaseUrl: reuse } : { pgliteDir: reuse });
    return { handle, ...(dialect === 'pg' ? { url: reuse } : {}), dispose: () => handle.close() };
  }
  if (dialect === 'pglite') {
    const handle = await createDb({ pgliteDir: 'memory' });
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      if (keep) {
        console.log(`  kept database ${url.toString()}`);
        return;
      }
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Drops the bench database once the pool's sockets are really gone: forcing it while a closing
 * connection is still open makes the server kill that connection, and the pool (already ended,
 * no error listener) would crash the process on the resulting error event.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name}`);
  } finally {
    await admin.end();
  }
}

interface Lookup {
  brands: Map<string, number>;
  colours: Map<string, number>;
  genders: Map<string, number>;
  categories: Map<string, number>;
  subcategories: Map<string, number>;
}

async function loadLookup(db: Db): Promise<Lookup> {
  const pairs = async (query: ReturnType<typeof sql>) =>
    new Map(
      (await queryRows<{ id: number; name: string }>(db, query)).map((r) => [r.name, Number(r.id)]),
    );
  return {
    brands: await pairs(sql`select id, name from brands`),
    colours: await pairs(sql`select id, name from colour_groups`),
    genders: await pairs(sql`select id, name from genders`),
    categories: await pairs(sql`select id, name from categories`),
    subcategories: await pairs(sql`select id, name from subcategories`),
  };
}

function resolve(map: Map<string, number>, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`bench: unknown ${what} '${name}'`);
  return id;
}

function toRequest(query: BenchQuery, lookup: Lookup, take: number): SearchRequest {
  const f = query.filters ?? {};
  const filters: SearchFiltersInput = {};
  if (f.brands) filters.brands = f.brands.map((n) => resolve(lookup.brands, n, 'brand'));
  if (f.colours)
    filters.colorGroups = f.colours.map((n) => resolve(lookup.colours, n, 'colour group'));
  if (f.genders) filters.genders = f.genders.map((n) => resolve(lookup.genders, n, 'gender'));
  if (f.category) filters.categoryId = resolve(lookup.categories, f.category, 'category');
  if (f.subcategory)
    filters.subcategoryId = resolve(lookup.subcategories, f.subcategory, 'subcategory');
  if (f.price) filters.price = f.price;
  return v.parse(SearchRequestSchema, {
    query: query.q,
    take,
    page: 0,
    filters,
    ...(query.sort ? { sort: query.sort } : {}),
  });
}

/* ------------------------------------------------------------------ one database */

interface BenchOptions {
  articles: number;
  passes: number;
  take: number;
  /** Keep the PostgreSQL database afterwards (its URL is printed). */
  keep: boolean;
  /** Print analysis / core / `_source` medians per query. */
  profile: boolean;
  /** Reuse this seeded PostgreSQL database (from --keep) instead of creating one. */
  url?: string;
  /** PGlite data directory to reuse (seeded on first use, kept afterwards). */
  dir?: string;
  /** With a reused database: rebuild the search index first (after changing the index code). */
  reindex: boolean;
}

async function benchDatabase(dialect: Dialect, options: BenchOptions): Promise<void> {
  console.log(`\n=== ${dialect} ===`);
  const reuse = dialect === 'pg' ? options.url : options.dir;
  const bench = await openDatabase(dialect, options.keep, reuse);
  try {
    const { db } = bench.handle;
    await bench.handle.migrate();
    const [seeded] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from articles`,
    );
    let seedMs = 0;
    if (!seeded?.n) {
      seedMs = await time(() => seedDatabase(db, { articles: options.articles }));
    } else if (options.reindex) {
      const ms = await time(async () => {
        await refreshSearchIndex(db);
        await compactSearchIndex(db);
      });
      console.log(
        `  rebuilt the search index of the reused database in ${(ms / 1000).toFixed(1)} s`,
      );
    }
    const lookup = await loadLookup(db);
    const requests = QUERIES.map((q) => ({
      query: q,
      request: toRequest(q, lookup, options.take),
    }));
    // From the end of the seed to the first answer, as a fresh start does it: the start-up's
    // ANALYZE (prepareDatabase), then a search by a service that has never run one.
    const firstRequest = requests[0]?.request;
    if (!firstRequest) throw new Error('bench: no queries');
    const firstMs = await time(async () => {
      await db.execute(sql`analyze`);
      await new SearchService(db).search(firstRequest);
    });
    const [counts] = await queryRows<{ docs: number; terms: number }>(
      db,
      sql`select (select count(*)::int from article_search) as docs, (select count(*)::int from search_terms) as terms`,
    );
    console.log(
      `  ${seedMs === 0 ? 'reused' : 'seeded'} ${seeded?.n || options.articles} articles (+ search index: ${counts?.docs} documents, ${counts?.terms} terms) in ${(seedMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  first search answered ${(firstMs / 1000).toFixed(2)} s after the seed (ANALYZE included)` +
        (seedMs > 0 ? `: ${((seedMs + firstMs) / 1000).toFixed(1)} s from an empty database` : ''),
    );
    // The steady state autovacuum reaches some minutes after a bulk load; left to it, its
    // worker would compete with the measurement for the 2 cores.
    await db.execute(sql`vacuum analyze`);
    const service = new SearchService(db);

    // Core = the backend alone: analysis + the page statement (hits, total, facets).
    const core = async (request: SearchRequest) => {
      const query = toPageQuery(request, new Date());
      const analysis = await analyseQuery(db, query.text, 'search');
      return searchPage(db, toSearchPageParams(query, analysis));
    };

    // Warm-up: caches, the database's buffers, JIT of V8 – and a sanity check on the hit counts.
    let zeroHits = 0;
    for (const { request } of requests) {
      const answer = await service.search(request);
      if (answer.hits.total.value === 0) zeroHits += 1;
    }
    for (const typed of TYPED)
      for (let i = 2; i <= typed.length; i++)
        await service.suggest({ q: typed.slice(0, i), limit: 6 });

    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    const coreSamples: number[] = [];
    const slowest: { ms: number; q: string }[] = [];
    for (let pass = 0; pass < options.passes; pass++) {
      for (const { query, request } of requests) {
        const ms = await time(() => service.search(request));
        all.push(ms);
        const list = byKind.get(query.kind) ?? [];
        list.push(ms);
        byKind.set(query.kind, list);
        slowest.push({ ms, q: `${query.q || '(empty)'} ${JSON.stringify(query.filters ?? {})}` });
        coreSamples.push(await time(() => core(request)));
      }
    }
    const suggestSamples: number[] = [];
    for (let pass = 0; pass < options.passes; pass++) {
      for (const typed of TYPED) {
        for (let i = 2; i <= typed.length; i++) {
          suggestSamples.push(
            await time(() => service.suggest({ q: typed.slice(0, i), limit: 6 })),
          );
        }
      }
    }

    // The machine's floor: one trivial round trip. On a busy machine this alone shows how much
    // of the figures above is waiting for a CPU rather than search work.
    const pingSamples: number[] = [];
    for (let i = 0; i < 300; i++) pingSamples.push(await time(() => db.execute(sql`select 1`)));

    const bigSamples: number[] = [];
    for (const { query } of requests.filter((_, i) => i % 10 === 0)) {
      const request = toRequest(query, lookup, SEARCH_MAX_TAKE);
      bigSamples.push(await time(() => service.search(request)));
    }

    console.log(
      `  ${QUERIES.length} queries (${zeroHits} with no hits), ${options.passes} measured passes after 1 warm-up, take=${options.take}`,
    );
    console.log(`  ${HEADER}`);
    console.log(`  ${row(`search (take ${options.take})`, stats(all))}`);
    for (const [kind, samples] of byKind) console.log(`  ${row(`  ${kind}`, stats(samples))}`);
    console.log(`  ${row('core (no _source)', stats(coreSamples))}`);
    console.log(`  ${row('suggest (keystrokes)', stats(suggestSamples))}`);
    console.log(`  ${row(`search (take ${SEARCH_MAX_TAKE})`, stats(bigSamples))}`);
    console.log(`  ${row('round trip (select 1)', stats(pingSamples))}`);
    slowest.sort((a, b) => b.ms - a.ms);
    console.log('  slowest searches:');
    for (const s of slowest.slice(0, 5))
      console.log(`    ${s.ms.toFixed(1).padStart(7)} ms  ${s.q}`);

    if (options.profile) await profile(db, requests, options.passes);
    if (bench.url) await benchProcesses(db, bench.url, requests, options.passes);
  } finally {
    await bench.dispose();
  }
}

/* ------------------------------------------------------------------ server processes */

interface Server {
  child: ChildProcess;
  port: number;
  ask(request: ServerRequest): Promise<ServerReply>;
}

/** Forks bench/search-server.ts on `url` and waits until it listens. */
async function startServer(url: string, withSearch: boolean): Promise<Server> {
  const child = fork(new URL('./search-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_SEARCH: withSearch ? 'on' : 'off' },
  });
  const next = () =>
    new Promise<ServerReply>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`search-server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (reply: ServerReply) => {
        child.off('exit', onExit);
        resolve(reply);
      });
    });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error('search-server: expected ready');
  return {
    child,
    port: ready.port,
    ask: (request) => {
      const reply = next();
      child.send(request);
      return reply;
    },
  };
}

/** `+12` or `-3`: a difference in whole units. */
function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;
}

/** A shopper's session with one server: a CSRF token and its cookie, as a page gets them. */
async function sessionWith(port: number) {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const csrf = await fetch(`${base}/csrf`);
  const { token } = (await csrf.json()) as { token: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async search(input: SearchRequestInput) {
      const response = await fetch(`${base}/articles/search`, {
        method: 'POST',
        headers: {
          cookie,
          'x-csrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
        },
        body: JSON.stringify(input),
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      return v.parse(SearchResponseSchema, await response.json());
    },
    async get(path: string) {
      await (await fetch(`${base}${path}`)).arrayBuffer();
    },
  };
}

/** Polls `answered` until it holds; the time from the call to the first answer that holds. */
async function untilAnswered(answered: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await answered()) return performance.now() - t0;
    if (performance.now() - t0 > 60_000) throw new Error('bench: never answered');
  }
}

async function benchProcesses(
  db: Db,
  url: string,
  requests: readonly { query: BenchQuery; request: SearchRequest }[],
  passes: number,
): Promise<void> {
  console.log('  two API server processes on this database:');
  const [writer, reader] = [await startServer(url, true), await startServer(url, true)];
  const plain = await startServer(url, false);
  try {
    const toWriter = await sessionWith(writer.port);
    const toReader = await sessionWith(reader.port);
    for (const { request } of requests) {
      await toWriter.search(request);
      await toReader.search(request);
    }
    const httpSamples: number[] = [];
    for (let pass = 0; pass < passes; pass++)
      for (const { request } of requests)
        httpSamples.push(await time(() => toReader.search(request)));

    // An article whose shown price is its own (no campaign), written through `writer`.
    const [article] = await queryRows<{ id: number; name: string; price: number }>(
      db,
      sql`select s.article_id as id, a.name, a.final_price as price
          from article_search s join articles a on a.id = s.article_id
          where s.price_valid_until is null and s.price = a.final_price
          order by s.bestseller_rank limit 1`,
    );
    if (!article) throw new Error('bench: no article to change');
    const nameMs: number[] = [];
    const priceMs: number[] = [];
    for (let round = 0; round < 5; round++) {
      const word = `benchord${randomBytes(3).toString('hex')}`;
      await writer.ask({ type: 'write', articleId: article.id, name: `${article.name} ${word}` });
      nameMs.push(
        await untilAnswered(async () => {
          const answer = await toReader.search({ query: word });
          return answer.hits.hits[0]?._id === article.id;
        }),
      );
      const price = 100 + round;
      await writer.ask({ type: 'write', articleId: article.id, finalPrice: price });
      priceMs.push(
        await untilAnswered(async () => {
          const answer = await toReader.search({ query: word, filters: { price: { max: price } } });
          return answer.hits.total.value === 1 && answer.aggregations.price.max === price;
        }),
      );
    }
    await writer.ask({
      type: 'write',
      articleId: article.id,
      name: article.name,
      finalPrice: article.price,
    });

    // Memory once every server has answered as many catalogue pages (the plain one category
    // listings of the same size instead of searches), after a full garbage collection: what a
    // process holds, not the garbage of its last answers. Native memory (sockets, compression)
    // grows with the traffic served, so the plain server gets the reader's count of requests.
    const categoryIds = (
      await queryRows<{ id: number }>(db, sql`select distinct category_id as id from articles`)
    ).map((row) => row.id);
    const toPlain = await sessionWith(plain.port);
    for (let i = 0; i < requests.length * (passes + 1); i++) {
      const id = categoryIds[i % categoryIds.length];
      const page = 1 + Math.floor(i / categoryIds.length);
      await toPlain.get(`/categories/${id}/articles?page=${page}&per_page=24`);
    }
    const memory = async (server: Server) => {
      const reply = await server.ask({ type: 'rss' });
      return reply.type === 'rss'
        ? { rss: reply.rss / 1e6, heap: reply.heapUsed / 1e6 }
        : { rss: Number.NaN, heap: Number.NaN };
    };
    const [atWriter, atReader, atPlain] = [
      await memory(writer),
      await memory(reader),
      await memory(plain),
    ];
    const [rssWriter, rssReader, rssPlain] = [atWriter.rss, atReader.rss, atPlain.rss];
    console.log(`    ${HEADER}`);
    console.log(`    ${row('HTTP search (reader)', stats(httpSamples))}`);
    const worst = (samples: number[]) => Math.max(...samples).toFixed(1);
    console.log(
      `    name change written through one, answered by the other after: ${nameMs.map((ms) => ms.toFixed(1)).join(', ')} ms (worst ${worst(nameMs)} ms)`,
    );
    console.log(
      `    price change written through one, answered by the other after: ${priceMs.map((ms) => ms.toFixed(1)).join(', ')} ms (worst ${worst(priceMs)} ms)`,
    );
    console.log(
      `    resident memory: ${rssWriter.toFixed(0)} MB and ${rssReader.toFixed(0)} MB with search, ${rssPlain.toFixed(0)} MB without the search module (${signed(Math.max(rssWriter, rssReader) - rssPlain)} MB)`,
    );
    console.log(
      `    JavaScript heap in use: ${atWriter.heap.toFixed(0)} MB and ${atReader.heap.toFixed(0)} MB with search, ${atPlain.heap.toFixed(0)} MB without (${signed(Math.max(atWriter.heap, atReader.heap) - atPlain.heap)} MB)`,
    );
  } finally {
    for (const server of [writer, reader, plain]) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.send({ type: 'stop' } satisfies ServerRequest);
      await exited;
    }
  }
}

/** Median of a few samples. */
function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Per query: analysis, page statement and `_source` loading, medians over `passes` runs. */
async function profile(
  db: Db,
  requests: readonly { query: BenchQuery; request: SearchRequest }[],
  passes: number,
): Promise<void> {
  const lines: { total: number; text: string }[] = [];
  for (const { query, request } of requests) {
    const parts = { analysis: [] as number[], page: [] as number[], source: [] as number[] };
    let hits = 0;
    for (let pass = 0; pass < Math.max(1, passes); pass++) {
      const query = toPageQuery(request, new Date());
      let analysis: Awaited<ReturnType<typeof analyseQuery>> | undefined;
      parts.analysis.push(
        await time(async () => {
          analysis = await analyseQuery(db, query.text, 'search');
        }),
      );
      if (!analysis) throw new Error('bench: no analysis');
      const params = toSearchPageParams(query, analysis);
      let ids: number[] = [];
      parts.page.push(
        await time(async () => {
          const page = await searchPage(db, params);
          ids = page.hits.map((h) => h.id);
          hits = page.total;
        }),
      );
      parts.source.push(await time(() => loadArticleList(db, ids, new Date(), 'search-index')));
    }
    const [a, p, src] = [median(parts.analysis), median(parts.page), median(parts.source)];
    lines.push({
      total: a + p + src,
      text: `${fmt(a + p + src)} ${fmt(a)} ${fmt(p)} ${fmt(src)} ${String(hits).padStart(7)}  ${query.kind}: ${query.q || '(empty)'} ${JSON.stringify(query.filters ?? {})}${query.sort ? ` sort=${query.sort}` : ''}`,
    });
  }
  lines.sort((x, y) => y.total - x.total);
  console.log(`  per query (medians, ms), slowest first:`);
  console.log(
    `  ${'total'.padStart(8)} ${'analyse'.padStart(8)} ${'page'.padStart(8)} ${'_source'.padStart(8)} ${'total'.padStart(7)}  query`,
  );
  for (const line of lines.slice(0, 40)) console.log(`  ${line.text}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm bench:search -- --db pg` hands the '--' on to the script.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      articles: { type: 'string', default: '100000' },
      db: { type: 'string', default: 'both' },
      passes: { type: 'string', default: '3' },
      take: { type: 'string', default: '24' },
      keep: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      url: { type: 'string' },
      dir: { type: 'string' },
      reindex: { type: 'boolean', default: false },
    },
  });
  const options: BenchOptions = {
    articles: Number(values.articles),
    passes: Number(values.passes),
    take: Number(values.take),
    keep: values.keep,
    profile: values.profile,
    reindex: values.reindex,
    ...(values.url ? { url: values.url } : {}),
    ...(values.dir ? { dir: values.dir } : {}),
  };
  const wanted = values.db === 'both' ? (['pglite', 'pg'] as const) : ([values.db] as const);
  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(
    `search benchmark: ${options.articles} articles, ${QUERIES.length} queries, node ${process.version}, ` +
      `${cpus().length} CPUs, load average ${load} (other work on the machine skews latency)`,
  );
  for (const dialect of wanted) {
    if (dialect !== 'pglite' && dialect !== 'pg')
      throw new Error(`--db must be pglite, pg or both, got ${dialect}`);
    if (dialect === 'pg' && !process.env.DATABASE_URL && !options.url) {
      console.log(
        '\n=== pg === skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
      continue;
    }
    await benchDatabase(dialect, options);
  }
}

await main();
