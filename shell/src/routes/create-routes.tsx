/**
 * The route table as react-router route objects under the shell's root layout. Each route runs
 * its navigation rules (user loading, guards, redirects) in a loader, before it renders; once the
 * composition changed, that loader turns the navigation into a full document load.
 */
import type { RouteObject } from 'react-router';
import { createRouteLoader } from '../guards/route-loader';
import { ShellRoot } from '../layout/ShellRoot';
import { loadDocumentWhenStale } from '../platform';
import { LegacyCategoryRedirect } from './LegacyCategoryRedirect';
import { NotFoundPage } from './NotFoundPage';
import { RoutePage } from './RoutePage';
import { ROUTES, type RouteDef } from './route-table';

/** What a route carries for the layout (`useMatches().handle`). */
export interface RouteHandle {
  def: RouteDef;
}

function element(def: RouteDef) {
  if (def.kind === 'page') return <RoutePage key={def.name} def={def} />;
  if (def.kind === 'shell')
    return def.component === 'legacy-category' ? <LegacyCategoryRedirect /> : <NotFoundPage />;
  return null;
}

/**
 * `loaders: false` is the server render's table (ADR 0010): navigation rules and user loading run
 * in the browser, which hydrates the page with these routes' loaders counted as done.
 */
export function createShellRoutes(
  defs: readonly RouteDef[] = ROUTES,
  options: { loaders?: boolean } = {},
): RouteObject[] {
  return [
    {
      id: 'shell-root',
      element: <ShellRoot />,
      // Only while the very first loader runs (a guarded route waiting for the user).
      hydrateFallbackElement: (
        <p className="sh-boot" role="status">
          Laster …
        </p>
      ),
      children: defs.map((def) => ({
        id: def.name ?? def.path,
        path: def.path,
        ...(options.loaders === false
          ? {}
          : { loader: loadDocumentWhenStale(createRouteLoader(def)) }),
        element: element(def),
        handle: { def } satisfies RouteHandle,
      })),
    },
  ];
}
