/**
 * From what a shopper typed to the query plan the SQL runs (one or two round trips).
 *
 * A query of one word is searched as a catalogue word: itself if it is one, else the most
 * frequent catalogue word of the lexeme it is understood as ('skoene' as 'sko', 'jakek' as
 * 'jakke'). Shoppers then get the same answer for every spelling of a word, and
 * frequent words are answered from their precomputed word scope (word-scopes.ts) instead of
 * counting tens of thousands of rows per request.
 */
import { normaliseSearchQuery } from 'shared-contracts/rules';
import type { Db } from '../../db/client';
import { analyseWords } from './queries';
import {
  inflectionForms,
  planFromFacts,
  queryWords,
  type MatchMode,
  type QueryPlan,
  type WordFacts,
} from './text';
import { canonicalWord, wordScopeOf, type WordScopeRow } from './word-scopes';

export interface AnalysedQuery {
  /** null: no text condition (empty query, or nothing but punctuation). */
  plan: QueryPlan | null;
  /** The query has words but none can match anything in the catalogue. */
  nothingMatches: boolean;
  /** The precomputed scope of the word a one-word query is understood as, when it has one. */
  wordScope: WordScopeRow | null;
}

/** Facts of each word (one round trip for all of them). */
export function analyseWordList(db: Db, words: readonly string[]): Promise<WordFacts[]> {
  return analyseWords(
    db,
    words.map((w) => inflectionForms(w)),
  );
}

/** Turns a raw query into the tsquery plan. */
export async function analyseQuery(
  db: Db,
  rawQuery: string,
  mode: MatchMode,
): Promise<AnalysedQuery> {
  const words = queryWords(normaliseSearchQuery(rawQuery));
  if (words.length === 0) return { plan: null, nothingMatches: false, wordScope: null };
  if (mode === 'search' && words.length === 1 && words[0] !== undefined) {
    const scope = await wordScopeOf(db, words[0]);
    if (scope) return { plan: scope.plan, nothingMatches: false, wordScope: scope };
  }
  let facts = await analyseWordList(db, words);

  // While typing (suggestions) the word is unfinished: it is never replaced.
  const only = mode === 'search' && facts.length === 1 ? facts[0] : undefined;
  if (only && (only.lexeme !== null || only.fuzzy.length > 0)) {
    const canonical = await canonicalWord(db, only);
    if (canonical?.scope) {
      return { plan: canonical.scope.plan, nothingMatches: false, wordScope: canonical.scope };
    }
    if (canonical && canonical.term !== only.folded)
      facts = await analyseWordList(db, [canonical.term]);
  }
  const plan = planFromFacts(facts, mode);
  return { plan, nothingMatches: plan === null, wordScope: null };
}
