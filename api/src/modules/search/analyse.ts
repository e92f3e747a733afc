/**
 * From what a shopper typed to the query plan the SQL runs.
 *
 * A query of one word is searched as a catalogue word (see `analyseQuery`): shoppers get the
 * same answer for every spelling of a word, and frequent words are answered from their
 * precomputed word scope (word-scopes.ts) instead of counting tens of thousands of rows.
 */
import { normaliseSearchQuery } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { analyseWords } from './queries';
import {
  planFromFacts,
  queryWords,
  understoodLexeme,
  type MatchMode,
  type QueryPlan,
  type WordFacts,
} from './text';
import { canonicalWord, catalogueWord, type WordScopeRow } from './word-scopes';

export interface AnalysedQuery {
  /** null: no text condition (empty query, or nothing but punctuation). */
  plan: QueryPlan | null;
  /** The query has words but none can match anything in the catalogue. */
  nothingMatches: boolean;
  /** The precomputed scope of the word a one-word query is understood as, when it has one. */
  wordScope: WordScopeRow | null;
}

/**
 * Turns a raw query into the tsquery plan. A one-word search: a catalogue word with a word
 * scope is answered by one lookup; another catalogue word is searched as itself ('jakker' keeps
 * its own name matches); any other word as the most frequent catalogue word of the lexeme it is
 * understood as (`understoodLexeme`: 'skoene' as 'sko', 'jakek' and 'jakke' – which names hold
 * only in compounds – as 'jakker').
 */
export async function analyseQuery(
  db: Db,
  rawQuery: string,
  mode: MatchMode,
): Promise<AnalysedQuery> {
  const words = queryWords(normaliseSearchQuery(rawQuery));
  const [only] = words;
  if (only === undefined) return { plan: null, nothingMatches: false, wordScope: null };
  // While typing (suggestions) the word is unfinished: it is never replaced.
  if (mode === 'suggest' || words.length > 1) return planOf(await analyseWords(db, words), mode);

  const word = await catalogueWord(db, only);
  if (word.scope) return scoped(word.scope);
  const facts = await analyseWords(db, words);
  const lexeme = !word.known && facts[0] ? understoodLexeme(facts[0]) : null;
  if (lexeme === null) return planOf(facts, mode);
  const canonical = await canonicalWord(db, lexeme);
  if (canonical?.scope) return scoped(canonical.scope);
  return planOf(canonical ? await analyseWords(db, [canonical.term]) : facts, mode);
}

function planOf(facts: readonly WordFacts[], mode: MatchMode): AnalysedQuery {
  const plan = planFromFacts(facts, mode);
  return { plan, nothingMatches: plan === null, wordScope: null };
}

function scoped(scope: WordScopeRow): AnalysedQuery {
  return { plan: scope.plan, nothingMatches: false, wordScope: scope };
}
