/**
 * Search benchmark (`pnpm bench:search`, issue 5 point 8).
 *
 *   tsx bench/search.ts                     # 100 000 articles, PGlite + PostgreSQL (if DATABASE_URL)
 *   tsx bench/search.ts --articles 3000 --db pglite --passes 1
 *
 * For each database: a fresh database, the demo seed at the given size (the seed builds the
 * search index), ANALYZE, one warm-up pass over the fixed query list, then `--passes` measured
 * passes, one query at a time (latency, not throughput under load: queries/s is 1 / mean).
 * Reported per database:
 * - `search`: SearchService.search as the route runs it (analysis, hits + total + facets,
 *   `_source` for one page of `--take` hits), by query kind;
 * - `core`: the same without loading `_source` (what the search itself costs);
 * - `cache warm`: the same list through the page cache (ids, total, facets cached; `_source` fresh);
 * - `suggest`: the header's suggestions for every keystroke of some queries;
 * - `take=1000`: the spec's default page size, for a subset (the article mapping dominates).
 * PostgreSQL runs in its own database created from DATABASE_URL and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SearchFiltersInput, SearchRequest } from 'shared-contracts/schemas';
import { SearchRequestSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { createDb, type Db, type DbHandle, type Dialect } from '../src/db/client';
import { queryRows, searchPage } from '../src/modules/search/queries';
import { analyseQuery, SearchService, toSearchPageParams } from '../src/modules/search/service';
import { seedDatabase } from '../src/seed/index';

/* ------------------------------------------------------------------ the fixed query list */

type Kind =
  'plain' | 'brand/colour' | 'typo' | 'inflected' | 'compound' | 'filtered' | 'filters only';

/** Filters by name; resolved to the seeded ids at start (ids depend on the seed). */
interface NamedFilters {
  brands?: string[];
  colours?: string[];
  genders?: string[];
  category?: string;
  subcategory?: string;
  price?: { min?: number; max?: number };
}

interface BenchQuery {
  kind: Kind;
  q: string;
  filters?: NamedFilters;
  sort?: SearchRequest['sort'];
}

const plain = [
  'jakke',
  'jakker',
  'sko',
  'løpesko',
  'vintersko',
  'joggesko',
  'tursko',
  'fjellsko',
  'piggsko',
  'sandaler',
  'tøfler',
  'fotballsko',
  'vinterjakke',
  'skalljakke',
  'dunjakke',
  'regnjakke',
  'softshelljakke',
  'genser',
  'hettegenser',
  'ullgenser',
  'fleece',
  't-skjorte',
  'singlet',
  'treningstrøye',
  'turbukse',
  'treningsbukse',
  'tights',
  'shorts',
  'ullundertøy',
  'superundertøy',
  'sokker',
  'sports-bh',
  'lue',
  'hansker',
  'votter',
  'fotball',
  'håndball',
  'basketball',
  'keeperhansker',
  'dagstursekk',
  'treningsbag',
  'løpevest',
  'padelracket',
  'tennisracket',
  'drikkeflaske',
  'termos',
  'proteinbar',
  'sportsdrikk',
  'sykkel',
  'terrengsykkel',
  'elsykkel',
  'barnesykkel',
  'sykkelhjelm',
  'sykkellykt',
  'sykkellås',
  'langrennski',
  'skistaver',
  'alpinski',
  'skibriller',
  'skøyter',
  'rattkjelke',
  'glider',
  'festevoks',
  'klister',
  'telt',
  'sovepose',
  'liggeunderlag',
  'hodelykt',
  'stormkjøkken',
  'fiskestang',
  'sluk',
  'manual',
  'kettlebell',
  'treningsmatte',
  'foam roller',
  'tredemølle',
  'romaskin',
  'gps-klokke',
  'aktivitetsarmbånd',
  'nordlys',
  'fjellvind',
  'trollheimen',
  'lofoten',
  'besseggen',
  'gtx',
  'trail',
  'vindstrå',
  'snøfokk',
];
const brandColour = [
  'nike',
  'adidas',
  'bergans',
  'helly hansen',
  'norrøna',
  'the north face',
  'fjällräven',
  'salomon',
  'asics',
  'garmin',
  'swix',
  'madshus',
  'åsnes',
  'dæhlie',
  'kari traa',
  'rød jakke',
  'svart jakke dame',
  'blå genser',
  'grønn sovepose',
  'hvit joggesko',
  'nike løpesko herre',
  'bergans sekk',
  'salomon tursko dame',
  'adidas fotballsko',
  'swix glider',
  'lilla lue',
  'rosa sykkelhjelm barn',
  'oransje regnjakke',
  'marine dunjakke',
];
const typos = [
  'jakek',
  'jakkke',
  'vintrjakke',
  'lopesko',
  'løpsko',
  'joggesk',
  'gensr',
  'hettegensr',
  'sovpose',
  'hodelyk',
  'sykelhjelm',
  'langrenski',
  'bergnas',
  'adiads',
  'helly hanssen',
  'norona',
  'fjalraven',
  'slaomon',
  'garmn',
  'treningsbukke',
  'tigths',
  'sokkker',
  'drikeflaske',
  'termoss',
  'proteinbarr',
  'tennisrackett',
  'padelraket',
  'fotbal',
  'håndbal',
  'kjelke',
  'fiskestanng',
  'kettelbell',
  'tredemøle',
  'romaskinn',
  'vinterskoo',
  'piggskko',
  'regjakke',
  'skaljakke',
  'ullgensr',
  'singelt',
  'dunjake',
  'stormkjøken',
  'liggeunderla',
  'telr',
];
const inflected = [
  'skoene',
  'jakkene',
  'buksa',
  'genseren',
  'skiene',
  'luene',
  'teltet',
  'sekken',
  'ballen',
  'hanskene',
  'støvler',
  'sokkene',
  'syklene',
  'klokka',
  'brillene',
  'jakka',
  'vottene',
  'flaska',
];
const compound = [
  'sko herre',
  'jakke barn',
  'bukse dame',
  'ski',
  'hjelm',
  'sekk',
  'racket',
  'ball',
  'støvel',
  'lykt',
  'flaske',
  'matte',
  'trøye',
  'undertøy',
  'briller',
  'klokke',
  'sykkel barn',
  'jakke junior',
];

