/**
 * Registry of the API's domain modules. `buildApp` registers each under the prefix /api/v1.
 * To add a module: write `modules/<domain>/index.ts` exporting a Fastify plugin and append an
 * entry here – nothing else in app.ts needs to change.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { blogModule } from './blog';
import type { Builds } from '../releases';
import { catalogModule } from './catalog';
import { compositionModule, type CompositionService } from './composition';
import { contentModule } from './content';
import { customersModule } from './customers';
import { geoModule } from './geo';
import { giftCardsModule } from './giftcards';
import { imagesModule } from './images';
import { mailModule } from './mail';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import type { PaymentSetup } from './payments/setup';
import { videosModule } from './videos';
import { pollsModule } from './polls';
import { searchModule } from './search';
import { telemetryModule } from './telemetry';

export interface ApiModuleContext {
  db: Db;
  config: Config;
  /** Clock for date windows; tests pin it. */
  now?: () => Date;
  /** Payment gateway and webhooks (built once per app from configuration). */
  payments: PaymentSetup;
  /** The composition every process serves, the builds it may name, the admin token. */
  platform: { composition: CompositionService; builds: Builds; adminToken: string | undefined };
}

export interface ApiModule {
  name: string;
  /** Registers the module's plugin on `app`, which is already scoped to /api/v1. */
  register(app: FastifyInstance, context: ApiModuleContext): PromiseLike<unknown> | void;
}

/** Module options shared by the read modules: db plus an optional pinned clock. */
const readOptions = ({ db, now }: ApiModuleContext) => (now ? { db, now } : { db });

export const apiModules: ApiModule[] = [
  { name: 'catalog', register: (app, ctx) => app.register(catalogModule, readOptions(ctx)) },
  { name: 'content', register: (app, ctx) => app.register(contentModule, readOptions(ctx)) },
  { name: 'blog', register: (app, ctx) => app.register(blogModule, readOptions(ctx)) },
  { name: 'images', register: (app) => app.register(imagesModule) },
  { name: 'videos', register: (app) => app.register(videosModule) },
  {
    name: 'polls',
    register: (app, ctx) =>
      app.register(pollsModule, {
        ...readOptions(ctx),
        customerId: async (request) => request.session?.customerId ?? null,
      }),
  },
  {
    name: 'search',
    register: (app, ctx) =>
      app.register(searchModule, {
        ...readOptions(ctx),
        search: ctx.config.search,
        answerTtlMs: ctx.config.searchCacheTtlMs,
      }),
  },
  {
    name: 'customers',
    register: (app, ctx) =>
      app.register(customersModule, {
        ...readOptions(ctx),
        publicUrl: ctx.config.payments.publicUrl,
        sessionSecret: ctx.config.sessionSecret,
        staffApiToken: ctx.config.staffApiToken,
      }),
  },
  {
    name: 'mail',
    register: (app, ctx) =>
      app.register(mailModule, { db: ctx.db, devMailbox: ctx.config.mail.devMailbox }),
  },
  {
    name: 'geo',
    register: (app, ctx) => app.register(geoModule, { db: ctx.db, config: ctx.config.geo }),
  },
  { name: 'composition', register: (app, ctx) => app.register(compositionModule, ctx.platform) },
  { name: 'giftcards', register: (app, ctx) => app.register(giftCardsModule, readOptions(ctx)) },
  {
    name: 'orders',
    register: (app, ctx) =>
      app.register(ordersModule, {
        ...readOptions(ctx),
        gateway: ctx.payments.gateway,
        paymentTimeoutMs: ctx.config.orders.paymentTimeoutMs,
        sweepIntervalMs: ctx.config.orders.sweepIntervalMs,
        rateLimit: ctx.config.orders.rateLimit,
      }),
  },
  {
    name: 'payments',
    register: (app, ctx) =>
      app.register(paymentsModule, {
        ...readOptions(ctx),
        gateway: ctx.payments.gateway,
        vippsWebhooks: ctx.payments.vippsWebhooks,
        staffApiToken: ctx.config.staffApiToken,
      }),
  },
  {
    name: 'telemetry',
    register: (app, ctx) =>
      app.register(telemetryModule, { ...readOptions(ctx), adminToken: ctx.platform.adminToken }),
  },
];
