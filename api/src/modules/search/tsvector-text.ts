/**
 * Reading PostgreSQL's text form of a `tsvector` ('jakk':1A,5 'sko':3 '<oks':3), so the
 * in-memory index (snapshot.ts) holds exactly the lexemes PostgreSQL's own stemming wrote.
 */

/** Weight bits of one lexeme in one document: which fields (A name … D tree) hold it. */
export const WEIGHT_BITS = { A: 1, B: 2, C: 4, D: 8 } as const;
/**
 * A lexeme without positions carries no weights, and PostgreSQL lets it match any
 * weight-restricted operand ('a'::tsvector @@ 'a:A' is true): it counts as every weight.
 */
export const ALL_WEIGHTS = 15;

/**
 * Calls `onLexeme` for each lexeme of a tsvector in text form with the OR of its positions'
 * weights (a position without a letter is weight D). Quotes inside a lexeme are doubled and
 * backslashes escaped, as `tsvectorout` writes them.
 */
export function eachLexeme(text: string, onLexeme: (lexeme: string, weights: number) => void) {
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    i += 1;
    // Fast path: a lexeme without escapes is one slice up to its closing quote.
    let end = text.indexOf("'", i);
    if (end < 0) end = n;
    let lexeme = text.slice(i, end);
    if (text[end + 1] !== "'" && !lexeme.includes('\\')) {
      i = end + 1;
    } else {
      lexeme = '';
      while (i < n) {
        const ch = text[i];
        if (ch === '\\') {
          lexeme += text[i + 1] ?? '';
          i += 2;
        } else if (ch === "'") {
          if (text[i + 1] === "'") {
            lexeme += "'";
            i += 2;
          } else {
            i += 1;
            break;
          }
        } else {
          lexeme += ch;
          i += 1;
        }
      }
    }
    if (text[i] !== ':') {
      onLexeme(lexeme, ALL_WEIGHTS);
      continue;
    }
    i += 1;
    let weights = 0;
    // Positions: digits, an optional weight letter, separated by commas, up to a space.
    while (i < n && text[i] !== ' ') {
      const start = i;
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i += 1;
      const letter = text[i];
      if (letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D') {
        weights |= WEIGHT_BITS[letter];
        i += 1;
      } else if (i > start) {
        weights |= WEIGHT_BITS.D;
      }
      if (text[i] === ',' || i === start) i += 1;
    }
    onLexeme(lexeme, weights);
  }
}
