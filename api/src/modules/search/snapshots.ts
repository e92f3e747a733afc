/**
 * The current in-memory index of each database. A snapshot is loaded on first use and again
 * when the index changes:
 * - after an index write in this process (`bumpIndexGeneration`), at once: the next search
 *   waits for the new copy, so a writer reads its own writes;
 * - after another process's write (`search_index_state.generation` moved; checked every
 *   GENERATION_CHECK_MS), in the background: searches keep being answered from the copy held
 *   until the new one is loaded (seconds at 100 000 articles) instead of waiting for it;
 * - after a re-pricing in this process, by patching the prices (`applyPriceChanges`).
 * Concurrent searches share one load.
 */
import type { Db } from '../../db/client';
import { bumpIndexGeneration, indexGeneration } from './cache';
import { loadSnapshot, storedGeneration, withPrices, type SearchSnapshot } from './snapshot';

/** How often a process asks the database whether another process changed the index. */
export const GENERATION_CHECK_MS = 1000;

interface Held {
  /** This process's generation when loaded. */
  local: number;
  snapshot: Promise<SearchSnapshot>;
  checkedAt: number;
  /** A newer copy being loaded in the background. */
  replacing?: Promise<void>;
}

const held = new WeakMap<Db, Held>();

function hold(db: Db, snapshot: Promise<SearchSnapshot>): Held {
  const entry: Held = { local: indexGeneration(), snapshot, checkedAt: Date.now() };
  held.set(db, entry);
  // A failed load is not kept: the next search tries again.
  entry.snapshot.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return entry;
}

/** Loads a newer copy and holds it once loaded, unless the index moved here meanwhile. */
function replaceInBackground(db: Db, entry: Held): void {
  entry.replacing ??= loadSnapshot(db).then(
    (snapshot) => {
      if (held.get(db) === entry && entry.local === indexGeneration())
        hold(db, Promise.resolve(snapshot));
    },
    () => {
      // The copy held stays; the next check tries again.
      delete entry.replacing;
    },
  );
}

export async function currentSnapshot(db: Db): Promise<SearchSnapshot> {
  let entry = held.get(db);
  if (!entry || entry.local !== indexGeneration()) entry = hold(db, loadSnapshot(db));
  const snapshot = await entry.snapshot;
  if (Date.now() - entry.checkedAt < GENERATION_CHECK_MS) return snapshot;
  entry.checkedAt = Date.now();
  if ((await storedGeneration(db)) !== snapshot.generation) replaceInBackground(db, entry);
  return snapshot;
}

/**
 * After this process re-priced the index (`repriceExpired`: new prices by article id, the
 * generation that write raised the index to): the held copy with those prices instead of a
 * whole reload, which at a campaign start – when shoppers arrive – would make every search
 * wait seconds. Only when the copy held is of the generation just before; otherwise the index
 * also changed in other ways, and the next search loads it afresh.
 */
export async function applyPriceChanges(
  db: Db,
  prices: ReadonlyMap<number, number>,
  generation: number | null,
): Promise<void> {
  const entry = held.get(db);
  // Pages cached before hold old prices; a copy not patched below is reloaded.
  bumpIndexGeneration();
  if (!entry || generation === null) return;
  const snapshot = await entry.snapshot.catch(() => null);
  if (snapshot?.generation !== generation - 1 || held.get(db) !== entry) return;
  hold(db, Promise.resolve(withPrices(snapshot, prices, generation)));
}
