import { describe, expect, it } from 'vitest';
import {
  headerTranslate,
  INITIAL_HEADER_STATE,
  nextHeaderState,
  type HeaderScrollState,
} from './header-scroll';

const wide = { isProductPage: false, width: 1280 };
const narrow = { isProductPage: false, width: 800 };
const product = { isProductPage: true, width: 1280 };

function scroll(
  positions: number[],
  options = wide,
  start: HeaderScrollState = INITIAL_HEADER_STATE,
): HeaderScrollState {
  return positions.reduce((state, y) => nextHeaderState(state, y, options), start);
}

describe('hiding header', () => {
  it('hides on scroll down past the header and shows on scroll up', () => {
    const down = scroll([400]);
    expect(down.hidden).toBe(true);
    expect(scroll([400, 390]).hidden).toBe(false);
  });

  it('ignores movements under 3 px, without moving the reference point', () => {
    const hidden = scroll([400]);
    expect(nextHeaderState(hidden, 398, wide)).toBe(hidden);
    // 2 px + 2 px upwards add up to a counted 4 px movement.
    expect(scroll([398, 396], wide, hidden).hidden).toBe(false);
    const shown = scroll([400, 300]);
    expect(nextHeaderState(shown, 302, wide)).toBe(shown);
    expect(nextHeaderState(shown, 303, wide).hidden).toBe(true);
  });

  it('moves up 190 px at width >= 1000 and 170 px below', () => {
    expect(headerTranslate(true, 1000)).toBe(-190);
    expect(headerTranslate(true, 1280)).toBe(-190);
    expect(headerTranslate(true, 999)).toBe(-170);
    expect(headerTranslate(true, 375)).toBe(-170);
    expect(headerTranslate(false, 375)).toBe(0);
  });

  it('does not hide before the page has scrolled past the header itself', () => {
    expect(scroll([100]).hidden).toBe(false);
    expect(scroll([180], wide).hidden).toBe(false);
    expect(scroll([180], narrow).hidden).toBe(true);
  });

  it('stays hidden on scroll up on the product page', () => {
    expect(scroll([800, 500, 300], product).hidden).toBe(true);
  });

  it('always shows at the very top (also on the product page)', () => {
    expect(scroll([800, 0], product).hidden).toBe(false);
  });
});
