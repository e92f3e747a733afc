/**
 * Scroll on navigation (spec §2 "Navigation behaviour"): a new page starts at the top; going
 * back or forward returns to the position the shopper left, once the page's content has loaded
 * (restoring earlier would hit a half-empty page and land short).
 */
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
 * position given explicitly (breadcrumb link), else the top.
 */
export function scrollTargetFor(
  kind: NavigationKind,
  stored: number | null,
  requested: number | null,
): number {
  if (requested !== null) return requested;
  if (kind === 'POP' && stored !== null) return stored;
  return 0;
}

/**
 * Applies the target: top immediately, a stored position once the page has loaded (and only if
 * the shopper has not started scrolling in the meantime, and no newer navigation happened).
 */
export function applyScroll(target: number, navigationId: number): void {
  if (target === 0) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return;
  }
  const startY = window.scrollY;
  void whenPageLoaded(navigationId, RESTORE_TIMEOUT_MS).then(() => {
    if ($navigationId.get() !== navigationId) return;
    if (Math.abs(window.scrollY - startY) > 3) return;
    // One frame later, so the content rendered with the load is laid out.
    requestAnimationFrame(() => window.scrollTo({ top: target, left: 0, behavior: 'instant' }));
  });
}
