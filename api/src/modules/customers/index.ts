/**
 * Customer plugin (spec §7 "Customers"): session, registration and e-mail verification, account
 * settings and deletion, password reset, one-time codes, reviews, QR code and data export.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { registerAccountRoutes } from './account/routes';
import type { AccountDeps } from './deps';
import { registerExportRoutes } from './export/routes';
import { accountMailer, type AccountMailer } from './mail';
import { registerOtpRoutes } from './otp/routes';
import { registerPasswordRoutes } from './password/routes';
import { registerRegistrationRoutes } from './registration/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerSessionRoutes } from './routes';
import { accountSecrets } from './secrets';

export interface CustomersModuleOptions {
  db: Db;
  /** Clock for token expiry and attempt windows (tests pin or advance it). */
  now?: () => Date;
  /** The shop's browser-facing origin: links in mails point here. */
  publicUrl?: string;
  /** SESSION_SECRET; unset → a secret generated once per database. */
  sessionSecret?: string | undefined;
  /** Bearer token of the staff review approval; unset → no staff route. */
  staffApiToken?: string | undefined;
  /** Tests replace the mailer (e.g. one that fails). */
  mailer?: AccountMailer;
}

export const customersModule: FastifyPluginAsync<CustomersModuleOptions> = async (app, options) => {
  const deps: AccountDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    secrets: accountSecrets(options.db, options.sessionSecret),
    mailer: options.mailer ?? accountMailer(options.publicUrl ?? 'http://localhost:8080'),
  };

  await deps.secrets.load();

  // Personal answers: no shared cache or browser cache may keep them for the next visitor.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The request log masks the codes, addresses and tokens these paths carry (http/log-redaction.ts).
  registerSessionRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerOtpRoutes(app, deps);
  registerReviewRoutes(app, deps, options.staffApiToken);
  registerExportRoutes(app, deps);
};
