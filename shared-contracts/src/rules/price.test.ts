import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice (nb-NO)', () => {
  it.each([
    [129900, 'kr 1 299,-'],
    [129950, 'kr 1 299,50'],
    [0, 'kr 0,-'],
    [5, 'kr 0,05'],
    [19900, 'kr 199,-'],
    [123456789, 'kr 1 234 567,89'],
    [-5000, 'kr -50,-'],
  ])('%i øre → %s', (ore, text) => expect(formatPrice(ore)).toBe(text));

  it('uses only plain spaces by default (no U+00A0/U+202F from ICU)', () => {
    expect(formatPrice(100000000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('can join with non-breaking spaces', () => {
    expect(formatPrice(129900, { nbsp: true })).toBe('kr\u00a01\u00a0299,-');
  });

  it('rounds stray fractions of øre', () => {
    expect(formatPrice(1999.6)).toBe('kr 20,-');
  });
});
