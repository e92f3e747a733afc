/**
 * The current in-memory index of each database. A snapshot is loaded on first use and again
 * when the index changes: at once after an index write in this process (`bumpIndexGeneration`),
 * and within GENERATION_CHECK_MS after another process wrote (`search_index_state.generation`).
 * Concurrent searches share one load.
 */
import type { Db } from '../../db/client';
import { indexGeneration } from './cache';
import { loadSnapshot, storedGeneration, type SearchSnapshot } from './snapshot';

/** How often a process asks the database whether another process changed the index. */
export const GENERATION_CHECK_MS = 1000;

interface Held {
  /** This process's generation when loaded. */
  local: number;
  snapshot: Promise<SearchSnapshot>;
  checkedAt: number;
}

const held = new WeakMap<Db, Held>();

function load(db: Db): Held {
  const entry: Held = {
    local: indexGeneration(),
    snapshot: loadSnapshot(db),
    checkedAt: Date.now(),
  };
  held.set(db, entry);
  // A failed load is not kept: the next search tries again.
  entry.snapshot.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return entry;
}

export async function currentSnapshot(db: Db): Promise<SearchSnapshot> {
  let entry = held.get(db);
  if (!entry || entry.local !== indexGeneration()) entry = load(db);
  const snapshot = await entry.snapshot;
  if (Date.now() - entry.checkedAt < GENERATION_CHECK_MS) return snapshot;
  entry.checkedAt = Date.now();
  if ((await storedGeneration(db)) === snapshot.generation) return snapshot;
  // Another process changed the index: reload, unless a search here already did.
  if (held.get(db) === entry) entry = load(db);
  return (held.get(db) ?? entry).snapshot;
}
