/**
 * Fast bulk inserts for seeding. On node-postgres each chunk is ONE statement
 * `INSERT … SELECT … FROM unnest($1::text[], $2::text[], …)` with one array parameter per
 * column instead of thousands of bind parameters; values travel as text and PostgreSQL casts
 * them. On PGlite the same rows go through `COPY … FROM '/dev/blob'` (CSV), about 5× faster
 * there. Both run on the executor given, so they join its transaction.
 */
import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pgliteClientOf, type Db, type PgliteCopyClient } from '../db/client';

/** Anything that can run a statement: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

function toText(value: unknown, sqlType: string): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && sqlType.endsWith('[]')) {
    // Only numeric arrays are used (blog related article ids); a pg array literal suffices.
    return `{${value.map((v) => String(v)).join(',')}}`;
  }
  return JSON.stringify(value);
}

const SERIAL_TYPES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/**
 * The type to cast the text to. `text COLLATE "C"` → `text` (the collation belongs to the
 * column); `serial` is only a column shorthand, not a type.
 */
function castType(column: PgColumn): string {
  const type = column.getSQLType().replace(/\s+COLLATE\s+.*$/i, '');
  return SERIAL_TYPES[type] ?? type;
}

/** CSV field: every non-null value quoted, so '' (empty string) and NULL (unquoted empty) differ. */
function csvField(text: string | null): string {
  return text === null ? '' : `"${text.replace(/"/g, '""')}"`;
}

async function copyChunk(
  client: PgliteCopyClient,
  tableName: string,
  defs: readonly { key: string; column: PgColumn; type: string }[],
  columns: Record<string, ArrayLike<unknown>>,
  start: number,
  end: number,
): Promise<void> {
  const lines: string[] = new Array(end - start);
  const sources = defs.map((d) => columns[d.key] as ArrayLike<unknown>);
  for (let r = start; r < end; r++) {
    let line = '';
    for (let c = 0; c < defs.length; c++) {
      if (c > 0) line += ',';
      line += csvField(toText(sources[c]?.[r], defs[c]?.type ?? 'text'));
    }
    lines[r - start] = line;
  }
  const target = defs.map((d) => `"${d.column.name}"`).join(', ');
  await client.query(`copy "${tableName}" (${target}) from '/dev/blob' with (format csv)`, [], {
    blob: new Blob([lines.join('\n')]),
  });
}

/**
 * Inserts column-wise data. `columns` maps the table's TS property names to equally long
 * value arrays. Unknown names throw, so a typo cannot silently drop data.
 */
export async function insertColumns(
  db: Executor,
  table: PgTable,
  columns: Record<string, ArrayLike<unknown>>,
  chunkRows?: number,
): Promise<number> {
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns);
  if (keys.length === 0) return 0;
  const defs = keys.map((key) => {
    const column = tableColumns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return { key, column, type: castType(column) };
  });
  const length = columns[keys[0] as string]?.length ?? 0;
  for (const key of keys) {
    if ((columns[key]?.length ?? 0) !== length)
      throw new Error(`Column ${key} has a different length`);
  }
  // ~200k cells per statement keeps each parameter a few MB at most.
  const size = chunkRows ?? Math.max(1000, Math.floor(200_000 / defs.length));
  const pglite = pgliteClientOf(db);
  if (pglite) {
    const tableName = getTableName(table);
    for (let start = 0; start < length; start += size) {
      await copyChunk(pglite, tableName, defs, columns, start, Math.min(length, start + size));
    }
    return length;
  }
  const target = sql.join(
    defs.map((d) => sql.identifier(d.column.name)),
    sql`, `,
  );
  for (let start = 0; start < length; start += size) {
    const end = Math.min(length, start + size);
    const arrays: SQL[] = [];
    const selects: SQL[] = [];
    defs.forEach((d, i) => {
      const source = columns[d.key] as ArrayLike<unknown>;
      const values: (string | null)[] = new Array(end - start);
      for (let r = start; r < end; r++) values[r - start] = toText(source[r], d.type);
      arrays.push(sql`${sql.param(values)}::text[]`);
      selects.push(sql.raw(`u.c${i}::${d.type}`));
    });
    const alias = sql.raw(`u(${defs.map((_, i) => `c${i}`).join(', ')})`);
    await db.execute(
      sql`insert into ${table} (${target}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as ${alias}`,
    );
  }
  return length;
}

/**
 * Row-wise convenience over `insertColumns` for the small tables. A key missing from some
 * rows gets the column's JS default (as a plain INSERT would give it its default).
 */
export async function insertRows(
  db: Executor,
  table: PgTable,
  rows: readonly object[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns: Record<string, unknown[]> = {};
  for (const key of keys) {
    const fallback = tableColumns[key]?.default;
    const usable = is(fallback, SQL) ? undefined : fallback;
    columns[key] = rows.map((row) => (key in row ? (row as Record<string, unknown>)[key] : usable));
  }
  return insertColumns(db, table, columns);
}
