import {
  BREAKPOINTS,
  HEADER_HIDE_OFFSET_NARROW,
  HEADER_HIDE_OFFSET_WIDE,
  HEADER_WIDE_MIN_WIDTH,
  MOBILE_MAX_EXCLUSIVE,
  SCROLL_THRESHOLD,
  SMALL_MAX_EXCLUSIVE,
} from '../constants';

/** How far (px) the header moves up when hidden: 190 at width ≥ 1000, else 170. */
export function headerHideOffset(width: number): number {
  return width >= HEADER_WIDE_MIN_WIDTH ? HEADER_HIDE_OFFSET_WIDE : HEADER_HIDE_OFFSET_NARROW;
}

/** Scroll direction between two positions, or null for movements under the 3 px threshold. */
export function scrollDirection(previousY: number, currentY: number): 'up' | 'down' | null {
  const delta = currentY - previousY;
  if (Math.abs(delta) < SCROLL_THRESHOLD) return null;
  return delta > 0 ? 'down' : 'up';
}

/**
 * Whether the header is hidden after a scroll: hides on scrolling down, reappears on scrolling
 * up except on the product page; sub-threshold movements keep the current state.
 */
export function nextHeaderHidden(
  hidden: boolean,
  previousY: number,
  currentY: number,
  isProductPage: boolean,
): boolean {
  const direction = scrollDirection(previousY, currentY);
  if (direction === 'down') return currentY > 0;
  if (direction === 'up') return isProductPage ? hidden : false;
  return hidden;
}

export type Breakpoint = 'small' | 'sm' | 'md' | 'lg' | 'xl';

/** Named width band: small < 640 ≤ sm ≤ 767 < md ≤ 1020 < lg ≤ 1280 < xl. */
export function breakpointFor(width: number): Breakpoint {
  if (width < SMALL_MAX_EXCLUSIVE) return 'small';
  if (width <= BREAKPOINTS.sm) return 'sm';
  if (width <= BREAKPOINTS.md) return 'md';
  if (width <= BREAKPOINTS.lg) return 'lg';
  return 'xl';
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_MAX_EXCLUSIVE;
}

export function isSmallWidth(width: number): boolean {
  return width < SMALL_MAX_EXCLUSIVE;
}
