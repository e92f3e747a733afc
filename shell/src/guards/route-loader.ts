/**
 * Runs a route's navigation rules inside react-router's loader, i.e. before the target screen
 * renders: user loading, then the guards of its meta. A failed guard shows its message as an
 * alert and redirects (named redirect, else previous route, else home).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getUser, showAlert } from '../behaviour/shared-state';
import { pathFor } from '../routes/match';
import type { RouteDef } from '../routes/route-table';
import {
  createGuardRegistry,
  resolveGuardRedirect,
  runGuards,
  type GuardFailure,
  type GuardRegistry,
  type GuardUser,
} from './guards';
import { GUARD_MESSAGES } from './messages';
import { pollQuestionGuard } from './poll-question';
import { ensureUserLoaded } from './user-loader';

/** Path of the page on screen when a navigation starts (null before the first one lands). */
let committedPath: string | null = null;

export function setCommittedPath(path: string): void {
  committedPath = path;
}

export function getCommittedPath(): string | null {
  return committedPath;
}

export interface LoaderDeps {
  registry: GuardRegistry;
  getUser: () => GuardUser;
  ensureUserLoaded: (pathname: string) => Promise<void>;
  alert: (failure: GuardFailure) => void;
  previousPath: () => string | null;
}

function alertFor(failure: GuardFailure): void {
  if (!failure.message) return;
  showAlert({
    type: failure.message === GUARD_MESSAGES.alreadyAnswered ? 'error' : 'warning',
    content: failure.message,
  });
}

const defaultDeps: LoaderDeps = {
  registry: createGuardRegistry(pollQuestionGuard),
  getUser,
  ensureUserLoaded,
  alert: alertFor,
  previousPath: getCommittedPath,
};

/** Where a failure leads, as a path. */
export function guardRedirectPath(
  failure: GuardFailure,
  previous: string | null,
  target: string,
): string {
  const resolved = resolveGuardRedirect(failure, previous, target);
  const path =
    resolved.kind === 'previous' && resolved.path
      ? resolved.path
      : pathFor(resolved.name ?? 'home');
  // Never redirect to the refused page itself.
  if (path === target) return '/';
  // Login learns where the shopper was going, so it can return there afterwards.
  return resolved.kind === 'named' && resolved.name === 'login'
    ? `${path}?redirect=${encodeURIComponent(target)}`
    : path;
}

export function createRouteLoader(def: RouteDef, deps: LoaderDeps = defaultDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (def.kind === 'redirect') return redirect(def.to(params));
    const url = new URL(request.url);
    const userLoad =
      def.kind === 'page' && def.meta.skipUserLoad
        ? Promise.resolve()
        : deps.ensureUserLoaded(url.pathname);
    const guards = def.meta.guards ?? [];
    // Routes without a check render at once; the user arrives in the store when it arrives.
    if (guards.length === 0) return null;
    await userLoad;
    const staticParams = def.kind === 'page' ? def.staticParams : undefined;
    const failure = await runGuards(guards, deps.registry, {
      user: deps.getUser(),
      routeName: def.name,
      params: { ...params, ...staticParams },
    });
    if (!failure) return null;
    deps.alert(failure);
    return redirect(guardRedirectPath(failure, deps.previousPath(), url.pathname + url.search));
  };
}
