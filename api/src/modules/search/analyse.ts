/**
 * From what a shopper typed to the query plan the search runs.
 *
 * A query of one word is searched as a catalogue word (see `analyseQuery`): shoppers get the
 * same answer for every spelling of a word. The words are analysed by the database
 * (`search_analyse`: folding, stemming, the vocabulary), in one round trip – two for a single
 * word that is no catalogue word (an inflection or a typo), whose catalogue word is analysed next.
 */
import { normaliseSearchQuery } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { analyseWordCanonically, analyseWords } from './queries';
import {
  planFromFacts,
  queryWords,
  understoodLexeme,
  type MatchMode,
  type QueryPlan,
  type WordFacts,
} from './text';

export interface AnalysedQuery {
  /** null: no text condition (empty query, or nothing but punctuation). */
  plan: QueryPlan | null;
  /** The query has words but none can match anything in the catalogue. */
  nothingMatches: boolean;
}

/**
 * Turns a raw query into the query plan. A one-word search: a catalogue word is searched as
 * itself ('jakker' keeps its own name matches); any other word as the most frequent catalogue
 * word of the lexeme it is understood as (`understoodLexeme`: 'skoene' as 'sko', 'jakek' and
 * 'jakke' – which names hold only in compounds – as 'jakker').
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

  const analysed = await analyseWordCanonically(db, only);
  if (analysed.isTerm) return planOf([analysed.facts], mode);
  const lexeme = understoodLexeme(analysed.facts);
  const term = lexeme === null ? undefined : analysed.terms.get(lexeme);
  if (term === undefined) return planOf([analysed.facts], mode);
  const canonical = planFromFacts(await analyseWords(db, [term]), mode);
  return canonical ? { plan: canonical, nothingMatches: false } : planOf([analysed.facts], mode);
}

function planOf(facts: readonly WordFacts[], mode: MatchMode): AnalysedQuery {
  const plan = planFromFacts(facts, mode);
  return { plan, nothingMatches: plan === null };
}
