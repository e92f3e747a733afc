/**
 * Process configuration, read from the environment and validated once at start-up, so a
 * typo in PORT fails loudly at boot instead of on the first request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { ReleasesConfig } from './releases';

/** Repository root (api/src/config.ts → ../../). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const intFromEnv = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} må være et heltall`),
    v.transform(Number),
    v.integer(),
    v.minValue(min, `${name} må være minst ${min}`),
    v.maxValue(max, `${name} kan være høyst ${max}`),
  );

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());

const EnvSchema = v.object({
  PORT: v.optional(intFromEnv('PORT', 1, 65535), '8080'),
  DATABASE_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL må starte med postgres://')),
  ),
  PGLITE_DIR: v.optional(nonEmpty),
  SEED_ARTICLES: v.optional(intFromEnv('SEED_ARTICLES', 1, 1_000_000), '3000'),
  COMPOSITION_FILE: v.optional(nonEmpty),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  SESSION_SECRET: v.optional(
    v.pipe(nonEmpty, v.minLength(16, 'SESSION_SECRET må ha minst 16 tegn')),
  ),
  /** Loopback by default: a shop behind a proxy widens it on purpose (HOST=0.0.0.0). */
  HOST: v.optional(nonEmpty, '127.0.0.1'),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs, as Fastify's
   * trustProxy takes them). None by default: otherwise any client picks its own address and
   * walks past every per-address limit.
   */
  TRUST_PROXY: v.optional(v.string(), ''),
  /** on: the builds' source maps are served (default off in production). */
  SOURCE_MAPS: v.optional(v.picklist(['on', 'off'])),
  /** Dev/staging only: origins allowed to override remote URLs (comma-separated). */
  MF_OVERRIDE_ORIGINS: v.optional(v.string(), ''),
  /** Browser-facing origin of the shop: return URLs and provider callbacks point here. */
  PUBLIC_URL: v.optional(httpUrl('PUBLIC_URL')),
  KLARNA_BASE_URL: v.optional(httpUrl('KLARNA_BASE_URL')),
  KLARNA_USERNAME: v.optional(nonEmpty),
  KLARNA_PASSWORD: v.optional(nonEmpty),
  KLARNA_SCRIPT_URL: v.optional(httpUrl('KLARNA_SCRIPT_URL')),
  VIPPS_BASE_URL: v.optional(httpUrl('VIPPS_BASE_URL')),
  VIPPS_CLIENT_ID: v.optional(nonEmpty),
  VIPPS_CLIENT_SECRET: v.optional(nonEmpty),
  VIPPS_SUBSCRIPTION_KEY: v.optional(nonEmpty),
  VIPPS_MSN: v.optional(v.pipe(nonEmpty, v.regex(/^\d{4,6}$/, 'VIPPS_MSN må ha 4–6 siffer'))),
  /** on: providers without configuration are served by the built-in simulators. */
  PAYMENT_SIMULATORS: v.optional(v.picklist(['on', 'off'])),
  ORDER_PAYMENT_TIMEOUT_MS: v.optional(
    intFromEnv('ORDER_PAYMENT_TIMEOUT_MS', 10_000, 7 * 24 * 3_600_000),
    '1800000',
  ),
  ORDER_SWEEP_INTERVAL_MS: v.optional(
    intFromEnv('ORDER_SWEEP_INTERVAL_MS', 100, 3_600_000),
    '30000',
  ),
  /** Event-loop delay (ms) above which new requests get a quick 503; 0 = never shed. */
  MAX_EVENT_LOOP_DELAY_MS: v.optional(intFromEnv('MAX_EVENT_LOOP_DELAY_MS', 0, 60_000)),
  /** Searches one client address may send per minute (per search route). */
  SEARCH_RATE_LIMIT: v.optional(intFromEnv('SEARCH_RATE_LIMIT', 1, 1_000_000), '300'),
  /** How long a process reuses the answer of an identical search (ms); 0 = never (ADR 0003). */
  SEARCH_CACHE_TTL_MS: v.optional(intFromEnv('SEARCH_CACHE_TTL_MS', 0, 1_000)),
  /** Time a server render of a catalogue page may take before the page is sent without it; 0 = off. */
  SERVER_RENDER_BUDGET_MS: v.optional(intFromEnv('SERVER_RENDER_BUDGET_MS', 0, 60_000), '1000'),
  /** Orders a client address (and a customer) may create per 10 minutes. */
  ORDER_RATE_LIMIT: v.optional(intFromEnv('ORDER_RATE_LIMIT', 1, 1_000_000), '40'),
  /** Bearer token of the staff calls (capture on dispatch/pickup); unset = no staff routes. */
  STAFF_API_TOKEN: v.optional(
    v.pipe(nonEmpty, v.minLength(24, 'STAFF_API_TOKEN må ha minst 24 tegn')),
  ),
  /** smtp(s)://user:pass@host:port – unset: mail stays in the outbox table. */
  SMTP_URL: v.optional(v.pipe(nonEmpty, v.regex(/^smtps?:\/\//, 'SMTP_URL må starte med smtp://'))),
  MAIL_FROM: v.optional(nonEmpty, 'Bare lave priser <kundeservice@barelavepriser.no>'),
  /** on: GET /api/v1/dev/mailbox lists the outbox (default on outside production). */
  DEV_MAILBOX: v.optional(v.picklist(['on', 'off'])),
  /** OSRM base URL (`{url}/table/v1/car/…`); unset: straight-line shop distances. */
  ROUTING_URL: v.optional(httpUrl('ROUTING_URL')),
  ROUTING_TIMEOUT_MS: v.optional(intFromEnv('ROUTING_TIMEOUT_MS', 100, 60_000), '2500'),
  /** Kartverket address API base (`{url}/sok`); unset: postcode-table fallback. */
  ADDRESS_API_URL: v.optional(httpUrl('ADDRESS_API_URL')),
  ADDRESS_API_TIMEOUT_MS: v.optional(intFromEnv('ADDRESS_API_TIMEOUT_MS', 100, 60_000), '2500'),
  /** The artefact store of published releases: a folder, or `s3://bucket/prefix` (ADR 0009). */
  RELEASE_STORE: v.optional(nonEmpty, '.releases'),
  RELEASE_S3_ENDPOINT: v.optional(httpUrl('RELEASE_S3_ENDPOINT')),
  RELEASE_S3_REGION: v.optional(nonEmpty, 'us-east-1'),
  /** on: bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  RELEASE_S3_PATH_STYLE: v.optional(v.picklist(['on', 'off'])),
  /** on: builds in `<package>/dist/<version>/` are served and accepted besides releases. */
  LOCAL_BUILDS: v.optional(v.picklist(['on', 'off']), 'on'),
  /** Largest API answer in bytes (before compression); larger ones are refused with a 422. */
  MAX_RESPONSE_BYTES: v.optional(intFromEnv('MAX_RESPONSE_BYTES', 10_000, 100_000_000), '2097152'),
  /** How often each process looks for a new composition in the database (ms). */
  COMPOSITION_POLL_MS: v.optional(intFromEnv('COMPOSITION_POLL_MS', 100, 60_000), '2000'),
  /** Bearer token of the operators' calls (composition, releases, failure counts). */
  ADMIN_TOKEN: v.optional(v.pipe(nonEmpty, v.minLength(24, 'ADMIN_TOKEN må ha minst 24 tegn'))),
  /** Where searches are answered: the database (default) or a Meilisearch server (ADR 0003). */
  SEARCH_BACKEND: v.optional(v.picklist(['database', 'meilisearch']), 'database'),
  MEILISEARCH_URL: v.optional(httpUrl('MEILISEARCH_URL')),
  MEILISEARCH_API_KEY: v.optional(nonEmpty),
  MEILISEARCH_INDEX: v.optional(
    v.pipe(nonEmpty, v.regex(/^[\w-]+$/, 'MEILISEARCH_INDEX: bokstaver, tall, - og _')),
    'articles',
  ),
});

/** How long a process keeps a search answer by default (ms): the shop's freshness across processes. */
export const SEARCH_CACHE_TTL_DEFAULT_MS = 500;

function httpUrl(name: string) {
  return v.pipe(
    nonEmpty,
    v.url(`${name} må være en URL`),
    v.regex(/^https?:\/\//, `${name} må være http(s)`),
  );
}

export interface Config {
  port: number;
  /** Set → PostgreSQL over node-postgres; unset → embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder (absolute) or 'memory'. */
  pgliteDir: string;
  seedArticles: number;
  compositionFile: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Optional: signs cookies when set (sessions work without it: the sid is a random 32-byte id). */
  sessionSecret: string | undefined;
  host: string;
  /** Addresses/CIDRs of trusted proxies; empty: X-Forwarded-For is ignored. */
  trustProxy: string[];
  /** Serve `*.map` of the builds. */
  sourceMaps: boolean;
  mfOverrideOrigins: string[];
  repoRoot: string;
  /** Load shedding: event-loop delay (ms) that turns new requests away; 0 = off. */
  maxEventLoopDelayMs: number;
  /** Searches per client address per minute. */
  searchRateLimit: number;
  /** Lifetime of a process's copy of a search answer (ms); 0 = none. */
  searchCacheTtlMs: number;
  /** Server rendering of catalogue pages (ADR 0010): its time budget in ms, 0 = off. */
  serverRenderBudgetMs: number;
  payments: PaymentsConfig;
  orders: {
    paymentTimeoutMs: number;
    sweepIntervalMs: number;
    /** Order creations per client address and per customer. */
    rateLimit: { limit: number; windowMs: number };
  };
  staffApiToken: string | undefined;
  /**
   * Bearer token of the admin API. Unset outside production: a random one kept per database and
   * written to `.data/admin-token` for the CLI; unset in production: no admin API.
   */
  adminToken: string | undefined;
  releases: ReleasesConfig;
  /** Poll interval of the composition in the database (ms). */
  compositionPollMs: number;
  /** Largest API answer in bytes. */
  maxResponseBytes: number;
  mail: { smtpUrl: string | undefined; from: string; devMailbox: boolean };
  geo: GeoConfig;
  search: SearchConfig;
}

/** The search backend; `meilisearch` carries its server (required then). */
export type SearchConfig =
  | { backend: 'database' }
  | { backend: 'meilisearch'; url: string; apiKey: string | undefined; index: string };

/** A remote service with a local fallback: `url` unset means the fallback always answers. */
export interface RemoteService {
  url: string | undefined;
  timeoutMs: number;
}

export interface GeoConfig {
  /** OSRM table service for road distances to shops (external-apis §3). */
  routing: RemoteService;
  /** Kartverket's address API (external-apis §4.1). */
  address: RemoteService;
}

/** Where a provider lives: its real API (credentials from the environment) or our simulator. */
export type ProviderConfig<T> = { mode: 'simulator' } | ({ mode: 'remote' } & T);

export interface PaymentsConfig {
  /** Browser-facing origin (no trailing slash). */
  publicUrl: string;
  /** Origin the server reaches itself on, for the simulators mounted in this process. */
  internalUrl: string;
  klarna: ProviderConfig<{
    baseUrl: string;
    username: string;
    password: string;
    scriptUrl: string;
  }>;
  vipps: ProviderConfig<{
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    subscriptionKey: string;
    merchantSerialNumber: string;
  }>;
}

/** Klarna's SDK (external-apis §1.3). */
export const KLARNA_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
/** Where the built-in simulators are mounted. */
export const SIMULATOR_PREFIX = { klarna: '/sim/klarna', vipps: '/sim/vipps' } as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment (default: process.env). Pure, so tests can pass their own. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset: `PORT= pnpm start` should not fail.
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Ugyldig konfigurasjon:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR === 'memory' ? 'memory' : resolve(e.PGLITE_DIR ?? '.data/pglite'),
    seedArticles: e.SEED_ARTICLES,
    compositionFile: resolve(e.COMPOSITION_FILE ?? 'composition.config.json'),
    nodeEnv: e.NODE_ENV,
    sessionSecret: e.SESSION_SECRET,
    host: e.HOST,
    trustProxy: commaList(e.TRUST_PROXY),
    sourceMaps: (e.SOURCE_MAPS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    mfOverrideOrigins: commaList(e.MF_OVERRIDE_ORIGINS),
    repoRoot: REPO_ROOT.replace(/\/$/, ''),
    // Off in tests: a slow CI machine must not turn a test's request away.
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    // Off in tests: a test that writes rows directly must see them in its next search.
    searchCacheTtlMs:
      e.SEARCH_CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : SEARCH_CACHE_TTL_DEFAULT_MS),
    serverRenderBudgetMs: e.SERVER_RENDER_BUDGET_MS,
    payments: paymentsConfig(e),
    orders: {
      paymentTimeoutMs: e.ORDER_PAYMENT_TIMEOUT_MS,
      sweepIntervalMs: e.ORDER_SWEEP_INTERVAL_MS,
      rateLimit: { limit: e.ORDER_RATE_LIMIT, windowMs: 10 * 60 * 1000 },
    },
    staffApiToken: e.STAFF_API_TOKEN,
    adminToken: e.ADMIN_TOKEN,
    releases: {
      store: e.RELEASE_STORE.startsWith('s3://') ? e.RELEASE_STORE : resolve(e.RELEASE_STORE),
      s3: {
        endpoint: e.RELEASE_S3_ENDPOINT,
        region: e.RELEASE_S3_REGION,
        forcePathStyle:
          (e.RELEASE_S3_PATH_STYLE ?? (e.RELEASE_S3_ENDPOINT ? 'on' : 'off')) === 'on',
      },
      localBuilds: e.LOCAL_BUILDS === 'on',
    },
    compositionPollMs: e.COMPOSITION_POLL_MS,
    maxResponseBytes: e.MAX_RESPONSE_BYTES,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      devMailbox: (e.DEV_MAILBOX ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    },
    geo: {
      routing: { url: e.ROUTING_URL?.replace(/\/+$/, ''), timeoutMs: e.ROUTING_TIMEOUT_MS },
      address: {
        url: e.ADDRESS_API_URL?.replace(/\/+$/, ''),
        timeoutMs: e.ADDRESS_API_TIMEOUT_MS,
      },
    },
    search: searchConfig(e),
  };
}

