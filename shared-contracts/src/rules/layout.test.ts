import { describe, expect, it } from 'vitest';
import {
  breakpointFor,
  headerHideOffset,
  isMobileWidth,
  isSmallWidth,
  nextHeaderHidden,
  scrollDirection,
} from './layout';

describe('header (spec §2 Layout, §9)', () => {
  it('moves up 190 px at width >= 1000, otherwise 170 px', () => {
    expect(headerHideOffset(1000)).toBe(190);
    expect(headerHideOffset(1440)).toBe(190);
    expect(headerHideOffset(999)).toBe(170);
  });

  it('ignores movements under 3 px', () => {
    expect(scrollDirection(100, 102)).toBeNull();
    expect(scrollDirection(100, 98)).toBeNull();
    expect(scrollDirection(100, 103)).toBe('down');
    expect(scrollDirection(100, 97)).toBe('up');
  });

  it('hides on scroll down and reappears on scroll up except on the product page', () => {
    expect(nextHeaderHidden(false, 100, 200, false)).toBe(true);
    expect(nextHeaderHidden(true, 200, 100, false)).toBe(false);
    expect(nextHeaderHidden(true, 200, 100, true)).toBe(true);
    expect(nextHeaderHidden(true, 200, 199, false)).toBe(true);
  });
});

describe('breakpoints (767/1020/1280; mobile < 1020; small < 640)', () => {
  it('classifies widths', () => {
    expect(isMobileWidth(1019)).toBe(true);
    expect(isMobileWidth(1020)).toBe(false);
    expect(isSmallWidth(639)).toBe(true);
    expect(isSmallWidth(640)).toBe(false);
    expect([320, 700, 900, 1200, 1600].map(breakpointFor)).toEqual([
      'small',
      'sm',
      'md',
      'lg',
      'xl',
    ]);
  });
});