const filtered: BenchQuery[] = [
  { kind: 'filtered', q: 'jakke', filters: { brands: ['Bergans'] } },
  { kind: 'filtered', q: 'jakke', filters: { genders: ['Dame'] } },
  { kind: 'filtered', q: 'jakke', filters: { colours: ['red', 'blue'] } },
  { kind: 'filtered', q: 'jakke', filters: { price: { max: 100_000 } } },
  {
    kind: 'filtered',
    q: 'jakke',
    filters: { price: { min: 100_000, max: 300_000 }, genders: ['Herre'] },
  },
  {
    kind: 'filtered',
    q: 'jakke',
    filters: { brands: ['Helly Hansen', 'Norrøna'], colours: ['black'] },
    sort: 'price_asc',
  },
  { kind: 'filtered', q: 'sko', filters: { genders: ['Barn'] } },
  { kind: 'filtered', q: 'sko', filters: { category: 'Sko', price: { max: 80_000 } } },
  { kind: 'filtered', q: 'sko', filters: { brands: ['Nike', 'Adidas'] }, sort: 'price_desc' },
  { kind: 'filtered', q: 'løpesko', filters: { genders: ['Dame'], colours: ['pink'] } },
  { kind: 'filtered', q: 'løpesko', filters: { brands: ['Asics'] }, sort: 'newest' },
  { kind: 'filtered', q: 'løpesko', filters: { price: { min: 100_000 } } },
  { kind: 'filtered', q: 'vintersko', filters: { genders: ['Barn', 'Junior'] } },
  { kind: 'filtered', q: 'tursko', filters: { brands: ['Salomon'], genders: ['Herre'] } },
  { kind: 'filtered', q: 'genser', filters: { colours: ['grey'] } },
  { kind: 'filtered', q: 'hettegenser', filters: { price: { max: 50_000 } }, sort: 'price_asc' },
  { kind: 'filtered', q: 'ullgenser', filters: { brands: ['Devold', 'Dale of Norway'] } },
  { kind: 'filtered', q: 't-skjorte', filters: { genders: ['Herre'], colours: ['white'] } },
  { kind: 'filtered', q: 'tights', filters: { genders: ['Dame'] }, sort: 'bestseller' },
  { kind: 'filtered', q: 'shorts', filters: { price: { max: 30_000 } } },
  { kind: 'filtered', q: 'sokker', filters: { brands: ['Swix'] } },
  { kind: 'filtered', q: 'lue', filters: { colours: ['red', 'black', 'blue'] } },
  { kind: 'filtered', q: 'hansker', filters: { genders: ['Barn'] } },
  { kind: 'filtered', q: 'fotball', filters: { brands: ['Select'] } },
  {
    kind: 'filtered',
    q: 'sekk',
    filters: { subcategory: 'Sekker og bagger', price: { max: 100_000 } },
  },
  { kind: 'filtered', q: 'padel', filters: { price: { min: 100_000 } }, sort: 'price_asc' },
  { kind: 'filtered', q: 'sykkel', filters: { category: 'Sykkel', genders: ['Barn'] } },
  { kind: 'filtered', q: 'sykkel', filters: { price: { min: 500_000 } }, sort: 'price_desc' },
  { kind: 'filtered', q: 'hjelm', filters: { colours: ['black'] } },
  { kind: 'filtered', q: 'ski', filters: { category: 'Ski og vinter' } },
  { kind: 'filtered', q: 'langrennski', filters: { brands: ['Madshus', 'Fischer'] } },
  { kind: 'filtered', q: 'alpinski', filters: { price: { max: 500_000 } } },
  { kind: 'filtered', q: 'telt', filters: { brands: ['Helsport'] }, sort: 'price_asc' },
  { kind: 'filtered', q: 'sovepose', filters: { colours: ['green'] } },
  { kind: 'filtered', q: 'hodelykt', filters: { price: { max: 50_000 } } },
  { kind: 'filtered', q: 'klokke', filters: { brands: ['Garmin'] }, sort: 'price_desc' },
  { kind: 'filtered', q: 'nike', filters: { genders: ['Dame'] } },
  { kind: 'filtered', q: 'nike', filters: { category: 'Sko' }, sort: 'newest' },
  { kind: 'filtered', q: 'bergans', filters: { colours: ['blue'] } },
  { kind: 'filtered', q: 'jakek', filters: { genders: ['Herre'] } },
  { kind: 'filtered', q: 'lopesko', filters: { brands: ['Hoka'] } },
  { kind: 'filtered', q: 'skoene', filters: { genders: ['Dame'] } },
  { kind: 'filtered', q: 'rød jakke', filters: { genders: ['Dame'] } },
  { kind: 'filtered', q: 'vinterjakke', filters: { price: { min: 150_000, max: 250_000 } } },
  { kind: 'filtered', q: 'regnjakke', filters: { colours: ['yellow'] } },
  { kind: 'filtered', q: 'dunjakke', filters: { brands: ['The North Face'] } },
  { kind: 'filtered', q: 'treningsbukse', filters: { genders: ['Herre'], price: { max: 60_000 } } },
  {
    kind: 'filtered',
    q: 'sykkelhjelm',
    filters: { genders: ['Barn'], colours: ['pink', 'purple'] },
  },
  { kind: 'filtered', q: 'drikkeflaske', filters: { brands: ['Camelbak'] } },
  { kind: 'filtered', q: 'kettlebell', filters: { price: { max: 80_000 } } },
];

