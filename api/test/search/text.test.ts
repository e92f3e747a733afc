import { describe, expect, it } from 'vitest';
import {
  buildQueryPlan,
  inflectionForms,
  MAX_QUERY_WORDS,
  queryWords,
  reverseText,
  tsLexeme,
  wordAlternatives,
  type WordFacts,
} from '../../src/modules/search/text';

const facts = (partial: Partial<WordFacts> & { lexeme: string | null }): WordFacts => ({
  folded: partial.lexeme ?? '',
  known: false,
  inflections: [],
  fuzzy: [],
  hasLongerPrefix: false,
  ...partial,
});

describe('queryWords', () => {
  it('splits on anything but letters and digits, like to_tsvector splits hyphenated words', () => {
    expect(queryWords('T-skjorte herre')).toEqual(['t', 'skjorte', 'herre']);
  });
  it('lower-cases with Norwegian letters intact (folding is the database’s job)', () => {
    expect(queryWords('LØPESKO Åsnes')).toEqual(['løpesko', 'åsnes']);
  });
  it('drops repeated words and caps the count', () => {
    expect(queryWords('sko sko ski')).toEqual(['sko', 'ski']);
    const many = Array.from({ length: 20 }, (_, i) => `ord${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
  it('gives no words for punctuation only', () => {
    expect(queryWords(' - !! ')).toEqual([]);
  });
});

describe('inflectionForms', () => {
  it('offers the base forms the Snowball stemmer misses', () => {
    expect(inflectionForms('skoene')).toContain('sko');
    expect(inflectionForms('luer')).toContain('lue');
    expect(inflectionForms('skiene')).toContain('ski');
  });
  it('keeps the word itself first and never strips below two letters', () => {
    expect(inflectionForms('ski')[0]).toBe('ski');
    expect(inflectionForms('er')).toEqual(['er']);
  });
});

describe('wordAlternatives', () => {
  it('uses the stem and known base forms as the exact set, with compounds from them', () => {
    const w = wordAlternatives(facts({ lexeme: 'skoen', inflections: ['sko'] }), 'search', true);
    expect(w).toEqual({ exact: ['sko'], prefix: null, compound: ['sko'], corrected: false });
  });
  it('falls back to spelling corrections only when the word itself is unknown', () => {
    const typo = wordAlternatives(
      facts({ lexeme: 'jakek', fuzzy: ['jakk', 'jakt'] }),
      'search',
      true,
    );
    expect(typo?.exact).toEqual(['jakk', 'jakt']);
    expect(typo?.corrected).toBe(true);
    const known = wordAlternatives(
      facts({ lexeme: 'jakk', known: true, fuzzy: ['jakt'] }),
      'search',
      true,
    );
    expect(known?.exact).toEqual(['jakk']);
  });
  it('matches prefixes of long lexemes only, except for the word being typed in suggestions', () => {
    expect(
      wordAlternatives(facts({ lexeme: 'sko', known: true, hasLongerPrefix: true }), 'search', true)
        ?.prefix,
    ).toBeNull();
    expect(
      wordAlternatives(
        facts({ lexeme: 'jakk', known: true, hasLongerPrefix: true }),
        'search',
        true,
      )?.prefix,
    ).toBe('jakk');
    expect(
      wordAlternatives(facts({ lexeme: 'ja', hasLongerPrefix: true }), 'suggest', true)?.prefix,
    ).toBe('ja');
    expect(
      wordAlternatives(facts({ lexeme: 'ja', hasLongerPrefix: true }), 'suggest', false),
    ).toBeNull();
  });
  it('prefers the prefix over a "correction" while the shopper is still typing', () => {
    const w = wordAlternatives(
      facts({ lexeme: 'vint', fuzzy: ['vind'], hasLongerPrefix: true }),
      'suggest',
      true,
    );
    expect(w).toEqual({ exact: [], prefix: 'vint', compound: [], corrected: false });
  });
  it('completes a stop word that is the start of the word being typed', () => {
    const so = facts({ lexeme: null, folded: 'so', hasLongerPrefix: true });
    expect(wordAlternatives(so, 'suggest', true)?.prefix).toBe('so');
    expect(wordAlternatives(so, 'search', true)).toBeNull();
  });
  it('drops stop words and words that can match nothing', () => {
    expect(wordAlternatives(facts({ lexeme: null }), 'search', true)).toBeNull();
    expect(wordAlternatives(facts({ lexeme: 'xyzzy' }), 'search', true)).toBeNull();
  });
});

describe('tsquery text', () => {
  it('quotes lexemes so no input can inject tsquery operators', () => {
    expect(tsLexeme("o'neill")).toBe("'o''neill'");
    expect(tsLexeme('a\\b')).toBe("'a\\\\b'");
    expect(tsLexeme('jakk', { prefix: true, weights: 'A' })).toBe("'jakk':*A");
  });
  it('reverses by code point, like PostgreSQL', () => {
    expect(reverseText('løpesko')).toBe('oksepøl');
  });
  it('ANDs words and ORs each word’s alternatives; compounds are reversed prefixes', () => {
    const plan = buildQueryPlan('rod jakke', [
      { exact: ['rod'], prefix: null, compound: ['rod'], corrected: false },
      { exact: ['jakk'], prefix: 'jakk', compound: ['jakk'], corrected: false },
    ]);
    expect(plan?.match).toBe("('rod' | '<dor':*) & ('jakk' | 'jakk':* | '<kkaj':*)");
    expect(plan?.exact).toBe("'rod' & 'jakk'");
    expect(plan?.exactName).toBe("'rod':A & 'jakk':A");
    expect(plan?.looseName).toBe("('rod':A | '<dor':*A) & ('jakk':A | 'jakk':*A | '<kkaj':*A)");
  });
  it('has no exact query when a word only matches as a prefix, and no plan without words', () => {
    const plan = buildQueryPlan('jakkes', [
      { exact: [], prefix: 'jakk', compound: [], corrected: false },
    ]);
    expect(plan?.exact).toBe('');
    expect(plan?.match).toBe("'jakk':*");
    expect(buildQueryPlan('og', [null])).toBeNull();
  });
});
