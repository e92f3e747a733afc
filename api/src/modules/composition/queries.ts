/** Reads and writes of `composition_entries` (one row per accepted change, newest in force). */
import { desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { CompositionConfig } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { compositionEntries } from '../../db/schema';

export type EntryRow = typeof compositionEntries.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Any key: one lock serialises every change of the composition across processes. */
const COMPOSITION_LOCK = 7_240_911;

export async function latestEntryId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: compositionEntries.id })
    .from(compositionEntries)
    .orderBy(desc(compositionEntries.id))
    .limit(1);
  return row?.id ?? null;
}

export async function entryById(db: Db | Tx, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(compositionEntries).where(eq(compositionEntries.id, id));
  return row ?? null;
}

/** The entry made just before `id` (what a plain rollback restores). */
export async function entryBefore(db: Db | Tx, id: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(compositionEntries)
    .where(lt(compositionEntries.id, id))
    .orderBy(desc(compositionEntries.id))
    .limit(1);
  return row ?? null;
}

export async function latestEntry(db: Db | Tx): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(compositionEntries)
    .orderBy(desc(compositionEntries.id))
    .limit(1);
  return row ?? null;
}

export async function history(db: Db, limit: number): Promise<EntryRow[]> {
  return db.select().from(compositionEntries).orderBy(desc(compositionEntries.id)).limit(limit);
}

/** The newest entry that came from the seed file (its hash says which content). */
export async function latestFileEntry(db: Db | Tx): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(compositionEntries)
    .where(isNotNull(compositionEntries.fileHash))
    .orderBy(desc(compositionEntries.id))
    .limit(1);
  return row ?? null;
}

export interface NewEntry {
  config: CompositionConfig;
  action: 'seed' | 'set' | 'rollback';
  author: string;
  reason: string;
  restores?: number | null;
  forced?: boolean;
  fileHash?: string | null;
}

export async function insertEntry(tx: Tx, entry: NewEntry): Promise<EntryRow> {
  const [row] = await tx
    .insert(compositionEntries)
    .values({
      config: entry.config,
      action: entry.action,
      author: entry.author,
      reason: entry.reason,
      restores: entry.restores ?? null,
      forced: entry.forced ?? false,
      fileHash: entry.fileHash ?? null,
    })
    .returning();
  if (!row) throw new Error('composition entry not inserted');
  return row;
}

/**
 * Runs `work` in a transaction that holds the composition lock, so two changes (two operators,
 * two servers seeding at start) are applied one after the other, each seeing the other's row.
 */
export function withCompositionLock<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPOSITION_LOCK})`);
    return work(tx);
  });
}
