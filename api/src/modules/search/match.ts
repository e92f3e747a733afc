/**
 * A query plan's conditions as document sets of the in-memory index: the same four conditions
 * the plan's tsquery texts state (text.ts), evaluated over the posting lists PostgreSQL's own
 * stemming produced. Every word must match (AND); a word matches through any of its
 * alternatives (OR): its exact lexemes, its prefix, its compound endings.
 */
import { emptySet, intersect, type Bitset } from './bitset';
import { lowerBound, type SearchSnapshot } from './snapshot';
import { REVERSED_MARKER, reverseText, type QueryPlan, type WordAlternatives } from './text';
import { WEIGHT_BITS } from './tsvector-text';

export interface PlanSets {
  /** Every alternative of every word: the candidates. */
  match: Bitset;
  /** Every word as itself anywhere; null: no document can (a word has no exact lexeme). */
  exact: Bitset | null;
  /** Every word as itself in the name. */
  exactName: Bitset | null;
  /** Every word in the name, compounds and prefixes included. */
  looseName: Bitset;
}

/** One word's documents: any field / the name (weight A), as itself / also loosely. */
interface WordSets {
  loose: Bitset;
  looseName: Bitset;
  exact: Bitset;
  exactName: Bitset;
}

/**
 * Adds the documents holding `lexeme` to the loose sets and, for an exact lexeme, to the exact
 * ones: one pass over its posting list fills all four.
 */
function addLexeme(snapshot: SearchSnapshot, sets: WordSets, lexeme: string, exact: boolean) {
  const posting = snapshot.postings.get(lexeme);
  if (!posting) return;
  const { docs, weights } = posting;
  const { loose, looseName, exact: any, exactName } = sets;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] as number;
    const word = doc >>> 5;
    const bit = 1 << (doc & 31);
    loose[word] = (loose[word] as number) | bit;
    const inName = ((weights[i] as number) & WEIGHT_BITS.A) !== 0;
    if (inName) looseName[word] = (looseName[word] as number) | bit;
    if (exact) {
      any[word] = (any[word] as number) | bit;
      if (inName) exactName[word] = (exactName[word] as number) | bit;
    }
  }
}

/** Adds the documents holding any lexeme that starts with `prefix` (a `'prefix':*` operand). */
function addPrefix(snapshot: SearchSnapshot, sets: WordSets, prefix: string): void {
  const { lexemes } = snapshot;
  const first = lowerBound(lexemes.length, (i) => lexemes[i] as string, prefix);
  for (let i = first; i < lexemes.length && (lexemes[i] as string).startsWith(prefix); i++)
    addLexeme(snapshot, sets, lexemes[i] as string, false);
}

/** Documents matching one word: as itself, or loosely also by prefix and compound ending. */
function wordSets(snapshot: SearchSnapshot, word: WordAlternatives): WordSets {
  const sets: WordSets = {
    loose: emptySet(snapshot.size),
    looseName: emptySet(snapshot.size),
    exact: emptySet(snapshot.size),
    exactName: emptySet(snapshot.size),
  };
  for (const lexeme of word.exact) addLexeme(snapshot, sets, lexeme, true);
  if (word.prefix !== null) addPrefix(snapshot, sets, word.prefix);
  for (const ending of word.compound)
    addPrefix(snapshot, sets, `${REVERSED_MARKER}${reverseText(ending)}`);
  return sets;
}

/** Every word must match (AND); a word with no exact lexeme can never match exactly. */
export function planSets(snapshot: SearchSnapshot, plan: QueryPlan): PlanSets {
  let result: PlanSets | null = null;
  for (const word of plan.words) {
    const sets = wordSets(snapshot, word);
    const hasExact = word.exact.length > 0;
    if (result === null) {
      result = {
        match: sets.loose,
        looseName: sets.looseName,
        exact: hasExact ? sets.exact : null,
        exactName: hasExact ? sets.exactName : null,
      };
      continue;
    }
    intersect(result.match, sets.loose);
    intersect(result.looseName, sets.looseName);
    if (result.exact) intersect(result.exact, sets.exact);
    if (result.exactName) intersect(result.exactName, sets.exactName);
    if (!hasExact) {
      result.exact = null;
      result.exactName = null;
    }
  }
  return (
    result ?? {
      match: emptySet(snapshot.size),
      looseName: emptySet(snapshot.size),
      exact: null,
      exactName: null,
    }
  );
}
