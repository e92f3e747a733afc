/**
 * Whether the current page's content has loaded, and whether any page has yet. The footer waits
 * for the first (spec: "Footer, shown after the first page child has loaded"), scroll restoration
 * for the current one. A page counts as loaded when its remote says so (`page:loaded`) or, for
 * remotes that never say, when its slot has mounted.
 */
import { atom } from 'nanostores';

/** Bumped on every navigation; a load signal for an older navigation is ignored. */
export const $navigationId = atom(0);
/** Navigation id whose page has finished loading (-1: none yet). */
export const $loadedNavigation = atom(-1);
export const $firstPageLoaded = atom(false);

export function startNavigation(): number {
  const id = $navigationId.get() + 1;
  $navigationId.set(id);
  return id;
}

export function markPageLoaded(navigationId = $navigationId.get()): void {
  if (navigationId !== $navigationId.get()) return;
  $loadedNavigation.set(navigationId);
  if (!$firstPageLoaded.get()) $firstPageLoaded.set(true);
}

/** Resolves when the page of `navigationId` has loaded, or after `timeoutMs` at the latest. */
export function whenPageLoaded(navigationId: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ($loadedNavigation.get() >= navigationId) return resolve();
    const timer = setTimeout(done, timeoutMs);
    const unbind = $loadedNavigation.listen((id) => {
      if (id >= navigationId) done();
    });
    function done() {
      clearTimeout(timer);
      unbind();
      resolve();
    }
  });
}

/** Navigation id whose page reported "not found" (the shell then shows its 404 page). */
export const $notFoundNavigation = atom(-1);
