/**
 * A query plan's conditions as document sets of the in-memory index: the same four conditions
 * the plan's tsquery texts state (text.ts), evaluated over the posting lists PostgreSQL's own
 * stemming produced. Every word must match (AND); a word matches through any of its
 * alternatives (OR): its exact lexemes, its prefix, its compound endings.
 */
import { add, emptySet, intersect, type Bitset } from './bitset';
import type { SearchSnapshot } from './snapshot';
import { REVERSED_MARKER, reverseText, type QueryPlan, type WordAlternatives } from './text';
import { ALL_WEIGHTS, WEIGHT_BITS } from './tsvector-text';

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

/** Adds the documents holding `lexeme` with one of the `weights` bits to `set`. */
function addLexeme(snapshot: SearchSnapshot, set: Bitset, lexeme: string, weights: number): void {
  const posting = snapshot.postings.get(lexeme);
  if (!posting) return;
  const { docs } = posting;
  if (weights === ALL_WEIGHTS) {
    for (let i = 0; i < docs.length; i++) add(set, docs[i] as number);
    return;
  }
  for (let i = 0; i < docs.length; i++)
    if (((posting.weights[i] as number) & weights) !== 0) add(set, docs[i] as number);
}

/** Adds the documents holding any lexeme that starts with `prefix` (a `'prefix':*` operand). */
function addPrefix(snapshot: SearchSnapshot, set: Bitset, prefix: string, weights: number): void {
  const { lexemes } = snapshot;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((lexemes[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < lexemes.length && (lexemes[i] as string).startsWith(prefix); i++)
    addLexeme(snapshot, set, lexemes[i] as string, weights);
}

/** Documents matching one word: as itself, or (`loose`) also by prefix and compound ending. */
function wordSet(
  snapshot: SearchSnapshot,
  word: WordAlternatives,
  weights: number,
  loose: boolean,
): Bitset {
  const set = emptySet(snapshot.size);
  for (const lexeme of word.exact) addLexeme(snapshot, set, lexeme, weights);
  if (loose) {
    if (word.prefix !== null) addPrefix(snapshot, set, word.prefix, weights);
    for (const ending of word.compound)
      addPrefix(snapshot, set, `${REVERSED_MARKER}${reverseText(ending)}`, weights);
  }
  return set;
}

function conjunction(
  snapshot: SearchSnapshot,
  words: readonly WordAlternatives[],
  weights: number,
  loose: boolean,
): Bitset | null {
  // A word with no exact lexeme (prefix only) can never match exactly (text.ts says the same).
  if (!loose && words.some((w) => w.exact.length === 0)) return null;
  let result: Bitset | null = null;
  for (const word of words) {
    const set = wordSet(snapshot, word, weights, loose);
    if (result === null) result = set;
    else intersect(result, set);
  }
  return result ?? emptySet(snapshot.size);
}

export function planSets(snapshot: SearchSnapshot, plan: QueryPlan): PlanSets {
  return {
    match: conjunction(snapshot, plan.words, ALL_WEIGHTS, true) ?? emptySet(snapshot.size),
    exact: conjunction(snapshot, plan.words, ALL_WEIGHTS, false),
    exactName: conjunction(snapshot, plan.words, WEIGHT_BITS.A, false),
    looseName: conjunction(snapshot, plan.words, WEIGHT_BITS.A, true) ?? emptySet(snapshot.size),
  };
}
