/**
 * What happens around every navigation (spec §2 "Navigation behaviour" and "Layout"): menus
 * close, the breadcrumb trail is updated, the document title set, scroll goes to the top or
 * back to the stored position once loading finishes, and remote load signals are collected.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { closeMenus, on, slugify } from 'shared-contracts';
import { hasServerData } from 'tooling/server-data';
import { setCommittedPath } from '../guards/route-loader';
import { fetchCategories } from '../layout/api';
import { documentTitle, type RouteParams } from '../routes/match';
import type { RouteDef } from '../routes/route-table';
import { categoryTitle, initialTitle } from '../routes/titles';
import { enterRoute, leaveTrailForNotFound, setCurrentTitle } from './breadcrumbs';
import { $navigationId, $notFoundNavigation, markPageLoaded, startNavigation } from './page-status';
import {
  applyScroll,
  saveScrollPosition,
  scrollTargetFor,
  storedScrollPosition,
} from './scroll-restoration';

/** Explicit scroll target a link may put in the history state (breadcrumb links do). */
function requestedScroll(state: unknown): number | null {
  if (state && typeof state === 'object' && 'scrollTo' in state) {
    const y = (state as { scrollTo: unknown }).scrollTo;
    return typeof y === 'number' && y >= 0 ? y : null;
  }
  return null;
}

export function useNavigationEffects(route: RouteDef | null, params: RouteParams): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Scroll position of the history entry on screen (null until it is scrolled). The entry is
  // switched synchronously in the navigation's layout effect, before the new page is scrolled:
  // scroll events arrive a frame late, so the jump to the top of the new page must never be
  // booked on the entry being left (that overwrote its stored position with 0, and back then
  // went to the top).
  const position = useRef<{ key: string; y: number | null }>({ key: location.key, y: null });
  const routeRef = useRef(route);
  routeRef.current = route;
  const paramsKey = JSON.stringify(params);

  // Browser restoration would jump before the remote has rendered; the shell does it instead.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Layout effect: runs before paint, so a closing menu or the scroll jump never flashes.
  useLayoutEffect(() => {
    const navigationId = startNavigation();
    const left = position.current;
    const leftScroll = left.key === location.key ? null : left.y;
    if (leftScroll !== null) saveScrollPosition(left.key, leftScroll);
    position.current = { key: location.key, y: null };
    setCommittedPath(location.pathname + location.search);
    // Spec: "A route change closes menus". Not the cart: a login started from the cart reopens it
    // (spec §4) around its own navigation, and the cart's own links close it themselves.
    closeMenus();
    const current = routeRef.current;
    const currentParams = JSON.parse(paramsKey) as RouteParams;
    if (current && current.kind !== 'redirect') {
      enterRoute(
        current,
        {
          name: current.name,
          params: currentParams,
          title: initialTitle(current, currentParams),
          scroll: 0,
        },
        leftScroll,
      );
      document.title = documentTitle(current);
      // A page the server rendered has the category's name in its title already, and its listing
      // tells it (page:loaded) as it hydrates: its categories are not read a second time.
      if (current.name === 'category' && !(navigationId === 1 && hasServerData())) {
        // The listing's real name (with æøå) from the categories the menu loads anyway.
        void fetchCategories()
          .then((categories) => {
            const title = categoryTitle(categories, currentParams, slugify);
            if (title && $navigationId.get() === navigationId) {
              setCurrentTitle('category', title);
              document.title = documentTitle(current, title);
            }
          })
          .catch(() => undefined);
      }
    }
    // The link that was activated is usually gone with the old page; keyboard and screen-reader
    // users then continue from the new content instead of the top of the document.
    if (
      navigationId > 1 &&
      (document.activeElement === document.body || document.activeElement === null)
    ) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    const target = scrollTargetFor(
      navigationType,
      storedScrollPosition(location.key),
      requestedScroll(location.state),
      navigationId === 1,
    );
    if (target !== null) applyScroll(target, navigationId);
    // Keyed on location.key alone: it identifies the history entry, the rest belongs to it.
  }, [location.key]);

  // Remember where the shopper is on the entry on screen, for back/forward and the breadcrumb.
  // Written to storage when the entry is left (layout effect above) or the page unloads. Reading
  // scrollY in a scroll handler costs no layout: the browser has just computed it.
  useEffect(() => {
    const onScroll = () => {
      position.current.y = window.scrollY;
    };
    const persist = () => {
      const { key, y } = position.current;
      if (y !== null) saveScrollPosition(key, y);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  // Load signals from the remotes: only the current route's count.
  useEffect(() => {
    const offLoaded = on('page:loaded', ({ routeName, title }) => {
      const current = routeRef.current;
      if (!current || current.name !== routeName) return;
      markPageLoaded();
      if (title) {
        setCurrentTitle(routeName, title);
        document.title = documentTitle(current, title);
      }
    });
    const offNotFound = on('page:not-found', ({ routeName }) => {
      if (routeRef.current?.name !== routeName) return;
      $notFoundNavigation.set($navigationId.get());
      leaveTrailForNotFound(routeName);
      markPageLoaded();
    });
    return () => {
      offLoaded();
      offNotFound();
    };
  }, []);
}
