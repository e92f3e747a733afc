/**
 * The hiding header (spec §2 "Layout", §9). The rule itself (hide on scroll down, back on scroll
 * up except on the product page, < 3 px ignored, 190/170 px offset) lives in shared-contracts;
 * this is the shell's state around it: which scroll position the next movement is measured from,
 * and two presentation limits.
 */
import { headerHideOffset, nextHeaderHidden, scrollDirection } from 'shared-contracts';

export interface HeaderScrollState {
  /** Scroll position the last counted movement ended at. */
  lastY: number;
  hidden: boolean;
}

export const INITIAL_HEADER_STATE: HeaderScrollState = Object.freeze({ lastY: 0, hidden: false });

export interface HeaderScrollOptions {
  /** Product page: scrolling up does not bring the header back. */
  isProductPage: boolean;
  /** Window width (selects the 190/170 px offset). */
  width: number;
}

export function nextHeaderState(
  prev: HeaderScrollState,
  y: number,
  { isProductPage, width }: HeaderScrollOptions,
): HeaderScrollState {
  // At the very top the header is always shown: with nothing above to scroll back from, a
  // header hidden there (product page) could never be reached again.
  if (y <= 0) return prev.hidden || prev.lastY !== 0 ? { lastY: 0, hidden: false } : prev;
  // Sub-threshold jitter neither hides nor shows, and does not move the reference point, so
  // slow scrolling still adds up to a counted movement.
  if (scrollDirection(prev.lastY, y) === null) return prev;
  let hidden = nextHeaderHidden(prev.hidden, prev.lastY, y, isProductPage);
  // Hiding before the page has scrolled past the header's own height would open an empty band
  // above the content; it hides once the header would be out of view anyway.
  if (hidden && !prev.hidden && y < headerHideOffset(width)) hidden = false;
  return { lastY: y, hidden };
}

/** Vertical translation (px, <= 0) of the header in a given state and window width. */
export function headerTranslate(hidden: boolean, width: number): number {
  return hidden ? -headerHideOffset(width) : 0;
}
