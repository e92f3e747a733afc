/**
 * Builds the Fastify app: error handling, cookies, sessions, CSRF, then every API module
 * under /api/v1 and, optionally, the web layer (built front end + HTML). Only wiring here;
 * behaviour lives in http/, modules/ and web/.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { storedSecret } from './db/server-secrets';
import { apiModules, type ApiModule } from './modules';
import { CompositionService } from './modules/composition';
import { createPaymentSetup, type PaymentSetupOptions } from './modules/payments/setup';
import { cachingPlugin } from './http/caching';
import { cookieSecret } from './http/cookie-secret';
import { csrfPlugin } from './http/csrf';
import { errorHandlerPlugin, sendErrorResponse } from './http/errors';
import { logSerializers } from './http/log-redaction';
import { openApiDocument, openApiPlugin } from './http/openapi';
import { pressurePlugin } from './http/pressure';
import { requestLimitsPlugin } from './http/request-limits';
import { responseSizePlugin } from './http/response-size';
import { sessionPlugin } from './http/session';
import { textGuardPlugin } from './http/text-guard';
import { checkoutVersion, createBuilds, type Builds } from './releases';
import { webPlugin } from './web';
import { klarnaOrigins } from './web/security-headers';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Serve the built shell/remotes and page HTML (main.ts). Tests of the API leave it off. */
  web?: boolean;
  /** Default: info in development/production, silent in tests; always with redacting serializers. */
  logger?: false | LoggerOptions;
  /** Default: every registered module (`apiModules`). */
  modules?: readonly ApiModule[];
  /** Pinned clock for modules with date windows (tests). */
  now?: () => Date;
  /** Tests: state of the payment simulators (faults, clocks). */
  simulatorState?: PaymentSetupOptions['simulatorState'];
  /** Tests: builds from a store and folder of their own (default: from the configuration). */
  builds?: Builds;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

function loggerOptions(
  logger: BuildAppOptions['logger'],
  nodeEnv: Config['nodeEnv'],
): false | LoggerOptions {
  if (logger === false || (logger === undefined && nodeEnv === 'test')) return false;
  return { level: 'info', ...logger, serializers: logSerializers };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.nodeEnv),
    // A malformed URL (`/build/x/%`) gets our 400 in Norwegian, never Fastify's echo of it.
    frameworkErrors: (error, request, reply) => sendErrorResponse(error, request, reply),
    // Only listed proxies may tell the client's address and protocol (per-address limits).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });

  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  await app.register(requestLimitsPlugin, { searchPerMinute: config.searchRateLimit });
  await app.register(openApiPlugin, { version: 'v1' });
  await app.register(fastifyCookie, { secret: await cookieSecret(db, config.sessionSecret) });
  await app.register(sessionPlugin, { db });
  await app.register(csrfPlugin);

  const payments = createPaymentSetup({
    db,
    config: config.payments,
    now: options.now ?? (() => new Date()),
    log: app.log,
    ...(options.simulatorState ? { simulatorState: options.simulatorState } : {}),
  });
  await payments.registerSimulators(app);

  const builds = options.builds ?? createBuilds(config.releases, config.repoRoot);
  const composition = new CompositionService({
    db,
    builds,
    shellVersion: checkoutVersion(config.repoRoot, 'shell'),
    ...(config.mfOverrideOrigins.length ? { extraOrigins: config.mfOverrideOrigins } : {}),
    pollMs: config.compositionPollMs,
    log: app.log,
  });
  const platform = { composition, builds, adminToken: await adminTokenOf(db, config) };

  const context = {
    db,
    config,
    payments,
    platform,
    ...(options.now ? { now: options.now } : {}),
  };
  await app.register(
    async (api) => {
      // Only API calls are shed: pages, builds and the payment widgets keep loading.
      await api.register(pressurePlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
      // Before caching: its onSend hooks (ETag, compression) must see what is finally sent.
      await api.register(responseSizePlugin, { maxBytes: config.maxResponseBytes });
      await api.register(cachingPlugin);
      await api.register(openApiDocument);
      for (const module of options.modules ?? apiModules) await module.register(api, context);
    },
    { prefix: API_PREFIX },
  );

  if (options.web) {
    await app.register(webPlugin, {
      builds,
      composition,
      compositionFile: config.compositionFile,
      sourceMaps: config.sourceMaps,
      serverRenderBudgetMs: config.serverRenderBudgetMs,
      seo: { db, now: options.now ?? (() => new Date()), origin: config.payments.publicUrl },
      paymentOrigins:
        config.payments.klarna.mode === 'remote'
          ? klarnaOrigins(config.payments.klarna.scriptUrl)
          : [],
    });
  }
  return app;
}

/**
 * The admin API's token: the configured one; outside production without one, a random token kept
 * per database (main.ts writes it to `.data/admin-token` for the CLI); in production without one,
 * none (no admin API).
 */
export async function adminTokenOf(db: Db, config: Config): Promise<string | undefined> {
  if (config.adminToken) return config.adminToken;
  return config.nodeEnv === 'production' ? undefined : storedSecret(db, 'admin-token');
}

/**
 * Closes the app, letting requests in flight finish for `graceMs`, then cutting the connections
 * that are left: a kept-alive socket whose client never lets go must not hold a shutdown (or a
 * restart) open for the server's one-minute header timeout.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}
