import { BREADCRUMB_MAX } from '../constants';
import type { Breadcrumb } from '../schemas/breadcrumb';

function sameTarget(a: Breadcrumb, b: Breadcrumb): boolean {
  const keys = new Set([...Object.keys(a.params), ...Object.keys(b.params)]);
  return a.name === b.name && [...keys].every((key) => a.params[key] === b.params[key]);
}

/**
 * Adds a crumb for the page being entered. Returning to a page already in the trail cuts the
 * trail back to it (so the trail never loops); the oldest crumbs fall off beyond BREADCRUMB_MAX.
 */
export function pushBreadcrumb(
  trail: readonly Breadcrumb[],
  crumb: Breadcrumb,
  max: number = BREADCRUMB_MAX,
): Breadcrumb[] {
  const existing = trail.findIndex((item) => sameTarget(item, crumb));
  const base = existing === -1 ? [...trail] : trail.slice(0, existing);
  const next = [...base, crumb];
  return next.slice(Math.max(0, next.length - max));
}

/** Remembers the scroll position of the current (last) page before leaving it. */
export function setLastBreadcrumbScroll(
  trail: readonly Breadcrumb[],
  scroll: number,
): Breadcrumb[] {
  if (trail.length === 0) return [];
  const last = trail[trail.length - 1] as Breadcrumb;
  return [...trail.slice(0, -1), { ...last, scroll: Math.max(0, scroll) }];
}

/** Routes flagged for it (e.g. blog category list), or screens without breadcrumbs, reset. */
export function resetBreadcrumbs(): Breadcrumb[] {
  return [];
}
