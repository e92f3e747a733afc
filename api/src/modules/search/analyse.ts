/**
 * From what a shopper typed to the query plan the search runs.
 *
 * A query of one word is searched as a catalogue word (see `analyseQuery`): shoppers get the
 * same answer for every spelling of a word, and the plan of every catalogue word is stored with
 * the vocabulary (word-plans.ts), so most one-word searches cost one lookup.
 */
import { normaliseSearchQuery } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { analyseWords, analyseWordWithPlans } from './queries';
import {
  planFromFacts,
  queryWords,
  understoodLexeme,
  type MatchMode,
  type QueryPlan,
  type WordFacts,
} from './text';
import { catalogueWord } from './word-plans';

export interface AnalysedQuery {
  /** null: no text condition (empty query, or nothing but punctuation). */
  plan: QueryPlan | null;
  /** The query has words but none can match anything in the catalogue. */
  nothingMatches: boolean;
}

/**
 * Turns a raw query into the query plan. A one-word search: a catalogue word is searched as
 * itself ('jakker' keeps its own name matches) with its stored plan; any other word as the most
 * frequent catalogue word of the lexeme it is understood as (`understoodLexeme`: 'skoene' as
 * 'sko', 'jakek' and 'jakke' – which names hold only in compounds – as 'jakker').
 */
export async function analyseQuery(
  db: Db,
  rawQuery: string,
  mode: MatchMode,
): Promise<AnalysedQuery> {
  const words = queryWords(normaliseSearchQuery(rawQuery));
  const [only] = words;
  if (only === undefined) return { plan: null, nothingMatches: false };
  // While typing (suggestions) the word is unfinished: it is never replaced.
  if (mode === 'suggest' || words.length > 1) return planOf(await analyseWords(db, words), mode);

  const word = await catalogueWord(db, only);
  if (word.plan) return { plan: word.plan, nothingMatches: false };
  // Its lexeme is a catalogue word's ('jakke' → 'jakk'): `understoodLexeme` would pick it.
  if (!word.known && word.lexemePlan) return { plan: word.lexemePlan, nothingMatches: false };
  const analysed = await analyseWordWithPlans(db, only);
  const lexeme = word.known ? null : understoodLexeme(analysed.facts);
  const canonical = lexeme === null ? undefined : analysed.plans.get(lexeme);
  return canonical ? { plan: canonical, nothingMatches: false } : planOf([analysed.facts], mode);
}

function planOf(facts: readonly WordFacts[], mode: MatchMode): AnalysedQuery {
  const plan = planFromFacts(facts, mode);
  return { plan, nothingMatches: plan === null };
}
