import { describe, expect, it } from 'vitest';
import { cleanAddressText, houseNumberText, parseStreetAddress } from './address';

describe('cleanAddressText (spec §5)', () => {
  it('replaces special characters with spaces and collapses them', () => {
    expect(cleanAddressText('  Storgata,12!! ')).toBe('Storgata 12');
    expect(cleanAddressText('Øvre#Slottsgate/2')).toBe('Øvre Slottsgate 2');
  });

  it('keeps the letters, hyphens, full stops and apostrophes of street names', () => {
    expect(cleanAddressText("St. Olavs gate 3 Tordenskiold-gata O'Brien")).toBe(
      "St. Olavs gate 3 Tordenskiold-gata O'Brien",
    );
    expect(cleanAddressText('Åsveien 1 Ærøvegen')).toBe('Åsveien 1 Ærøvegen');
  });
});

describe('parseStreetAddress', () => {
  it('splits street and house number', () => {
    expect(parseStreetAddress('Karl Johans gate 22')).toEqual({
      street: 'Karl Johans gate',
      number: 22,
      letter: '',
    });
  });

  it('reads a house letter attached or as its own word, in upper case', () => {
    expect(parseStreetAddress('Storgata 12b')).toEqual({
      street: 'Storgata',
      number: 12,
      letter: 'B',
    });
    expect(parseStreetAddress('Storgata 12 B')).toEqual({
      street: 'Storgata',
      number: 12,
      letter: 'B',
    });
  });

  it('splits after replacing special characters, and ignores what follows the number', () => {
    expect(parseStreetAddress('Storgata,12, 0155 Oslo')).toEqual({
      street: 'Storgata',
      number: 12,
      letter: '',
    });
    expect(parseStreetAddress('Storgata#12')).toEqual({
      street: 'Storgata',
      number: 12,
      letter: '',
    });
  });

  it('is null without a house number or without a street', () => {
    expect(parseStreetAddress('Storgata')).toBeNull();
    expect(parseStreetAddress('Storgata B')).toBeNull();
    expect(parseStreetAddress('12')).toBeNull();
    expect(parseStreetAddress('Storgata 0')).toBeNull();
    expect(parseStreetAddress('  ,;  ')).toBeNull();
  });

  it('formats the house number as addresses show it', () => {
    expect(houseNumberText(12, 'B')).toBe('12B');
    expect(houseNumberText(3, '')).toBe('3');
  });
});
