/**
 * Opens the database, applies migrations and seeds it on first use. Shared by main.ts and
 * the test helpers so both run exactly the same start-up path.
 */
import { sql } from 'drizzle-orm';
import { ensureSearchIndexCurrent } from '../modules/search/indexer';
import { isSeeded, seedDatabase, type SeedOptions, type SeedStats } from '../seed';
import { createDb, type CreateDbOptions, type DbHandle } from './client';

export interface PrepareOptions extends CreateDbOptions {
  /** Seed an empty database with these options; false = migrate only. Default: 3 000 articles. */
  seed?: Partial<SeedOptions> | false;
  log?: (message: string) => void;
}

export interface PreparedDatabase extends DbHandle {
  /** Set when this call seeded the database (first start). */
  seedStats: SeedStats | undefined;
}

export async function prepareDatabase(options: PrepareOptions = {}): Promise<PreparedDatabase> {
  const log = options.log ?? (() => undefined);
  const handle = await createDb(options);
  try {
    const seedStats = await handle.exclusive(async () => {
      await handle.migrate();
      if (await isSeeded(handle.db)) {
        if (await ensureSearchIndexCurrent(handle.db)) log('Rebuilt the search index (new format)');
        return undefined;
      }
      if (options.seed === false) return undefined;
      log(`Seeding demo data (${options.seed?.articles ?? 'default'} articles) …`);
      const stats = await seedDatabase(handle.db, options.seed ?? {});
      // Planner statistics for the freshly bulk-loaded tables: PGlite has no autovacuum, and on
      // PostgreSQL it would lag behind; without them listings and search pick slow plans.
      await handle.db.execute(sql`analyze`);
      log(
        `Seeded ${stats.articles} articles, ${stats.variants} variants, ${stats.stock} stock rows in ${stats.generateMs + stats.insertMs} ms`,
      );
      return stats;
    });
    return { ...handle, seedStats };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
