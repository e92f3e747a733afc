/**
 * Word plans: the query plan of every catalogue word, stored with the vocabulary.
 *
 * A one-word query is searched as a catalogue word (analyse.ts), so there are only as many
 * one-word plans as catalogue words. Storing each with its word, and holding them in memory
 * with the index, turns the commonest search – one word – into a map lookup instead of an
 * analysis (folding, stemming, inflection forms, spelling corrections) per request. Rebuilt
 * with the vocabulary, so never staler than it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyseWords, queryRows } from './queries';
import { planFromFacts, type QueryPlan } from './text';

/**
 * The vocabulary the in-memory index holds (loaded with it, so of the same generation): every
 * catalogue word with its stored plan, and `lower(unaccent(c))` of the letters shoppers type.
 * A query word that folds in memory to a catalogue word then needs no database round trip.
 */
export interface Vocabulary {
  /** Each catalogue word (`search_terms.term`) and its plan (null: none stored). */
  plans: ReadonlyMap<string, QueryPlan | null>;
  /** The database's fold of each character asked about (`FOLDED_CHARACTERS`). */
  folds: ReadonlyMap<string, string>;
}

/**
 * The characters folded in memory: digits and the letters of Latin-1 and Latin Extended-A/B
 * (Norwegian, Swedish, German, French … names). A word with any other character is folded by
 * the database. The database's own answer is stored for each, so the fold equals its
 * `lower(unaccent(word))` (`unaccent` rules map single characters).
 */
const FOLDED_CHARACTERS = [
  ...'0123456789abcdefghijklmnopqrstuvwxyz',
  ...Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)),
].filter((c) => /^[\p{L}\p{N}]$/u.test(c));

export async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [row] = await queryRows<{
    plans: Record<string, QueryPlan | null> | null;
    folds: Record<string, string> | null;
  }>(
    db,
    sql`
      select (select json_object_agg(t.term, t.plan) from search_terms t) as plans,
             (select json_object_agg(c, lower(unaccent(c)))
              from regexp_split_to_table(${FOLDED_CHARACTERS.join('')}::text, '') as c) as folds
    `,
  );
  return {
    plans: new Map(Object.entries(row?.plans ?? {})),
    folds: new Map(Object.entries(row?.folds ?? {})),
  };
}

/** `lower(unaccent(word))` computed in memory; null when a character was not asked about. */
export function foldWord(vocabulary: Vocabulary, word: string): string | null {
  let folded = '';
  for (const c of word) {
    const f = vocabulary.folds.get(c);
    if (f === undefined) return null;
    folded += f;
  }
  return folded;
}

/** Stores the plan of every catalogue word (one analysis for all). Returns how many it wrote. */
export async function rebuildWordPlans(db: Db): Promise<number> {
  const words = await queryRows<{ term: string }>(
    db,
    sql`select t.term from search_terms t order by t.term`,
  );
  if (words.length === 0) return 0;
  // The facts of one word never depend on the others: one round trip analyses them all.
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
  await db.execute(sql`
    update search_terms t set plan = v.plan::jsonb
    from (values ${sql.join(
      planned.map((p) => sql`(${p.term}::text, ${JSON.stringify(p.plan)}::text)`),
      sql`, `,
    )}) as v(term, plan)
    where t.term = v.term
  `);
  return planned.length;
}
