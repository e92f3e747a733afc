import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeByName, type RouteDef } from '../routes/route-table';
import { createGuardRegistry, createPollQuestionGuard, type GuardUser } from './guards';
import { GUARD_MESSAGES } from './messages';
import { createRouteLoader, guardRedirectPath, type LoaderDeps } from './route-loader';

function deps(user: GuardUser, previous: string | null = null, answered = false) {
  const alert = vi.fn();
  const ensureUserLoaded = vi.fn(async () => {});
  const d: LoaderDeps = {
    registry: createGuardRegistry(createPollQuestionGuard(async () => answered)),
    getUser: () => user,
    ensureUserLoaded,
    alert,
    previousPath: () => previous,
  };
  return { d, alert, ensureUserLoaded };
}

function args(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`http://shop.test${path}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
}

const route = (name: string) => routeByName(name) as RouteDef;

async function location(result: unknown): Promise<string | null> {
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('route loader', () => {
  it('loads the user on navigations except to / (without blocking unguarded routes)', async () => {
    const { d, ensureUserLoaded } = deps({ loaded: false });
    await createRouteLoader(route('shops'), d)(args('/butikker'));
    expect(ensureUserLoaded).toHaveBeenCalledWith('/butikker');
    ensureUserLoaded.mockClear();
    await createRouteLoader(route('home'), d)(args('/'));
    expect(ensureUserLoaded).not.toHaveBeenCalled();
  });

  it('sends a guest from /user/info to login with AUTH_REQUIRED shown', async () => {
    const { d, alert } = deps({ loaded: false }, '/butikker');
    const result = await createRouteLoader(route('account-info'), d)(args('/user/info'));
    expect(await location(result)).toBe('/login?redirect=%2Fuser%2Finfo');
    expect(alert).toHaveBeenCalledWith({ redirect: 'login', message: GUARD_MESSAGES.authRequired });
  });

  it('sends a customer without accepted terms to accept-terms', async () => {
    const { d, alert } = deps({ loaded: true, terms_conditions: 0 });
    const result = await createRouteLoader(route('user'), d)(args('/user'));
    expect(await location(result)).toBe('/user/accept-terms');
    expect(alert.mock.calls[0]?.[0].message).toBe(GUARD_MESSAGES.termsNotAccepted);
  });

  it('lets a customer with accepted terms in', async () => {
    const { d, alert } = deps({ loaded: true, terms_conditions: 1 });
    expect(await createRouteLoader(route('account-info'), d)(args('/user/info'))).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('always refuses email verification with EMAIL_VERIFIED → user', async () => {
    const { d, alert } = deps({ loaded: true, terms_conditions: 1 });
    const result = await createRouteLoader(
      route('email-verification'),
      d,
    )(args('/user/email-verification'));
    expect(await location(result)).toBe('/user');
    expect(alert.mock.calls[0]?.[0].message).toBe(GUARD_MESSAGES.emailVerified);
  });

  it('sends a logged-in user away from login to user', async () => {
    const { d } = deps({ loaded: true, terms_conditions: 1 });
    expect(await location(await createRouteLoader(route('login'), d)(args('/login')))).toBe(
      '/user',
    );
  });

  it('blocks an answered poll question back to the previous screen, else to user', async () => {
    const user = { loaded: true, terms_conditions: 1 };
    const withPrevious = deps(user, '/user/poll/3', true);
    const params = { pollId: '3', questionId: '7' };
    expect(
      await location(
        await createRouteLoader(route('question'), withPrevious.d)(args('/user/poll/3/7', params)),
      ),
    ).toBe('/user/poll/3');
    expect(withPrevious.alert.mock.calls[0]?.[0].message).toBe('Error: Already answered');
    const direct = deps(user, null, true);
    expect(
      await location(
        await createRouteLoader(route('question'), direct.d)(args('/user/poll/3/7', params)),
      ),
    ).toBe('/user');
  });

  it('performs the redirect routes', async () => {
    const { d } = deps({ loaded: false });
    expect(await location(await createRouteLoader(route('shops-legacy'), d)(args('/shops/')))).toBe(
      '/butikker/',
    );
    expect(
      await location(
        await createRouteLoader(route('article'), d)(args('/article/42', { articleId: '42' })),
      ),
    ).toBe('/product/42');
  });
});

describe('guardRedirectPath', () => {
  it('never redirects to the refused page itself', () => {
    expect(guardRedirectPath({}, '/user', '/user')).toBe('/');
    expect(guardRedirectPath({ redirect: 'user' }, null, '/user')).toBe('/');
  });
});
