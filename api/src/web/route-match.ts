/**
 * Which route of the shell's table a page URL shows, decided on the server before any script runs
 * (for the HTML's preload hints). Same ranking as react-router's `matchRoutes`, which the shell
 * uses in the browser: optional segments are expanded into every variant, each variant is scored
 * (static segment 10, `:param` 3, empty 1, a splat -2, plus the segment count) and the highest
 * score wins, ties in table order. Static segments match case-insensitively, as in the router.
 */

/** A route as the shell build writes it to routes.json: remote pages carry remote and page. */
export interface TableRoute {
  path: string;
  remote?: string;
  page?: string;
}

interface Branch {
  segments: string[];
  score: number;
  order: number;
  route: TableRoute;
}

const PARAM = /^:[\w-]+$/;

/** `/a/:b?/:c?` → `/a`, `/a/:b`, `/a/:b/:c` (react-router's explodeOptionalSegments). */
export function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  let variants: string[][] = [[]];
  for (const segment of segments) {
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    variants = optional
      ? [...variants, ...variants.map((v) => [...v, bare])]
      : variants.map((v) => [...v, bare]);
  }
  return variants.map((v) => `/${v.join('/')}`);
}

function score(segments: readonly string[]): number {
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function segmentMatches(pattern: string, actual: string): boolean {
  if (PARAM.test(pattern)) return actual.length > 0;
  return pattern.toLowerCase() === actual.toLowerCase();
}

/** The params of a matching branch (`{ articleId: '12' }`), or null when it does not match. */
function branchParams(branch: Branch, parts: readonly string[]): Record<string, string> | null {
  const { segments } = branch;
  const splat = segments[segments.length - 1] === '*';
  const fixed = splat ? segments.slice(0, -1) : segments;
  if (splat ? parts.length < fixed.length : parts.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [i, pattern] of fixed.entries()) {
    const actual = parts[i] ?? '';
    if (!segmentMatches(pattern, actual)) return null;
    if (PARAM.test(pattern)) params[pattern.slice(1)] = actual;
  }
  return params;
}

export interface RouteMatch {
  route: TableRoute;
  params: Readonly<Record<string, string>>;
}

/** Ranks a table once; `match` then answers per request. */
export class RouteMatcher {
  private readonly branches: Branch[];

  constructor(routes: readonly TableRoute[]) {
    this.branches = routes
      .flatMap((route, order) =>
        explodeOptionalSegments(route.path).map((path) => {
          const segments = path.split('/').filter(Boolean);
          return { segments, score: score(segments), order, route };
        }),
      )
      .sort((a, b) => b.score - a.score || a.order - b.order);
  }

  match(pathname: string): RouteMatch | null {
    let parts: string[];
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return null; // a malformed escape matches no route (the shell shows its 404)
    }
    for (const branch of this.branches) {
      const params = branchParams(branch, parts);
      if (params) return { route: branch.route, params };
    }
    return null;
  }
}
