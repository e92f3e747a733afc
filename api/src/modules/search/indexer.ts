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
  rebuildFacetBase,
  rebuildSearchRows,
  rebuildSearchTerms,
} from './queries';
import { rebuildWordScopes } from './word-scopes';

/**
 * Format of the index rows this code writes and reads. Raise it whenever that changes: a
 * database built by older code is then rebuilt on start (`ensureSearchIndexCurrent`). 2: filter
 * tokens in the documents, word scopes, facet cube.
 */
export const SEARCH_INDEX_FORMAT = 2;

export interface RefreshResult {
  documents: number;
  terms: number;
  /** Precomputed one-word searches (word-scopes.ts). */
  wordScopes: number;
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
    /** Threshold of word scopes (default WORD_SCOPE_MIN_HITS; tests lower it). */
    wordScopeMinHits?: number;
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
    const terms = await rebuildSearchTerms(txDb, displayNames);
    await rebuildFacetBase(txDb);
    const wordScopes = await rebuildWordScopes(
      txDb,
      options.wordScopeMinHits === undefined ? {} : { minHits: options.wordScopeMinHits },
    );
    await flushGinPendingLists(txDb);
    if (!options.articleIds) {
      await txDb.execute(sql`
        insert into search_index_state (id, format) values (1, ${SEARCH_INDEX_FORMAT})
        on conflict (id) do update set format = excluded.format
      `);
    }
    return { documents, terms, wordScopes };
  });
  bumpIndexGeneration();
  return result;
}

/**
 * Reclaims the rows a refresh replaced and renews the planner statistics. A refresh rewrites
 * every index row; until a VACUUM the dead versions stay in the heap, and a search reads them
 * too: after two refreshes of 100 000 articles the table was 134 MB instead of 48 MB and broad
 * searches ran 2–5× slower. PGlite has no autovacuum, so nothing else would ever clean up.
 * VACUUM cannot run inside a transaction: call this after `refreshSearchIndex` has committed.
 */
export async function compactSearchIndex(db: Db): Promise<void> {
  await db.execute(
    sql`vacuum analyze article_search, search_terms, search_facet_base, search_facet_cube`,
  );
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
