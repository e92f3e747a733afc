/**
 * From what a shopper typed to the query plan the search runs.
 *
 * A query of one word is searched as a catalogue word (see `analyseQuery`): shoppers get the
 * same answer for every spelling of a word, and the plan of every catalogue word is stored with
 * the vocabulary (word-plans.ts) and held in memory with the index, so most one-word searches
 * need no database round trip for their analysis.
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
import { currentSnapshot } from './snapshots';
import { foldWord } from './word-plans';

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

  const { vocabulary } = await currentSnapshot(db);
  const stored = vocabulary.plans.get(foldWord(vocabulary, only) ?? '');
  if (stored) return { plan: stored, nothingMatches: false };
  // Any other word is stemmed and looked up by the database, in one round trip.
  const analysed = await analyseWordWithPlans(db, only);
  const term = vocabulary.plans.get(analysed.facts.folded);
  if (term) return { plan: term, nothingMatches: false };
  // A catalogue word without a stored plan keeps its own analysis.
  const lexeme = term === null ? null : understoodLexeme(analysed.facts);
  const canonical = lexeme === null ? undefined : analysed.plans.get(lexeme);
  return canonical ? { plan: canonical, nothingMatches: false } : planOf([analysed.facts], mode);
}

function planOf(facts: readonly WordFacts[], mode: MatchMode): AnalysedQuery {
  const plan = planFromFacts(facts, mode);
  return { plan, nothingMatches: plan === null };
}
