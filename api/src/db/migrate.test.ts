/** The schema migrates on PGlite (always) and PostgreSQL (when DATABASE_URL is set). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../../test/helpers/test-db';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from './schema';

const expectedTables = Object.values(schema)
  .flatMap((t: unknown) => (is(t, PgTable) ? [getTableConfig(t).name] : []))
  .sort();

describe.each(testDialects)('migrations on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: false, snapshot: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates every table of the Drizzle schema', async () => {
    const result = await t.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`,
    );
    expect(result.rows.map((r) => r.name)).toEqual(expect.arrayContaining(expectedTables));
  });

  it('enables pg_trgm and unaccent for search', async () => {
    const result = await t.db.execute<{ s: number; u: string }>(
      sql`select similarity('vinterjakke', 'vintrjakke') as s, unaccent('Fjällräven Hélène') as u`,
    );
    expect(result.rows[0]?.s).toBeGreaterThan(0.4);
    expect(result.rows[0]?.u).toBe('Fjallraven Helene');
  });

  it('sorts name_sort keys byte-wise (Norwegian order) regardless of the database locale', async () => {
    const result = await t.db.execute<{ k: string }>(
      sql`select k from (values ('{'), ('z'), ('}'), ('|'), ('a')) v(k) order by k collate "C"`,
    );
    expect(result.rows.map((r) => r.k)).toEqual(['a', 'z', '{', '|', '}']);
  });
});
