/** First start seeds, later starts reuse: a restart keeps customers (PGlite data folder). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../seed';
import { ForeignMigrationSeriesError } from './migrations';
import { prepareDatabase } from './prepare';
import { SEARCH_INDEX_FORMAT } from '../modules/search/indexer';
import { articles, customers, searchIndexState, stock, variants } from './schema';

const dir = mkdtempSync(path.join(tmpdir(), 'blp-pglite-'));
const NOW = new Date('2025-06-15T12:00:00Z');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('prepareDatabase with a PGlite folder', () => {
  it('migrates and seeds on first start, then keeps data across a restart', async () => {
    const first = await prepareDatabase({ pgliteDir: dir, seed: { articles: 60, now: NOW } });
    expect(first.seedStats?.articles).toBe(60);
    const expected = generateSeed({ articles: 60, now: NOW });
    const [a] = await first.db.select({ n: count() }).from(articles);
    const [v] = await first.db.select({ n: count() }).from(variants);
    const [s] = await first.db.select({ n: count() }).from(stock);
    expect([a?.n, v?.n, s?.n]).toEqual([
      60,
      expected.variants.id.length,
      expected.stock.variantId.length,
    ]);

    // A new customer without an explicit id: the serial sequence was moved past the demo ids.
    const [created] = await first.db
      .insert(customers)
      .values({
        authId: 'restart-test',
        firstname: 'Test',
        surname: 'Person',
        email: 'restart@example.no',
        passwordHash: 'x',
      })
      .returning({ id: customers.id });
    expect(created?.id).toBeGreaterThan(expected.customers.length);
    await first.close();

    const second = await prepareDatabase({ pgliteDir: dir, seed: { articles: 60, now: NOW } });
    expect(second.seedStats).toBeUndefined(); // not seeded again
    const again = await second.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'restart@example.no'));
    expect(again).toHaveLength(1);
    const [a2] = await second.db.select({ n: count() }).from(articles);
    expect(a2?.n).toBe(60);
    const marker = await second.db.execute<{ n: number }>(
      sql`select count(*)::int as n from settings where key = 'seed'`,
    );
    expect(marker.rows[0]?.n).toBe(1);
    await second.close();
  });

  it('rebuilds a search index of an older format on start', async () => {
    const older = await prepareDatabase({ pgliteDir: dir, seed: { articles: 60, now: NOW } });
    // What a database indexed by an older release may look like: rows this code cannot read.
    await older.db.execute(sql`delete from article_search`);
    await older.db.execute(sql`update search_index_state set format = ${SEARCH_INDEX_FORMAT - 1}`);
    const indexed = sql`select count(*)::int as n from article_search`;
    const terms = sql`select count(*)::int as n from search_terms`;
    expect((await older.db.execute<{ n: number }>(terms)).rows[0]?.n).toBe(0);
    await older.close();

    const messages: string[] = [];
    const current = await prepareDatabase({
      pgliteDir: dir,
      seed: { articles: 60, now: NOW },
      log: (m) => messages.push(m),
    });
    expect(messages).toContain('Rebuilt the search index (new format)');
    const [state] = await current.db.select().from(searchIndexState);
    expect(state?.format).toBe(SEARCH_INDEX_FORMAT);
    expect((await current.db.execute<{ n: number }>(indexed)).rows[0]?.n).toBeGreaterThan(0);
    expect((await current.db.execute<{ n: number }>(terms)).rows[0]?.n).toBeGreaterThan(0);
    await current.close();

    // Current format: nothing rebuilt.
    const again: string[] = [];
    const third = await prepareDatabase({ pgliteDir: dir, log: (m) => again.push(m) });
    expect(again).toEqual([]);
    await third.close();
  });

  it('refuses a database migrated by another (squashed) migration series', async () => {
    const current = await prepareDatabase({ pgliteDir: dir });
    await current.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a squashed file', 1)`,
    );
    await current.close();
    await expect(prepareDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(
      ForeignMigrationSeriesError,
    );
  });
});