function searchConfig(e: Env): SearchConfig {
  if (e.SEARCH_BACKEND === 'database') return { backend: 'database' };
  requireAll('SEARCH_BACKEND=meilisearch', { MEILISEARCH_URL: e.MEILISEARCH_URL });
  return {
    backend: 'meilisearch',
    url: (e.MEILISEARCH_URL ?? '').replace(/\/+$/, ''),
    apiKey: e.MEILISEARCH_API_KEY,
    index: e.MEILISEARCH_INDEX,
  };
}

type Env = v.InferOutput<typeof EnvSchema>;

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function requireAll(provider: string, values: Record<string, string | undefined>): void {
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (missing.length)
    throw new ConfigError(`Ugyldig konfigurasjon:\n  ${provider} mangler ${missing.join(', ')}`);
}

/**
 * A provider is remote when its base URL is set (then every credential must be). Without it the
 * simulator answers, which production only allows when asked to (PAYMENT_SIMULATORS=on): a shop
 * taking orders against a fake provider would hand out goods for free.
 */
function paymentsConfig(e: Env): PaymentsConfig {
  const internalUrl = `http://127.0.0.1:${e.PORT}`;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const simulatorsAllowed =
    (e.PAYMENT_SIMULATORS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const simulator = (name: string) => {
    if (!simulatorsAllowed)
      throw new ConfigError(
        `Ugyldig konfigurasjon:\n  ${name} er ikke konfigurert (sett ${name}_BASE_URL, eller PAYMENT_SIMULATORS=on for testbetaling)`,
      );
    return { mode: 'simulator' as const };
  };
  let klarna: PaymentsConfig['klarna'];
  if (e.KLARNA_BASE_URL) {
    requireAll('KLARNA', {
      KLARNA_USERNAME: e.KLARNA_USERNAME,
      KLARNA_PASSWORD: e.KLARNA_PASSWORD,
    });
    klarna = {
      mode: 'remote',
      baseUrl: e.KLARNA_BASE_URL.replace(/\/+$/, ''),
      username: e.KLARNA_USERNAME as string,
      password: e.KLARNA_PASSWORD as string,
      scriptUrl: e.KLARNA_SCRIPT_URL ?? KLARNA_SDK_URL,
    };
  } else klarna = simulator('KLARNA');
  let vipps: PaymentsConfig['vipps'];
  if (e.VIPPS_BASE_URL) {
    requireAll('VIPPS', {
      VIPPS_CLIENT_ID: e.VIPPS_CLIENT_ID,
      VIPPS_CLIENT_SECRET: e.VIPPS_CLIENT_SECRET,
      VIPPS_SUBSCRIPTION_KEY: e.VIPPS_SUBSCRIPTION_KEY,
      VIPPS_MSN: e.VIPPS_MSN,
    });
    vipps = {
      mode: 'remote',
      baseUrl: e.VIPPS_BASE_URL.replace(/\/+$/, ''),
      clientId: e.VIPPS_CLIENT_ID as string,
      clientSecret: e.VIPPS_CLIENT_SECRET as string,
      subscriptionKey: e.VIPPS_SUBSCRIPTION_KEY as string,
      merchantSerialNumber: e.VIPPS_MSN as string,
    };
  } else vipps = simulator('VIPPS');
  return { publicUrl, internalUrl, klarna, vipps };
}

let cached: Config | undefined;

/** The process-wide configuration, read on first use. */
export function getConfig(): Config {
  cached ??= loadConfig();
  return cached;
}