const filtersOnly: BenchQuery[] = [
  { kind: 'filters only', q: '', filters: { category: 'Sko' } },
  { kind: 'filters only', q: '', filters: { category: 'Tekstil' } },
  { kind: 'filters only', q: '', filters: { category: 'Tekstil', brands: ['Bergans'] } },
  { kind: 'filters only', q: '', filters: { subcategory: 'Jakker', colours: ['red'] } },
  {
    kind: 'filters only',
    q: '',
    filters: { subcategory: 'Løpesko', genders: ['Dame'] },
    sort: 'price_asc',
  },
  { kind: 'filters only', q: '', filters: { category: 'Sykkel', price: { max: 500_000 } } },
  { kind: 'filters only', q: '', filters: { brands: ['Nike'] } },
  { kind: 'filters only', q: '', filters: { brands: ['Nike', 'Adidas', 'Puma'] }, sort: 'newest' },
  { kind: 'filters only', q: '', filters: { colours: ['green'], genders: ['Barn'] } },
  { kind: 'filters only', q: '', filters: { price: { max: 20_000 } }, sort: 'price_asc' },
  { kind: 'filters only', q: '', filters: { category: 'Utstyr' } },
  { kind: 'filters only', q: '', filters: { subcategory: 'Telt' }, sort: 'name' },
  { kind: 'filters only', q: '', filters: { category: 'Trening', colours: ['black'] } },
  { kind: 'filters only', q: '', filters: { subcategory: 'Gensere', price: { min: 50_000 } } },
  { kind: 'filters only', q: '', filters: { category: 'Ski og vinter', genders: ['Junior'] } },
];

export const QUERIES: readonly BenchQuery[] = [
  ...plain.map((q): BenchQuery => ({ kind: 'plain', q })),
  ...brandColour.map((q): BenchQuery => ({ kind: 'brand/colour', q })),
  ...typos.map((q): BenchQuery => ({ kind: 'typo', q })),
  ...inflected.map((q): BenchQuery => ({ kind: 'inflected', q })),
  ...compound.map((q): BenchQuery => ({ kind: 'compound', q })),
  ...filtered,
  ...filtersOnly,
];

/** Keystrokes of the header field (each prefix of 2+ characters is one suggest call). */
const TYPED = [
  'løpesko',
  'vinterjakke',
  'hettegenser',
  'bergans',
  'sovepose',
  'jakke dame',
  'nike sko',
  'sykkelhjelm',
  'langrennski',
  'drikkeflaske',
  'helly hansen',
  'joggesko',
  'treningsbukse',
  'klær',
  'fotball',
];

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
  dispose(): Promise<void>;
}

