// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../events/bus';
import { resetStores } from '../test-support/stores';
import { $favourites } from './favourites';
import {
  $isLoggedIn,
  $termsAccepted,
  $user,
  clearUser,
  logout,
  setUser,
  userDeleted,
  userLoggedIn,
  userLoggedOut,
  userRegistered,
} from './user';

beforeEach(() => resetStores());

const subscriptions: Array<() => void> = [];
afterEach(() => {
  subscriptions.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

/** Records every `auth:changed` payload emitted during a test. */
function authEvents(): Array<{ loggedIn: boolean }> {
  const seen: Array<{ loggedIn: boolean }> = [];
  subscriptions.push(on('auth:changed', (payload) => seen.push(payload)));
  return seen;
}

const customer = {
  id: 5,
  firstname: 'Kari',
  surname: 'Nordmann',
  email: 'kari@example.no',
  verified: true,
  terms_conditions: 1 as const,
};

describe('user store (spec §4 Auth state)', () => {
  it('starts as {loaded:false, verified:false}', () => {
    expect($user.get()).toEqual({ loaded: false, verified: false });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('becomes loaded when a customer is set, persisted under `user`', () => {
    setUser({ ...customer, phone: null } as Parameters<typeof setUser>[0]);
    expect($user.get()).toMatchObject({ id: 5, loaded: true, verified: true });
    expect($isLoggedIn.get()).toBe(true);
    expect($termsAccepted.get()).toBe(true);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 5, loaded: true });
  });

  it('clearing goes back to the initial state', () => {
    setUser(customer as Parameters<typeof setUser>[0]);
    clearUser();
    expect($user.get()).toEqual({ loaded: false, verified: false });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      loaded: false,
      verified: false,
    });
  });

  it('is restored from local storage on start', async () => {
    localStorage.setItem('user', JSON.stringify({ ...customer, loaded: true }));
    vi.resetModules();
    const fresh = await import('./user');
    expect(fresh.$user.get()).toMatchObject({ id: 5, loaded: true });
  });
});

describe('auth transitions (spec §4)', () => {
  beforeEach(() => {
    // The shared client sends the page's CSRF token (spec §7).
    if (!document.head.querySelector('meta[name="csrf-token"]')) {
      const meta = document.createElement('meta');
      meta.name = 'csrf-token';
      meta.content = 'test-token';
      document.head.append(meta);
    }
  });

  const asCustomer = customer as Parameters<typeof setUser>[0];

  it('a login loads the user, resets the favourites and emits auth:changed', () => {
    const events = authEvents();
    $favourites.set([101, 202]);
    userLoggedIn(asCustomer);
    expect($user.get()).toMatchObject({ id: 5, loaded: true });
    expect($favourites.get()).toEqual([]);
    expect(events).toEqual([{ loggedIn: true }]);
  });

  it('a registration loads the user and keeps the favourites', () => {
    const events = authEvents();
    $favourites.set([101]);
    userRegistered(asCustomer);
    expect($isLoggedIn.get()).toBe(true);
    expect($favourites.get()).toEqual([101]);
    expect(events).toEqual([{ loggedIn: true }]);
  });

  it('a logout clears the user and emits auth:changed', () => {
    setUser(asCustomer);
    const events = authEvents();
    userLoggedOut();
    expect($user.get()).toEqual({ loaded: false, verified: false });
    expect(events).toEqual([{ loggedIn: false }]);
  });

  it('an account deletion clears the user and resets the favourites', () => {
    setUser(asCustomer);
    $favourites.set([7]);
    const events = authEvents();
    userDeleted();
    expect($isLoggedIn.get()).toBe(false);
    expect($favourites.get()).toEqual([]);
    expect(events).toEqual([{ loggedIn: false }]);
  });

  it('logout posts /customers/logout and clears the user', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    setUser(asCustomer);
    const events = authEvents();
    await expect(logout()).resolves.toBe(true);
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/customers/logout');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('X-CSRF-TOKEN')).toBe('test-token');
    expect($user.get().loaded).toBe(false);
    expect(events).toEqual([{ loggedIn: false }]);
  });

  it('logout clears the user even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    setUser(asCustomer);
    await expect(logout()).resolves.toBe(false);
    expect($isLoggedIn.get()).toBe(false);
  });
});
