/**
 * The one server process: configuration → database (migrated, seeded on first start) →
 * app → listen. PGlite keeps its data in PGLITE_DIR, so a restart keeps customers and orders;
 * the database is closed on SIGINT/SIGTERM so PGlite can flush.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminTokenOf, buildApp, closeGracefully } from './app';
import { ConfigError, getConfig, type Config } from './config';
import { ForeignMigrationSeriesError } from './db/migrations';
import { prepareDatabase } from './db/prepare';
import { untilDatabaseReady } from './db/wait-for-database';
import { CompositionRefusedError } from './modules/composition';
import { startMailSender } from './modules/mail/sender';
import type { Db } from './db/client';

/** Where `pnpm compose` finds the admin token of a shop started without ADMIN_TOKEN. */
export const ADMIN_TOKEN_FILE = '.data/admin-token';

/**
 * Outside production without ADMIN_TOKEN, the database's own token is written where the CLI on
 * this machine reads it (owner-only), so `pnpm compose` works beside `pnpm start` at once.
 */
async function shareAdminToken(db: Db, config: Config): Promise<void> {
  if (config.adminToken) return;
  const token = await adminTokenOf(db, config);
  if (!token) return;
  const file = path.join(config.repoRoot, ADMIN_TOKEN_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
}

async function main(): Promise<void> {
  const config = getConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite i ${config.pgliteDir}`;
  console.log(`Database: ${where}`);
  const prepare = () =>
    untilDatabaseReady(
      () =>
        prepareDatabase({
          ...(config.databaseUrl
            ? { databaseUrl: config.databaseUrl }
            : { pgliteDir: config.pgliteDir }),
          seed: { articles: config.seedArticles },
          log: (message) => console.log(message),
        }),
      { log: (message) => console.warn(message) },
    );
  const database = await prepare().catch(async (error: unknown) => {
    // The demo database of an earlier, squashed migration series (ADR 0003): kept aside, and
    // a fresh one seeded. A PostgreSQL database is never touched: the error says what to do.
    if (!(error instanceof ForeignMigrationSeriesError) || config.databaseUrl) throw error;
    const aside = `${config.pgliteDir}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(config.pgliteDir, aside);
    console.log(`${error.message}\nThe old demo database was moved to ${aside}.`);
    return prepare();
  });
  const app = await buildApp({ db: database.db, config, web: true });
  await shareAdminToken(database.db, config);
  const mailer = config.mail.smtpUrl
    ? startMailSender({
        db: database.db,
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        log: app.log,
      })
    : null;
  if (!mailer) console.log('E-post: ingen SMTP_URL – e-post blir liggende i utboksen');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await mailer?.stop();
      await closeGracefully(app, 10_000);
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration mistake is told in one readable line, not as a stack trace.
  const plain = error instanceof ConfigError || error instanceof CompositionRefusedError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