async function openDatabase(dialect: Dialect, keep: boolean): Promise<BenchDb> {
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

async function benchDatabase(
  dialect: Dialect,
  options: { articles: number; passes: number; take: number; keep: boolean; explain: boolean },
): Promise<void> {
  console.log(`\n=== ${dialect} ===`);
  const bench = await openDatabase(dialect, options.keep);
  try {
    const { db } = bench.handle;
    await bench.handle.migrate();
    const seedMs = await time(() => seedDatabase(db, { articles: options.articles }));
    await db.execute(sql`analyze`);
    const [counts] = await queryRows<{ docs: number; terms: number }>(
      db,
      sql`select (select count(*)::int from article_search) as docs, (select count(*)::int from search_terms) as terms`,
    );
    console.log(
      `  seeded ${options.articles} articles (+ search index: ${counts?.docs} documents, ${counts?.terms} terms) in ${(seedMs / 1000).toFixed(1)} s`,
    );

    const lookup = await loadLookup(db);
    const service = new SearchService(db);
    const requests = QUERIES.map((q) => ({
      query: q,
      request: toRequest(q, lookup, options.take),
    }));

    // Core = what the search module itself costs: analysis + one statement for hits, total, facets.
    const core = async (request: SearchRequest) => {
      const analysis = await analyseQuery(db, request.query, 'search');
      return searchPage(db, toSearchPageParams({ ...request, page: 0 }, analysis));
    };

    // Warm-up: caches, prepared dictionaries, JIT of V8 – and a sanity check on the hit counts.
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
    // The same list again through a service with the page cache on: a repeated search (the
    // common case for popular words and category facets) pays only analysis + `_source`.
    const cached = new SearchService(db, { cacheTtlMs: 10 * 60_000 });
    for (const { request } of requests) await cached.search(request);
    const cachedSamples: number[] = [];
    for (const { request } of requests)
      cachedSamples.push(await time(() => cached.search(request)));

    // The machine's floor: one trivial round trip. On a busy machine this alone shows how much
    // of the figures above is waiting for a CPU rather than search work.
    const pingSamples: number[] = [];
    for (let i = 0; i < 300; i++) pingSamples.push(await time(() => db.execute(sql`select 1`)));

    const bigSamples: number[] = [];
    for (const { query } of requests.filter((_, i) => i % 10 === 0)) {
      const request = toRequest(query, lookup, 1000);
      bigSamples.push(await time(() => service.search(request)));
    }

    console.log(
      `  ${QUERIES.length} queries (${zeroHits} with no hits), ${options.passes} measured passes after 1 warm-up, take=${options.take}`,
    );
    console.log(`  ${HEADER}`);
    console.log(`  ${row(`search (take ${options.take})`, stats(all))}`);
    for (const [kind, samples] of byKind) console.log(`  ${row(`  ${kind}`, stats(samples))}`);
    console.log(`  ${row('core (no _source)', stats(coreSamples))}`);
    console.log(`  ${row('search, cache warm', stats(cachedSamples))}`);
    console.log(`  ${row('suggest (keystrokes)', stats(suggestSamples))}`);
    console.log(`  ${row('search (take 1000)', stats(bigSamples))}`);
    console.log(`  ${row('round trip (select 1)', stats(pingSamples))}`);
    slowest.sort((a, b) => b.ms - a.ms);
    console.log('  slowest searches:');
    for (const s of slowest.slice(0, 5))
      console.log(`    ${s.ms.toFixed(1).padStart(7)} ms  ${s.q}`);

    if (options.explain) {
      const probe = requests.find((r) => r.query.q === 'sko')?.request;
      if (probe) {
        const { plan } = await analyseQuery(db, probe.query, 'search');
        console.log('  plan of the candidate scan for "sko":');
        const lines = await queryRows<Record<string, string>>(
          db,
          sql`explain analyze select count(*) from article_search s where s.document @@ ${plan?.match ?? ''}::tsquery`,
        );
        for (const line of lines) console.log(`    ${Object.values(line)[0]}`);
      }
    }
  } finally {
    await bench.dispose();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: '100000' },
      db: { type: 'string', default: 'both' },
      passes: { type: 'string', default: '3' },
      take: { type: 'string', default: '24' },
      keep: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
    },
  });
  const options = {
    articles: Number(values.articles),
    passes: Number(values.passes),
    take: Number(values.take),
    keep: values.keep,
    explain: values.explain,
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
    if (dialect === 'pg' && !process.env.DATABASE_URL) {
      console.log(
        '\n=== pg === skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
      continue;
    }
    await benchDatabase(dialect, options);
  }
}

await main();
