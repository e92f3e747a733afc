/**
 * Scroll on navigation (spec §2 "Navigation behaviour"): a new page starts at the top; going
 * back or forward returns to the position the shopper left, once the page's content has loaded
 * (restoring earlier would hit a half-empty page and land short).
 */
import { atom } from 'nanostores';
import { $navigationId, whenPageLoaded } from './page-status';

const STORAGE_KEY = 'sh-scroll-positions';
/** Remote pages that never report loading still get their position after this long. */
export const RESTORE_TIMEOUT_MS = 4000;
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

export function saveScrollPosition(historyKey: string, y: number): void {
  const positions = readPositions();
  delete positions[historyKey];
  positions[historyKey] = Math.max(0, Math.round(y));
  // Oldest entries first in insertion order: keep the store small.
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Blocked storage: back/forward then starts at the top, which is still correct.
  }
}

export function storedScrollPosition(historyKey: string): number | null {
  const y = readPositions()[historyKey];
  return typeof y === 'number' ? y : null;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * What to do after a navigation: the stored position on back/forward (when there is one), a
 * position given explicitly (breadcrumb link), else the top – except on the document's first
 * page, which the browser has already placed (the top, a #fragment, or wherever the shopper
 * scrolled while the page loaded): null leaves it there. Scrolling there anyway would force a
 * layout of the whole page while it hydrates, or pull a shopper who is already reading back up.
 */
export function scrollTargetFor(
  kind: NavigationKind,
  stored: number | null,
  requested: number | null,
  firstPage = false,
): number | null {
  if (requested !== null) return requested;
  if (kind === 'POP' && stored !== null) return stored;
  return firstPage ? null : 0;
}

/**
 * Where the shell itself last scrolled the window to (a new object per jump, so every jump is
 * told). The hiding header takes such a jump as its new starting point: a restored position is
 * not the shopper scrolling down, and hiding the header for it left a product page (where
 * scrolling up does not bring it back) without a header.
 */
export const $shellScroll = atom<{ y: number }>({ y: 0 });

function shellScrollTo(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
  $shellScroll.set({ y: window.scrollY });
}

/** After loading, how long a restore follows a still-growing page before settling for less. */
export const GROW_TIMEOUT_MS = 3000;

/** Keys that scroll the page: pressing one means the shopper has taken over. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
/** Input that scrolls (wheel, touch, scroll keys, a scrollbar drag starts with mousedown). */
const SHOPPER_INPUT = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * Applies the target: top immediately, a stored position once the page has loaded *and* is tall
 * enough to hold it. Remotes count as loaded when their slot mounts or when they say so, and many
 * render their lists a moment later: scrolling at that instant would be clamped to the short
 * page and land short (usually at 0). So the restore follows the document as it grows, until the
 * position is reached or GROW_TIMEOUT_MS has passed. It gives up as soon as the shopper scrolls
 * on their own or a newer navigation happens. The shopper is detected by input events, not by
 * comparing scroll positions: the page shrinking under the old position also moves scrollY.
 */
export function applyScroll(target: number, navigationId: number): void {
  if (target === 0) {
    shellScrollTo(0);
    return;
  }
  const cleanups: Array<() => void> = [];
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
  };

  const onInput = (event: Event) => {
    if (event.type === 'keydown' && !SCROLL_KEYS.has((event as KeyboardEvent).key)) return;
    finish();
  };
  for (const type of SHOPPER_INPUT) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
    cleanups.push(() => window.removeEventListener(type, onInput, { capture: true }));
  }
  cleanups.push(
    $navigationId.listen((id) => {
      if (id !== navigationId) finish();
    }),
  );

  void whenPageLoaded(navigationId, RESTORE_TIMEOUT_MS).then(() => {
    if (done) return;
    const attempt = () => {
      if (done) return;
      shellScrollTo(target);
      // Not clamped: the page holds the position, nothing more to wait for.
      if (Math.abs(window.scrollY - target) < 1) finish();
    };
    // One frame later, so the content rendered with the load is laid out.
    const frame = requestAnimationFrame(attempt);
    cleanups.push(() => cancelAnimationFrame(frame));
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(() => attempt());
      observer.observe(document.body);
      cleanups.push(() => observer.disconnect());
    }
    const timer = setTimeout(finish, GROW_TIMEOUT_MS);
    cleanups.push(() => clearTimeout(timer));
  });
}
