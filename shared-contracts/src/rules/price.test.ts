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

  it('writes what nb-NO number formatting writes, without Intl', () => {
    const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
    const withOre = new Intl.NumberFormat('nb-NO', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
    const samples = [1, 99, 100, 999_99, 1000_00, 9999_99, 10000_00, 999999_99, 1000000_00];
    // A fixed spread of magnitudes and digits (a linear congruential sequence, not Math.random).
    for (let i = 0, x = 12345; i < 200; i++, x = (x * 1103515245 + 12345) % 2 ** 31) {
      samples.push(x % 10 ** (2 + (i % 10)));
    }
    for (const ore of samples.flatMap((x) => (x === 0 ? [0] : [x, -x]))) {
      const intl = ore % 100 === 0 ? `${whole.format(ore / 100)},-` : withOre.format(ore / 100);
      expect(formatPrice(ore)).toBe(`kr ${plain(intl)}`);
    }
  });
});
