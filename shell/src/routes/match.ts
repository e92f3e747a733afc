/**
 * Matching and path building over the route table, with react-router's own matcher so the unit
 * tests exercise exactly the ranking the running router uses.
 */
import { generatePath, matchRoutes } from 'react-router';
import { ROUTES, routeByName, type RouteDef } from './route-table';
import { SITE_TITLE } from './site';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMatchResult {
  route: RouteDef;
  params: RouteParams;
}

const matchable = ROUTES.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string): RouteMatchResult | null {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  return { route: last.route.route, params: last.params };
}

/** Path of a named route; unknown names fall back to home so a redirect never dead-ends. */
export function pathFor(name: string, params: RouteParams = {}): string {
  const route = routeByName(name);
  if (!route || route.path === '*') return '/';
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') clean[k] = v;
  try {
    return generatePath(route.path, clean);
  } catch {
    // A required param is missing: the route cannot be built, home is the safe answer.
    return '/';
  }
}

/** Document title: the route title before the default 'Bare lave priser' + chain name. */
export function documentTitle(route: RouteDef | null | undefined, pageTitle?: string): string {
  const own = pageTitle ?? (route && route.kind !== 'redirect' ? route.title : undefined);
  return own ? `${own} | ${SITE_TITLE}` : SITE_TITLE;
}
