/**
 * Keeping the search index in step with the catalogue. Kept apart from the service (and its
 * article mapping) so writers such as the seed can import it without the HTTP side.
 */
import { sql } from 'drizzle-orm';
import { categoryDisplayName } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { bumpIndexGeneration } from './cache';
import {
  categoryNames,
  flushGinPendingLists,
  queryRows,
  rebuildSearchRows,
  rebuildSearchSources,
  rebuildSearchTerms,
} from './queries';
import { rebuildWordPlans } from './word-plans';

/**
 * Format of the index rows this code writes and reads. Raise it whenever that changes: a
 * database built by older code is then rebuilt on start (`ensureSearchIndexCurrent`). 3: word
 * plans with the vocabulary, no filter tokens in the documents (the in-memory index filters).
 * 4: the static tile of each article (`search_sources`).
 */
export const SEARCH_INDEX_FORMAT = 4;

export interface RefreshResult {
  documents: number;
  terms: number;
  /** Catalogue words with a stored plan (word-plans.ts). */
  wordPlans: number;
}

/**
 * Rebuilds the search index for `articleIds` (all articles when omitted) plus the vocabulary,
 * in one transaction so a search never sees a half-built index. Call it after inserting or
 * changing articles, their variants' colours, bestseller ranks or campaign prices.
 */
export async function refreshSearchIndex(
  db: Db,
  options: {
    articleIds?: readonly number[];
    now?: Date;
  } = {},
): Promise<RefreshResult> {
  const result = await db.transaction(async (tx) => {
    // PgTransaction is a PgDatabase: the same queries run inside the transaction.
    const txDb: Db = tx;
    const displayNames = new Map<number, string>();
    for (const c of await categoryNames(txDb)) {
      const shown = categoryDisplayName(c.name);
      if (shown !== c.name) displayNames.set(c.id, shown);
    }
    const documents = await rebuildSearchRows(txDb, {
      ...(options.articleIds ? { articleIds: options.articleIds } : {}),
      now: options.now ?? new Date(),
      categoryDisplayNames: displayNames,
    });
    await rebuildSearchSources(txDb, options.articleIds);
    const terms = await rebuildSearchTerms(txDb, displayNames);
    const wordPlans = await rebuildWordPlans(txDb);
    await flushGinPendingLists(txDb);
    // Other processes reload their in-memory index when the generation moves.
    if (options.articleIds) {
      await txDb.execute(sql`update search_index_state set generation = generation + 1`);
    } else {
      await txDb.execute(sql`
        insert into search_index_state (id, format, generation) values (1, ${SEARCH_INDEX_FORMAT}, 1)
        on conflict (id) do update
          set format = excluded.format, generation = search_index_state.generation + 1
      `);
    }
    return { documents, terms, wordPlans };
  });
  bumpIndexGeneration();
  return result;
}

/**
 * Reclaims the rows a refresh replaced and renews the planner statistics. A refresh rewrites
 * every index row; until a VACUUM the dead versions stay in the heap and every load of the
 * in-memory index reads them too (after two refreshes of 100 000 articles the table was 134 MB
 * instead of 48 MB). PGlite has no autovacuum, so nothing else would ever clean up.
 * VACUUM cannot run inside a transaction: call this after `refreshSearchIndex` has committed.
 */
export async function compactSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze article_search, search_sources, search_terms`);
}

/**
 * Rebuilds the search index when the database holds one of another format (built by an older
 * release): without it, filters would look for tokens the old documents lack and find nothing.
 * Returns whether it rebuilt. Call outside a transaction (it compacts afterwards).
 */
export async function ensureSearchIndexCurrent(db: Db): Promise<boolean> {
  const [state] = await queryRows<{ format: number }>(
    db,
    sql`select format from search_index_state where id = 1`,
  );
  if (state?.format === SEARCH_INDEX_FORMAT) return false;
  await refreshSearchIndex(db);
  await compactSearchIndex(db);
  return true;
}
