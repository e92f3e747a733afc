/**
 * The breadcrumb trail (spec §2 "Navigation behaviour"): kept in session storage (survives a
 * reload, not a new tab), at most 10 crumbs of route name, params, title and scroll position.
 * The trail rules (push, cut back, cap, reset) are shared-contracts'; this module decides when
 * they apply and stores the result.
 */
import { atom } from 'nanostores';
import {
  pushBreadcrumb,
  resetBreadcrumbs,
  setLastBreadcrumbScroll,
  type Breadcrumb,
} from 'shared-contracts';
import type { RouteDef } from '../routes/route-table';

export const BREADCRUMBS_STORAGE_KEY = 'breadcrumbs';

function read(): Breadcrumb[] {
  try {
    const raw = sessionStorage.getItem(BREADCRUMBS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isCrumb) : [];
  } catch {
    return [];
  }
}

function isCrumb(value: unknown): value is Breadcrumb {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.name === 'string' &&
    typeof c.title === 'string' &&
    !!c.params &&
    typeof c.params === 'object'
  );
}

export const $breadcrumbs = atom<Breadcrumb[]>(typeof sessionStorage === 'undefined' ? [] : read());

$breadcrumbs.listen((trail) => {
  try {
    sessionStorage.setItem(BREADCRUMBS_STORAGE_KEY, JSON.stringify(trail));
  } catch {
    // Storage full or blocked (private mode): the trail then lives for this page only.
  }
});

/** Re-reads storage (tests, and a second shell instance in the same tab). */
export function reloadBreadcrumbs(): void {
  $breadcrumbs.set(read());
}

/**
 * The trail after entering `route`: reset on routes flagged for it and on screens without a
 * breadcrumb component, otherwise the new crumb pushed. The page being left keeps its scroll.
 */
export function nextTrail(
  trail: readonly Breadcrumb[],
  route: RouteDef,
  crumb: Breadcrumb,
  leavingScroll: number | null,
): Breadcrumb[] {
  const base = leavingScroll === null ? [...trail] : setLastBreadcrumbScroll(trail, leavingScroll);
  if (route.kind === 'redirect') return base;
  if (route.meta.resetBreadcrumbs)
    return route.meta.breadcrumbs ? pushBreadcrumb(resetBreadcrumbs(), crumb) : resetBreadcrumbs();
  if (!route.meta.breadcrumbs) return resetBreadcrumbs();
  return pushBreadcrumb(base, crumb);
}

export function enterRoute(route: RouteDef, crumb: Breadcrumb, leavingScroll: number | null): void {
  $breadcrumbs.set(nextTrail($breadcrumbs.get(), route, crumb, leavingScroll));
}

/**
 * The page turned out not to exist (its remote reported `page:not-found`): the shell shows its
 * 404 screen, which has no breadcrumb component, so the trail resets as for any such screen
 * instead of keeping a crumb for a page that is not there.
 */
export function leaveTrailForNotFound(name: string): void {
  const last = $breadcrumbs.get().at(-1);
  if (last?.name === name) $breadcrumbs.set(resetBreadcrumbs());
}

/** A page told its own title (product name …): the current crumb shows it. */
export function setCurrentTitle(name: string, title: string): void {
  const trail = $breadcrumbs.get();
  const last = trail[trail.length - 1];
  if (!last || last.name !== name || last.title === title) return;
  $breadcrumbs.set([...trail.slice(0, -1), { ...last, title }]);
}
