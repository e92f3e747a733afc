/**
 * Keeping the search index in step with the catalogue. Kept apart from the service (and its
 * article mapping) so writers such as the seed can import it without the HTTP side.
 */
import { sql } from 'drizzle-orm';
import { categoryDisplayName } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import {
  categoryNames,
  flushGinPendingLists,
  queryRows,
  repriceExpired,
  writeSearchRows,
  writeSearchSources,
} from './queries';

/**
 * Format of the index rows this code writes and reads. Raise it whenever that changes: a
 * database built by older code is then rebuilt on start (`ensureSearchIndexCurrent`).
 * 5: answered by the database (words per row, colour group lists, the vocabulary by triggers).
 * 6: facet counts per tree node, brand, gender and colour group (`search_facet_counts`, triggers).
 */
export const SEARCH_INDEX_FORMAT = 6;

export interface RefreshResult {
  /** Index rows written (web-visible articles among those asked for). */
  documents: number;
}

/**
 * Writes the search rows of `articleIds` (all articles when omitted) – documents, filter and
 * sort columns, tiles – and, through the triggers on the index, the vocabulary words they bring
 * or take away. Call it in the transaction that changes articles, their variants' colours,
 * bestseller ranks or campaign prices, with the ids it touched: every process sees the change
 * with the commit, and a search never sees half of it.
 */
export async function refreshSearchIndex(
  db: Db,
  options: {
    articleIds?: readonly number[];
    now?: Date;
  } = {},
): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    // PgTransaction is a PgDatabase: the same queries run inside the transaction.
    const txDb: Db = tx;
    const displayNames = new Map<number, string>();
    for (const c of await categoryNames(txDb)) {
      const shown = categoryDisplayName(c.name);
      if (shown !== c.name) displayNames.set(c.id, shown);
    }
    const documents = await writeSearchRows(txDb, {
      ...(options.articleIds ? { articleIds: options.articleIds } : {}),
      now: options.now ?? new Date(),
      categoryDisplayNames: displayNames,
    });
    await writeSearchSources(txDb, options.articleIds);
    await flushGinPendingLists(txDb);
    if (!options.articleIds) {
      await txDb.execute(sql`
        insert into search_index_state (id, format) values (1, ${SEARCH_INDEX_FORMAT})
        on conflict (id) do update set format = excluded.format
      `);
    }
    return { documents };
  });
}

/**
 * Reclaims the rows a whole refresh replaced and renews the planner statistics. PGlite has no
 * autovacuum, so nothing else would ever clean up. VACUUM cannot run inside a transaction:
 * call this after `refreshSearchIndex` has committed.
 */
export async function compactSearchIndex(db: Db): Promise<void> {
  await db.execute(
    sql`vacuum analyze article_search, search_sources, search_terms, search_facet_counts`,
  );
}

/**
 * Rebuilds the search index when the database holds one of another format (built by an older
 * release). Returns whether it rebuilt. Call outside a transaction (it compacts afterwards).
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

/** How often the re-pricing job looks for prices that ran out. */
export const REPRICE_EVERY_MS = 30_000;

/**
 * Re-prices, every `everyMs`, the index rows whose campaign price ran out, outside any request
 * (searches are right meanwhile: they price such rows from the campaigns). Every process may
 * run it: the update is idempotent. Returns a function that stops it.
 */
export function startRepricing(
  db: Db,
  options: { now?: () => Date; everyMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= repriceExpired(db, now())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.everyMs ?? REPRICE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
