import { describe, expect, it } from 'vitest';
import {
  add,
  emptySet,
  fullSet,
  has,
  intersect,
  type Bitset,
} from '../../src/modules/search/bitset';
import { ALL_WEIGHTS, eachLexeme, WEIGHT_BITS } from '../../src/modules/search/tsvector-text';

const lexemes = (text: string) => {
  const found: [string, number][] = [];
  eachLexeme(text, (lexeme, weights) => found.push([lexeme, weights]));
  return found;
};

describe('reading a tsvector in text form', () => {
  it('gives each lexeme with the OR of its positions’ weights (no letter: D)', () => {
    expect(lexemes("'jakk':1A,5 'sko':3 '<oks':2C,7B")).toEqual([
      ['jakk', WEIGHT_BITS.A | WEIGHT_BITS.D],
      ['sko', WEIGHT_BITS.D],
      ['<oks', WEIGHT_BITS.B | WEIGHT_BITS.C],
    ]);
  });

  it('reads doubled quotes and escaped backslashes, and counts a lexeme without positions as every weight', () => {
    expect(lexemes(String.raw`'it''s':1A 'a\\b' 'x':2`)).toEqual([
      ["it's", WEIGHT_BITS.A],
      ['a\\b', ALL_WEIGHTS],
      ['x', WEIGHT_BITS.D],
    ]);
    expect(lexemes('')).toEqual([]);
  });
});

describe('bit sets', () => {
  it('add, test and intersect across word boundaries', () => {
    const a = emptySet(70);
    for (const i of [0, 31, 32, 69]) add(a, i);
    const members = (set: Bitset) => [...Array(70).keys()].filter((i) => has(set, i));
    expect(members(a)).toEqual([0, 31, 32, 69]);
    const b = fullSet(70);
    expect(members(b)).toHaveLength(70);
    expect(b.length).toBe(3);
    expect(b[2]).toBe(0b111111); // bits past the size stay clear
    intersect(b, a);
    expect(members(b)).toEqual([0, 31, 32, 69]);
  });
});
