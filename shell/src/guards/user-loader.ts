/**
 * User loading on navigation (spec §2 "Navigation behaviour", §4 "Auth state"): on every
 * navigation except to '/', the current customer is fetched once if none is loaded. 204 (no
 * session), 404 and any failure all mean "no active user" and are only logged (spec §8).
 */
import { fetchCurrentCustomer, getUser, setLoadedUser } from '../behaviour/shared-state';

let inFlight: Promise<void> | null = null;

export const NO_ACTIVE_USER_LOG = 'Ingen aktiv bruker';

export function shouldLoadUser(pathname: string, loaded: boolean): boolean {
  return pathname !== '/' && !loaded;
}

/** Loads the user if needed for a navigation to `pathname`; concurrent calls share one request. */
export function ensureUserLoaded(pathname: string): Promise<void> {
  if (!shouldLoadUser(pathname, getUser().loaded)) return Promise.resolve();
  inFlight ??= fetchCurrentCustomer()
    .then((customer) => {
      if (customer) setLoadedUser(customer);
      else console.info(NO_ACTIVE_USER_LOG);
    })
    .catch((error: unknown) => {
      console.info(NO_ACTIVE_USER_LOG, error instanceof Error ? error.message : error);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
