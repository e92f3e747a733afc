import { computed } from 'nanostores';
import { getApiClient } from '../api/client';
import { emit } from '../events/bus';
import type { Customer, UserState } from '../schemas/customer';
import { UserStateSchema } from '../schemas/customer';
import { resetFavourites } from './favourites';
import { persistedJson } from './persisted';
import { STORAGE_KEYS } from './storage-keys';

/** The user before anything is known: not loaded, not verified (spec §4 "Auth state"). */
export const createInitialUser = (): UserState => ({ loaded: false, verified: false });

/**
 * The current user, persisted under `user`. When another tab changes it and its `loaded` flag
 * differs from this tab's (a login or logout elsewhere), this tab reloads instead of patching
 * state, because every remote's data may depend on who is logged in.
 */
export const $user = persistedJson(STORAGE_KEYS.user, UserStateSchema, createInitialUser, {
  onExternalChange(next, { reload }) {
    if (next.loaded !== $user.get().loaded) reload();
    else $user.set(next);
  },
});

/** Logged in = a customer has been loaded. */
export const $isLoggedIn = computed($user, (user) => user.loaded && user.id !== undefined);

/** Terms accepted (`terms_conditions` 1); the /user guards read it. */
export const $termsAccepted = computed($user, (user) => user.terms_conditions === 1);

/** After login, registration, fetch or update: the user becomes loaded. */
export function setUser(customer: Customer): void {
  $user.set({ ...customer, loaded: true, verified: customer.verified });
}

/** Logout, a 401 or a 404 clears the user. */
export function clearUser(): void {
  $user.set(createInitialUser());
}

/*
 * The transitions of spec §4 "Auth state" as one call each, so the shell and every remote apply
 * the same rules in the same order. Reloading the page (or reopening the cart after a login from
 * it) stays with the caller: only the caller knows where the shopper should land.
 */

/** After a login (password or one-time code): loaded, favourites reset, `auth:changed`. */
export function userLoggedIn(customer: Customer): void {
  setUser(customer);
  resetFavourites();
  emit('auth:changed', { loggedIn: true });
}

/** After a registration: loaded (the session is logged in), `auth:changed`. */
export function userRegistered(customer: Customer): void {
  setUser(customer);
  emit('auth:changed', { loggedIn: true });
}

/** After a logout, or an answer saying this session's user is gone or another one (401/404). */
export function userLoggedOut(): void {
  clearUser();
  emit('auth:changed', { loggedIn: false });
}

/** After the account was deleted: cleared, favourites reset, `auth:changed` (then reload). */
export function userDeleted(): void {
  clearUser();
  resetFavourites();
  emit('auth:changed', { loggedIn: false });
}

/**
 * POST /customers/logout (204, no body), then the local logout whatever the answer: the shopper
 * asked to be logged out, and a stale local user must not outlive a server that says otherwise.
 * Resolves whether the server confirmed it; never throws. The caller reloads the page (spec §4).
 */
export async function logout(): Promise<boolean> {
  let ok: boolean;
  try {
    await getApiClient().post('customers/logout');
    ok = true;
  } catch {
    ok = false;
  }
  userLoggedOut();
  return ok;
}
