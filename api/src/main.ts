/**
 * The one server process: configuration → database (migrated, seeded on first start) →
 * app → listen. PGlite keeps its data in PGLITE_DIR, so a restart keeps customers and orders;
 * the database is closed on SIGINT/SIGTERM so PGlite can flush.
 */
import { renameSync } from 'node:fs';
import { buildApp, closeGracefully } from './app';
import { ConfigError, getConfig } from './config';
import { ForeignMigrationSeriesError } from './db/migrations';
import { prepareDatabase } from './db/prepare';
import { untilDatabaseReady } from './db/wait-for-database';
import { startMailSender } from './modules/mail/sender';

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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
