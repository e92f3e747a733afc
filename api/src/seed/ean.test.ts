import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13, makeEan13 } from './ean';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('703801000001')).toBe(0);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('5901234123457')).toBe(true);
  });

  it('rejects wrong check digits and malformed input', () => {
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(() => ean13CheckDigit('123')).toThrow();
  });

  it('makes valid, unique, Norwegian-prefixed codes from serials', () => {
    const codes = [1, 2, 99, 12345, 530576, 99_999_999].map((n) => makeEan13(n));
    for (const code of codes) {
      expect(code).toMatch(/^70\d{11}$/);
      expect(isValidEan13(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(() => makeEan13(100_000_000)).toThrow();
  });
});
