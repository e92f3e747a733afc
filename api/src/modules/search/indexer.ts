/**
 * Keeping the search index in step with the catalogue. Kept apart from the service (and its
 * article mapping) so writers such as the seed can import it without the HTTP side.
 */
import { categoryDisplayName } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { bumpIndexGeneration } from './cache';
import {
  categoryNames,
  flushGinPendingLists,
  rebuildFacetBase,
  rebuildSearchRows,
  rebuildSearchTerms,
} from './queries';
import { rebuildWordScopes } from './word-scopes';

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
    return { documents, terms, wordScopes };
  });
  bumpIndexGeneration();
  return result;
}
