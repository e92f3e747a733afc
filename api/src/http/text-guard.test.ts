import { describe, expect, it } from 'vitest';
import { holdsInvalidText } from './text-guard';

describe('holdsInvalidText', () => {
  it('passes ordinary Norwegian text, emoji (a surrogate pair) and non-strings', () => {
    expect(holdsInvalidText('Blåbærsyltetøy – 50 %')).toBe(false);
    expect(holdsInvalidText('Sko 👟')).toBe(false);
    expect(holdsInvalidText(42)).toBe(false);
    expect(holdsInvalidText(null)).toBe(false);
    expect(
      holdsInvalidText({ query: 'jakke', filter: { brand: ['Nike', 'Åsnes'] }, take: 24 }),
    ).toBe(false);
  });

  it('finds a NUL character or a lone surrogate, whichever half it is', () => {
    expect(holdsInvalidText('a\u0000b')).toBe(true);
    expect(holdsInvalidText('a\uD83Db')).toBe(true);
    expect(holdsInvalidText('a\uDC5F')).toBe(true);
    expect(holdsInvalidText('\uDC5F\uD83D')).toBe(true);
  });

  it('looks into nested values, arrays and object keys', () => {
    expect(holdsInvalidText({ filter: { brand: ['Nike', 'x\u0000'] } })).toBe(true);
    expect(holdsInvalidText([[['\uD800']]])).toBe(true);
    expect(holdsInvalidText({ ['k\u0000']: 1 })).toBe(true);
  });

  it('stops at a depth no request body reaches', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(holdsInvalidText(deep)).toBe(false);
  });
});
