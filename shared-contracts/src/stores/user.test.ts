// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../test-support/stores';
import { $isLoggedIn, $termsAccepted, $user, clearUser, setUser } from './user';

beforeEach(() => resetStores());

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
