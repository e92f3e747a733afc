import { computed } from 'nanostores';
import * as v from 'valibot';
import { apiSend } from '../api/client';
import {
  answeredCookie,
  COOKIE_FLAGS,
  reconcileCookieConsent,
  type CookieChoices,
  type CookieConsent,
  type CookieFlag,
} from '../rules/consent';
import { CustomerSchema } from '../schemas/customer';
import { persistedJson } from './persisted';
import { STORAGE_KEYS } from './storage-keys';
import { $user, setUser } from './user';

const CookieChoicesSchema = v.object(
  Object.fromEntries(COOKIE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<
    CookieFlag,
    v.BooleanSchema<undefined>
  >,
);

const CookieConsentSchema = v.object({
  choices: CookieChoicesSchema,
  decidedAt: v.string(),
  customerId: v.nullable(v.number()),
});

/**
 * This browser's cookie choice, null until the visitor answered the banner. Storing the answer
 * is itself necessary (otherwise the banner would ask on every page), so it needs no consent.
 */
export const $cookieConsent = persistedJson(
  STORAGE_KEYS.cookieConsent,
  v.nullable(CookieConsentSchema),
  (): CookieConsent | null => null,
);

/** Whether the banner should ask. */
export const $cookieConsentPending = computed($cookieConsent, (consent) => consent === null);

/** Whether the visitor allowed one category (false until they answered). */
export function hasCookieConsent(flag: CookieFlag): boolean {
  return $cookieConsent.get()?.choices[flag] === true;
}

function loggedInCustomerId(): number | null {
  const user = $user.get();
  return user.loaded && user.id !== undefined ? user.id : null;
}

let pushing: Promise<boolean> | null = null;

/**
 * Saves this browser's choice on the logged-in customer. Only a confirmed save marks the choice
 * as the customer's; until then it stays a guest choice, so the next user change tries again
 * instead of letting the account's older flags overwrite it.
 */
function pushToCustomer(customerId: number): Promise<boolean> {
  if (pushing) return pushing;
  const consent = $cookieConsent.get();
  if (!consent) return Promise.resolve(false);
  pushing = apiSend('PUT', `/customers/${customerId}`, { ...consent.choices }, CustomerSchema)
    .then((result) => {
      if (!result.ok) {
        console.error('[consent] could not save the cookie choice on the account', result.error);
        return false;
      }
      const current = $cookieConsent.get();
      if (current && loggedInCustomerId() === customerId) {
        $cookieConsent.set({ ...current, customerId });
        setUser(result.data);
      }
      return true;
    })
    .finally(() => {
      pushing = null;
    });
  return pushing;
}

/**
 * The visitor's answer (banner, /cookies page): stored in this browser at once, and on the
 * customer when someone is logged in. Resolves whether the account got it too (true for guests).
 */
export function decideCookies(choices: CookieChoices): Promise<boolean> {
  $cookieConsent.set({
    choices: { ...choices },
    decidedAt: new Date().toISOString(),
    customerId: null,
  });
  const customerId = loggedInCustomerId();
  return customerId === null ? Promise.resolve(true) : pushToCustomer(customerId);
}

/**
 * Keeps this browser's choice and the logged-in customer's cookie flags together (rule
 * `reconcileCookieConsent`) whenever the user changes: login, logout, a save on «Min side»;
 * and the cookie that tells the server whether the visitor has answered.
 * Call once at start-up (the shell does); returns a function that stops it.
 */
export function startConsentSync(): () => void {
  const stopUser = $user.subscribe((user) => {
    const customer = user.loaded && user.id !== undefined ? { ...user, id: user.id } : null;
    const { consent, push } = reconcileCookieConsent($cookieConsent.get(), customer);
    if (push && customer) void pushToCustomer(customer.id);
    else if (consent !== $cookieConsent.get()) $cookieConsent.set(consent);
  });
  // The server renders the banner from this mark (rule `answeredCookie`); kept from the store.
  const stopMark = $cookieConsent.subscribe((consent) => {
    if (typeof document === 'undefined') return;
    document.cookie = answeredCookie(consent !== null, location.protocol === 'https:');
  });
  return () => {
    stopUser();
    stopMark();
  };
}
