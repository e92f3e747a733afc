/**
 * Makes a large initial load fast. Inside the seeding transaction:
 * - the big tables (all empty) are truncated together with every table referencing them,
 *   so with `wal_level = minimal` (PGlite, see db/client.ts) their COPY skips WAL;
 * - secondary indexes of the big tables are dropped and rebuilt once at the end (one sort
 *   instead of a B-tree insert per row);
 * - when the role may, foreign-key triggers are skipped (`session_replication_role =
 *   replica`): generated data is consistent by construction.
 * All of it is transactional, so a failure rolls everything back.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './bulk';

/** Tables with tens of thousands to millions of rows at 100 000 articles. */
export const BULK_TABLES = [
  'articles',
  'variants',
  'stock',
  'price_history',
  'campaign_prices',
  'reviews',
] as const;

export async function beginBulkLoad(
  db: Executor,
  tables: readonly string[] = BULK_TABLES,
): Promise<() => Promise<void>> {
  const role = await db.execute<{ super: boolean }>(
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  const canSkipTriggers = role.rows[0]?.super === true;
  if (canSkipTriggers) await db.execute(sql`set local session_replication_role = replica`);
  await truncateIfEmpty(db, tables);

  // Indexes that do not back a constraint (primary keys and unique constraints stay: they
  // guard the data, and dropping them would need the constraint dropped too).
  const indexes = await db.execute<{ name: string; def: string }>(sql`
    select i.indexname as name, i.indexdef as def
      from pg_indexes i
     where i.schemaname = current_schema()
       and i.tablename in (${sql.join(
         tables.map((t) => sql`${t}`),
         sql`, `,
       )})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
     order by i.indexname`);
  for (const index of indexes.rows)
    await db.execute(sql.raw(`drop index ${quoteIdent(index.name)}`));

  // Primary keys and unique constraints that no foreign key depends on (stock's PK, the
  // variants' EAN) are dropped too and re-added after the load: maintaining them row by row
  // dominates a 1.8-million-row COPY. Rows are unique by construction; re-adding verifies it.
  const constraints = await db.execute<{ table: string; name: string; def: string }>(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c
     where c.contype in ('p', 'u')
       and c.conrelid::regclass::text in (${sql.join(
         tables.map((t) => sql`${t}`),
         sql`, `,
       )})
       and not exists (select 1 from pg_depend d where d.refobjid = c.conindid and d.deptype = 'n'
                       and d.classid = 'pg_constraint'::regclass)
     order by c.conname`);
  for (const c of constraints.rows) {
    await db.execute(
      sql.raw(`alter table ${quoteIdent(c.table)} drop constraint ${quoteIdent(c.name)}`),
    );
  }

  // More sort memory for the index rebuilds below (transaction-local).
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);

  return async () => {
    for (const c of constraints.rows) {
      await db.execute(
        sql.raw(`alter table ${quoteIdent(c.table)} add constraint ${quoteIdent(c.name)} ${c.def}`),
      );
    }
    for (const index of indexes.rows) await db.execute(sql.raw(index.def));
    if (canSkipTriggers) await db.execute(sql`set local session_replication_role = origin`);
  };
}

/**
 * TRUNCATE needs every referencing table in the same statement. All of them are checked to
 * be empty first: this must never wipe data, only mark the (empty) tables as new in this
 * transaction.
 */
async function truncateIfEmpty(db: Executor, tables: readonly string[]): Promise<void> {
  const closure = new Set(tables);
  for (;;) {
    const refs = await db.execute<{ name: string }>(sql`
      select distinct c.conrelid::regclass::text as name
        from pg_constraint c
       where c.contype = 'f'
         and c.confrelid::regclass::text in (${sql.join(
           [...closure].map((t) => sql`${t}`),
           sql`, `,
         )})`);
    const before = closure.size;
    for (const r of refs.rows) closure.add(r.name.replace(/^"|"$/g, ''));
    if (closure.size === before) break;
  }
  for (const table of closure) {
    const rows = await db.execute(sql.raw(`select 1 from ${quoteIdent(table)} limit 1`));
    if (rows.rows.length > 0) return; // not a fresh database: keep WAL, keep data
  }
  await db.execute(sql.raw(`truncate ${[...closure].map(quoteIdent).join(', ')}`));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
