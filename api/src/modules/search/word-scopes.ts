/**
 * Word scopes: precomputed answers for frequent one-word searches.
 *
 * 'sko' matches a fifth of the catalogue; counting its facets and ranking its hits took 35 ms
 * per request on PostgreSQL. A one-word query is searched as a catalogue word
 * (analyse.ts), so there are only as many one-word searches as catalogue words; those
 * matching at least WORD_SCOPE_MIN_HITS articles get a `search_facet_base` row 'w:<word>' with the plan,
 * every facet count, the price bounds and the first WORD_SCOPE_TOP_HITS hits in relevance and
 * bestseller order. A search for such a word without facet filters (or with one, whose own
 * facet ignores it) then reads one row instead of tens of thousands.
 *
 * Rebuilt with the index and whenever prices move (like the listing scopes), so it is never
 * staler than the index itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  analyseWords,
  facetBaseInsert,
  orderBy,
  queryRows,
  scoreExpression,
  type FacetBaseRow,
} from './queries';
import { planFromFacts, type QueryPlan } from './text';

/** Words matching fewer articles are counted live (a few milliseconds at most). */
export const WORD_SCOPE_MIN_HITS = 1000;
/** Hits kept per order: the first pages a shopper looks at (page size 20). */
export const WORD_SCOPE_TOP_HITS = 120;

export interface WordScopeRow extends FacetBaseRow {
  scope: string;
  plan: QueryPlan;
  /** `[[articleId, score], …]`, the first hits in relevance order. */
  top_relevance: [number, number][];
  /** The same in bestseller order. */
  top_bestseller: [number, number][];
}

/** Scope key of a catalogue word (its folded form, as in `search_terms.term`). */
export const wordScopeKey = (term: string): string => `w:${term}`;

/** Whether `word`, folded, is a catalogue word, and its word scope if it has one. */
export async function catalogueWord(
  db: Db,
  word: string,
): Promise<{ known: boolean; scope: WordScopeRow | null }> {
  const [row] = await queryRows<{ known: boolean; scope: WordScopeRow | null }>(
    db,
    sql`
      select exists (select 1 from search_terms t where t.term = f.folded) as known,
             (select row_to_json(b) from search_facet_base b where b.scope = 'w:' || f.folded) as scope
      from (select lower(unaccent(${word}::text)) as folded) f
    `,
  );
  return { known: row?.known ?? false, scope: row?.scope ?? null };
}

/**
 * The most frequent catalogue word with `lexeme` (then the shortest, then alphabetical) and its
 * word scope, or null when no catalogue word has the lexeme.
 */
export async function canonicalWord(
  db: Db,
  lexeme: string,
): Promise<{ term: string; scope: WordScopeRow | null } | null> {
  const [row] = await queryRows<{ term: string; scope: WordScopeRow | null }>(
    db,
    sql`
      select t.term,
             (select row_to_json(b) from search_facet_base b where b.scope = 'w:' || t.term) as scope
      from search_terms t
      where t.lexeme = ${lexeme}
      order by t.doc_count desc, length(t.term), t.term
      limit 1
    `,
  );
  return row ?? null;
}

/**
 * Rebuilds every word scope. `minHits` lowers the threshold (tests build scopes for a small
 * catalogue); Infinity removes them all. Returns the number of word scopes written.
 */
export async function rebuildWordScopes(
  db: Db,
  options: { minHits?: number } = {},
): Promise<number> {
  const minHits = options.minHits ?? WORD_SCOPE_MIN_HITS;
  await db.execute(sql`delete from search_facet_base where starts_with(scope, 'w:')`);
  if (!Number.isFinite(minHits)) return 0;

  const words = await queryRows<{ term: string }>(
    db,
    sql`select t.term from search_terms t order by t.term`,
  );
  if (words.length === 0) return 0;
  // Every word in one analysis: the facts of one word never depend on the others.
  const facts = await analyseWords(
    db,
    words.map((w) => w.term),
  );
  const planned = words.flatMap((w, i) => {
    const fact = facts[i];
    const plan = fact ? planFromFacts([fact], 'search') : null;
    return plan ? [{ term: w.term, plan }] : [];
  });
  if (planned.length === 0) return 0;

  const counts = await queryRows<{ i: number; n: number }>(
    db,
    sql`
      select v.i, (select count(*)::int from article_search s where s.document @@ v.match::tsquery) as n
      from (values ${sql.join(
        planned.map((p, i) => sql`(${i}::int, ${p.plan.match}::text)`),
        sql`, `,
      )}) as v(i, match)
    `,
  );
  let written = 0;
  for (const { i, n } of counts) {
    const word = planned[Number(i)];
    if (!word || Number(n) < minHits) continue;
    await writeWordScope(db, wordScopeKey(word.term), word.plan);
    written += 1;
  }
  return written;
}

async function writeWordScope(db: Db, scope: string, plan: QueryPlan): Promise<void> {
  const match = sql`s.document @@ (select ${plan.match}::tsquery)`;
  await db.execute(
    facetBaseInsert(
      sql`select ${scope}::text as scope, s.brand_id, s.gender_id, s.colour_mask, s.price from article_search s where ${match}`,
    ),
  );
  const top = (order: 'relevance' | 'bestseller') => sql`(
    select coalesce(jsonb_agg(jsonb_build_array(t.article_id, t.score) order by t.ord), '[]'::jsonb)
    from (
      select c.article_id, c.score, row_number() over (order by ${orderBy(order)}) as ord
      from c order by ${orderBy(order)} limit ${WORD_SCOPE_TOP_HITS}
    ) t
  )`;
  await db.execute(sql`
    with c as materialized (
      select s.article_id, s.bestseller_rank, ${scoreExpression(plan)} as score
      from article_search s where ${match}
    )
    update search_facet_base
    set plan = ${JSON.stringify(plan)}::jsonb,
        top_relevance = ${top('relevance')},
        top_bestseller = ${top('bestseller')}
    where scope = ${scope}
  `);
}
