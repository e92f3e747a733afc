/**
 * Makes a large initial load fast: inside the seeding transaction, secondary indexes of the
 * big tables are dropped and rebuilt once at the end (one sort instead of a B-tree/GIN
 * insert per row), and – when the role may do so – foreign-key triggers are skipped
 * (`session_replication_role = replica`), since generated data is consistent by
 * construction. Both only apply inside the transaction, so a failure rolls everything back.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './bulk';

/** Tables with tens of thousands to millions of rows at 100 000 articles. */
export const BULK_TABLES = ['articles', 'variants', 'stock', 'price_history', 'campaign_prices', 'reviews'] as const;

export async function beginBulkLoad(db: Executor, tables: readonly string[] = BULK_TABLES): Promise<() => Promise<void>> {
  const role = await db.execute<{ super: boolean }>(
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  const canSkipTriggers = role.rows[0]?.super === true;
  if (canSkipTriggers) await db.execute(sql`set local session_replication_role = replica`);

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
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${quoteIdent(index.name)}`));

  return async () => {
    for (const index of indexes.rows) await db.execute(sql.raw(index.def));
    if (canSkipTriggers) await db.execute(sql`set local session_replication_role = origin`);
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
