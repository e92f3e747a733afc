import { StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AnsweredAtLoadProvider } from '../behaviour/answered-at-load';
import { markRenderedPageLoaded } from '../behaviour/rendered-page';
import { yieldToMain } from '../behaviour/yield-to-main';
import { ensureUserLoaded } from '../guards/user-loader';
import { PlatformProvider, type PlatformState } from '../platform';
import { createRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function app(platform: PlatformState, router: AppRouter, answeredAtLoad = true): ReactElement {
  return (
    <StrictMode>
      <PlatformProvider value={platform}>
        <AnsweredAtLoadProvider value={answeredAtLoad}>
          <RouterProvider router={router} />
        </AnsweredAtLoadProvider>
      </PlatformProvider>
    </StrictMode>
  );
}

/**
 * User Timing mark of the moment the page is the app's own (its links and buttons work): the
 * server's markup hydrated, or the first render in the browser. What the e2e suite and
 * `pnpm bench:web` wait for, instead of a renderer's private marks on the DOM.
 */
export const HYDRATED_MARK = 'shell:hydrated';

/** Renders the shop into `container` once the platform has registered the remotes. */
export function mountApp(container: HTMLElement, platform: PlatformState): void {
  createRoot(container).render(app(platform, createBrowserRouter(createRoutes())));
  performance.mark(HYDRATED_MARK);
}

/**
 * Every route's loader counted as done (null). The router keeps only the matched routes' entries
 * from the first navigation on, so listing them all spares matching the URL a second time (the
 * router matches it itself, and matching compiles every route's pattern).
 */
function loadersDone(routes: readonly RouteObject[], data: Record<string, null> = {}) {
  for (const route of routes) {
    if (route.loader && route.id) data[route.id] = null;
    if (route.children) loadersDone(route.children, data);
  }
  return data;
}

/**
 * The router for a page the server rendered (ADR 0010). The server rendered the route without
 * its loader, so the router starts with the loaders counted as done.
 */
export function createHydrationRouter(): AppRouter {
  const routes: RouteObject[] = createRoutes();
  return createBrowserRouter(routes, { hydrationData: { loaderData: loadersDone(routes) } });
}

/**
 * Takes over the page the server rendered instead of rendering it again, with the router of
 * `createHydrationRouter`. What the routes' loaders would have started here is started by hand:
 * the user's loading (the server renders only routes without guards). `answeredAtLoad`: the
 * cookie banner's answered mark as the server saw it; `pageRendered`: whether the server rendered
 * the route's page with its content (then that page has loaded, as in the server's render).
 */
export function hydrateApp(
  container: HTMLElement,
  platform: PlatformState,
  router: AppRouter,
  { answeredAtLoad, pageRendered }: { answeredAtLoad: boolean; pageRendered: boolean },
): void {
  if (pageRendered) markRenderedPageLoaded();
  hydrateRoot(container, app(platform, router, answeredAtLoad));
  // Hydration is synchronous (ADR 0011): from here the server's markup is the live page.
  performance.mark(HYDRATED_MARK);
  // In a task of its own: the API client's first request is not short work.
  void yieldToMain().then(() => ensureUserLoaded(window.location.pathname));
}
