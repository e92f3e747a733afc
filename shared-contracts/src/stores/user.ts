import { computed } from 'nanostores';
import type { Customer, UserState } from '../schemas/customer';
import { UserStateSchema } from '../schemas/customer';
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
