import { StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AnsweredAtLoadProvider } from '../behaviour/answered-at-load';
import { ensureUserLoaded } from '../guards/user-loader';
import { PlatformProvider, type PlatformState } from '../platform';
import { createRoutes } from './routes';

function app(
  platform: PlatformState,
  router: ReturnType<typeof createBrowserRouter>,
  answeredAtLoad = true,
): ReactElement {
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
 * Takes over the page the server rendered (ADR 0010) instead of rendering it again. The server
 * rendered the route without its loader, so the router starts with the matched routes' loaders
 * counted as done, and what they would have started here is started by hand: the user's loading
 * (the server renders only routes without guards). `answeredAtLoad`: the cookie banner's
 * answered mark as the server saw it.
 */
export function hydrateApp(
  container: HTMLElement,
  platform: PlatformState,
  answeredAtLoad: boolean,
): void {
  const routes: RouteObject[] = createRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData = Object.fromEntries(matches.map((match) => [match.route.id, null]));
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  hydrateRoot(container, app(platform, router, answeredAtLoad));
  // Hydration is synchronous (ADR 0011): from here the server's markup is the live page.
  performance.mark(HYDRATED_MARK);
  void ensureUserLoaded(window.location.pathname);
}
