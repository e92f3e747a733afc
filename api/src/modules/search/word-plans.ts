/**
 * Word plans: the query plan of every catalogue word, stored with the vocabulary.
 *
 * A one-word query is searched as a catalogue word (analyse.ts), so there are only as many
 * one-word plans as catalogue words. Storing each with its word turns the commonest search –
 * one word – into one lookup instead of an analysis (folding, stemming, inflection forms,
 * spelling corrections) per request. Rebuilt with the vocabulary, so never staler than it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyseWords, queryRows } from './queries';
import { planFromFacts, type QueryPlan } from './text';

/**
 * What one lookup tells of a query word: whether it is a catalogue word and its stored plan;
 * for any other word, the plan of the catalogue word its lexeme stands for (`lexemePlan`, see
 * `search_canonical_plan`; null when no catalogue word has the lexeme).
 */
export async function catalogueWord(
  db: Db,
  word: string,
): Promise<{ known: boolean; plan: QueryPlan | null; lexemePlan: QueryPlan | null }> {
  const [row] = await queryRows<{
    known: boolean;
    plan: QueryPlan | null;
    lexeme_plan: QueryPlan | null;
  }>(
    db,
    sql`
      select t.term is not null as known, t.plan,
             case when t.term is null
               then search_canonical_plan((tsvector_to_array(to_tsvector('norwegian', x.folded)))[1])
             end as lexeme_plan
      from (select lower(unaccent(${word}::text)) as folded) x
      left join search_terms t on t.term = x.folded
    `,
  );
  return {
    known: row?.known ?? false,
    plan: row?.plan ?? null,
    lexemePlan: row?.lexeme_plan ?? null,
  };
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
