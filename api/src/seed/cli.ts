/**
 * Seed CLI.
 *   tsx src/seed/cli.ts --articles 100000                 # in-memory PGlite, prints timings
 *   tsx src/seed/cli.ts --articles 3000 --pglite .data/pglite
 *   tsx src/seed/cli.ts --articles 100000 --database-url postgres://postgres@127.0.0.1:5432/bench --reset
 *   tsx src/seed/cli.ts --articles 3000 --generate-only   # no database, generator time only
 * Without --pglite/--database-url it uses DATABASE_URL if set, else a PGlite in a temporary
 * folder that is removed afterwards (`--pglite memory` works too, but PGlite's in-memory file
 * system slows down badly once tables reach hundreds of MB).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../db/client';
import { DEFAULT_ARTICLES, DEFAULT_SEED, generateSeed, isSeeded, seedDatabase } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string', default: String(DEFAULT_ARTICLES) },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      pglite: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'generate-only': { type: 'boolean', default: false },
    },
  });
  const articles = Number(values.articles);
  const seed = Number(values.seed);
  if (!Number.isInteger(articles) || articles < 1)
    throw new Error('--articles must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');

  if (values['generate-only']) {
    const t0 = performance.now();
    const data = generateSeed({ articles, seed });
    console.log(
      `generated ${data.articles.length} articles, ${data.variants.id.length} variants, ${data.stock.variantId.length} stock rows in ${Math.round(performance.now() - t0)} ms`,
    );
    return;
  }

  const databaseUrl =
    values['database-url'] ?? (values.pglite ? undefined : process.env.DATABASE_URL);
  const tempDir =
    databaseUrl || values.pglite ? undefined : mkdtempSync(path.join(tmpdir(), 'blp-seed-'));
  const handle = await createDb(
    databaseUrl ? { databaseUrl } : { pgliteDir: values.pglite ?? tempDir ?? 'memory' },
  );
  try {
    if (values.reset) {
      // Drop everything this app owns, including drizzle's migration journal, then migrate afresh.
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    const t0 = performance.now();
    await handle.migrate();
    const migrateMs = Math.round(performance.now() - t0);
    if (await isSeeded(handle.db)) {
      console.log('Database is already seeded; use --reset to start over.');
      return;
    }
    const stats = await seedDatabase(handle.db, { articles, seed });
    console.log(
      `[${handle.dialect}] migrate ${migrateMs} ms; seeded ${stats.articles} articles, ${stats.variants} variants, ` +
        `${stats.stock} stock rows: generate ${stats.generateMs} ms + insert ${stats.insertMs} ms = ${stats.generateMs + stats.insertMs} ms`,
    );
  } finally {
    await handle.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
