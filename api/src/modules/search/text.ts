/**
 * Pure query analysis for the search module: turning what a shopper typed into words, the
 * inflected forms worth trying, and finally the `tsquery` texts the SQL runs. Nothing here
 * touches the database, so every rule is unit-tested on its own.
 *
 * Folding (lower case, unaccent: ø → o, æ → ae, å → a) and stemming happen in PostgreSQL so
 * documents and queries pass through exactly the same functions; this file only prepares the
 * raw forms and assembles the lexemes the database gave back.
 */

/** More words than this are not a product search; ignoring the rest bounds the tsquery. */
export const MAX_QUERY_WORDS = 8;
/** Longer "words" are pasted junk; cut so one token cannot blow up trigram work. */
export const MAX_WORD_LENGTH = 40;
/** Prefix matching (`jakk:*`) only for lexemes this long: `ski:*` would also find 'skinn', 'skilt' … */
export const MIN_PREFIX_LEXEME = 4;
/** Compound matching (word ends with the lexeme) only from this length: 'is' would end half the catalogue. */
export const MIN_COMPOUND_LEXEME = 3;
/** At most this many spelling corrections per word. */
export const MAX_FUZZY_PER_WORD = 3;

/**
 * Words of a query normalised by `normaliseSearchQuery` (shared-contracts, spec §5): runs of letters and digits ('T-skjorte' → 't', 'skjorte', the
 * same split `to_tsvector` makes of a hyphenated word), lower-cased, duplicates dropped,
 * at most MAX_QUERY_WORDS.
 */
