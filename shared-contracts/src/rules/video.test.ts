import { describe, expect, it } from 'vitest';
import { isLiveDvr } from './video';

describe('isLiveDvr (spec §9)', () => {
  it('needs target duration >= 10 and a DVR tag or a discontinuity', () => {
    expect(isLiveDvr(10, true, false)).toBe(true);
    expect(isLiveDvr(12, false, true)).toBe(true);
    expect(isLiveDvr(10, false, false)).toBe(false);
    expect(isLiveDvr(9.9, true, true)).toBe(false);
  });
});