export function queryWords(normalised: string): string[] {
  const words: string[] = [];
  for (const match of normalised.toLocaleLowerCase('nb-NO').matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].slice(0, MAX_WORD_LENGTH);
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/**
 * Norwegian inflection endings the `norwegian` Snowball stemmer leaves on (it stems 'skoene'
 * to 'skoen', 'luer' to 'luer', 'skiene' to 'skien'), longest first. Stripping them yields
 * candidate base forms; the database keeps only those that are words of the catalogue, so a
 * wrong guess costs nothing.
 */
const INFLECTION_ENDINGS = ['ene', 'ane', 'ne', 'er', 'ar', 'en', 'et', 'a', 'e', 'r'] as const;
/** A stripped form shorter than this is too ambiguous to be a word of its own. */
const MIN_BASE_FORM = 2;

/** The word itself first, then its candidate base forms (distinct, in ending order). */
export function inflectionForms(word: string): string[] {
  const forms = [word];
  for (const ending of INFLECTION_ENDINGS) {
    if (word.length - ending.length < MIN_BASE_FORM || !word.endsWith(ending)) continue;
    const base = word.slice(0, word.length - ending.length);
    if (!forms.includes(base)) forms.push(base);
  }
  return forms;
}

/** What the database told us about one query word (see `analyseWords` in queries.ts). */
export interface WordFacts {
  /** lower(unaccent(word)). */
  folded: string;
  /** `norwegian` lexeme of the word; null for a stop word ('og', 'for', 'med' …). */
  lexeme: string | null;
  /** The lexeme itself is a word of the catalogue. */
  known: boolean;
  /** Lexemes of inflection base forms that are words of the catalogue. */
  inflections: string[];
  /** Closest catalogue words by trigram similarity (only looked up when nothing above matched). */
  fuzzy: string[];
  /** Some catalogue lexeme starts with this word's lexeme (and is longer). */
  hasLongerPrefix: boolean;
}

/** The alternatives one query word may match; a document must match one per word. */
export interface WordAlternatives {
  /** Lexemes that count as the word itself: its stem, base forms, or spelling corrections. */
  exact: string[];
  /** Lexeme matched as a prefix (`'jakk':*`), or null. */
  prefix: string | null;
  /** Lexemes matched as compound endings (`'<kkaj':*` finds 'vinterjakke'). */
  compound: string[];
  /** The exact set came from spelling correction (for diagnostics and tests). */
  corrected: boolean;
}

export type MatchMode = 'search' | 'suggest';

/**
 * Chooses the alternatives of one word. `isLast` marks the word the shopper may still be
 * typing: in suggest mode it is always matched as a prefix ('jak' → 'jakke').
 * Returns null when the word can match nothing (unknown and no correction): such a word is
 * dropped rather than turning the whole search into zero hits.
 */
export function wordAlternatives(
  facts: WordFacts,
  mode: MatchMode,
  isLast: boolean,
): WordAlternatives | null {
  const typing = mode === 'suggest' && isLast;
  // A stop word is no search word, but while typing it may be the start of one ('so' → 'sokker').
  const lexeme = facts.lexeme ?? (typing && facts.folded !== '' ? facts.folded : null);
  if (lexeme === null) return null;
  const exact = new Set<string>();
  if (facts.known) exact.add(lexeme);
  for (const inflection of facts.inflections) exact.add(inflection);
  let corrected = false;
  // While typing, 'vint' is a prefix of 'vinterjakke', not a misspelling of 'vind'.
  if (exact.size === 0 && facts.fuzzy.length > 0 && !(typing && facts.hasLongerPrefix)) {
    for (const correction of facts.fuzzy.slice(0, MAX_FUZZY_PER_WORD)) exact.add(correction);
    corrected = true;
  }

  const prefixAllowed = typing ? lexeme.length >= 1 : lexeme.length >= MIN_PREFIX_LEXEME;
  const prefix = prefixAllowed && facts.hasLongerPrefix ? lexeme : null;

  const compound = [...exact].filter((e) => [...e].length >= MIN_COMPOUND_LEXEME);
  if (exact.size === 0 && prefix === null) return null;
  return { exact: [...exact], prefix, compound, corrected };
}

/** Marker of reversed lexemes in the document (`search_reverse_lexemes`, drizzle/repeatable/search_index.sql). */
export const REVERSED_MARKER = '<';

/** Code-point-wise reversal, as PostgreSQL's reverse() does it. */
export function reverseText(value: string): string {
  return [...value].reverse().join('');
}

/** A lexeme as a tsquery operand: quoted, with quotes doubled and backslashes escaped. */
export function tsLexeme(
  lexeme: string,
  options: { prefix?: boolean; weights?: string } = {},
): string {
  const quoted = `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const flags = `${options.prefix ? '*' : ''}${options.weights ?? ''}`;
  return flags === '' ? quoted : `${quoted}:${flags}`;
}

/** The tsquery texts of one search; each is cast with `::tsquery` (no re-parsing or re-stemming). */
export interface QueryPlan {
  /** Whole query folded, words joined by one space: compared with `article_search.name_fold`. */
  folded: string;
  /** Every alternative of every word: the candidate set (GIN index). */
  match: string;
  /** Every word matched as itself anywhere (name, brand, colour, category …). */
  exact: string;
  /** Every word matched as itself in the name. */
  exactName: string;
  /** Every word matched in the name, compounds and prefixes included. */
  looseName: string;
}

function orGroup(operands: string[]): string {
  return operands.length === 1 ? (operands[0] ?? '') : `(${operands.join(' | ')})`;
}

function wordOperands(
  word: WordAlternatives,
  weights: string | undefined,
  loose: boolean,
): string[] {
  const operands = word.exact.map((e) => tsLexeme(e, { weights }));
  if (!loose) return operands;
  if (word.prefix !== null) operands.push(tsLexeme(word.prefix, { prefix: true, weights }));
  for (const c of word.compound) {
    operands.push(tsLexeme(`${REVERSED_MARKER}${reverseText(c)}`, { prefix: true, weights }));
  }
  return operands;
}

function conjunction(
  words: WordAlternatives[],
  weights: string | undefined,
  loose: boolean,
): string {
  const groups = words.map((w) => wordOperands(w, weights, loose));
  // A word with no exact lexeme (prefix-only) can never match "exactly": the tsquery must say so.
  if (groups.some((g) => g.length === 0)) return '';
  return groups.map(orGroup).join(' & ');
}

/**
 * Builds the tsquery texts for the words that can match. Returns null when no word can (the
 * search then has no hits, rather than silently listing everything).
 * An empty `exact`/`exactName` text means "no document can match exactly": the SQL treats it
 * as false instead of casting '' (which PostgreSQL would warn about and match nothing anyway).
 */
export function buildQueryPlan(
  folded: string,
  words: (WordAlternatives | null)[],
): QueryPlan | null {
  const usable = words.filter((w): w is WordAlternatives => w !== null);
  if (usable.length === 0) return null;
  return {
    folded,
    match: conjunction(usable, undefined, true),
    exact: conjunction(usable, undefined, false),
    exactName: conjunction(usable, 'A', false),
    looseName: conjunction(usable, 'A', true),
  };
}

/**
 * The catalogue lexeme a single query word is understood as: the word's own lexeme when the
 * catalogue has it, else its first inflection base form ('skoene' → 'sko'), else its closest
 * spelling correction ('jakek' → 'jakk'). Null when the word can be understood as nothing.
 */
export function understoodLexeme(facts: WordFacts): string | null {
  if (facts.known && facts.lexeme !== null) return facts.lexeme;
  return facts.inflections[0] ?? facts.fuzzy[0] ?? null;
}

/** The plan of words whose facts the database gave. */
export function planFromFacts(facts: readonly WordFacts[], mode: MatchMode): QueryPlan | null {
  const folded = facts.map((f) => f.folded).join(' ');
  const alternatives = facts.map((f, i) => wordAlternatives(f, mode, i === facts.length - 1));
  return buildQueryPlan(folded, alternatives);
}
