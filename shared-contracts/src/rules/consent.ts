/**
 * Cookie consent (ekomloven § 2-7b): storage that is not strictly necessary is used only after
 * the visitor chose it. The categories are the customer's cookie_* flags of spec §3, so a
 * logged-in customer's choice lives on the account and follows them between devices.
 */
import { isOn } from './flags';

export const COOKIE_FLAGS = [
  'cookie_default',
  'cookie_ga',
  'cookie_google_tag_manager',
  'cookie_meta_pixel',
] as const;
export type CookieFlag = (typeof COOKIE_FLAGS)[number];
export type CookieChoices = Readonly<Record<CookieFlag, boolean>>;

/** Every category on (true) or off (false): the banner's two equal buttons. */
export function allCookies(on: boolean): CookieChoices {
  return {
    cookie_default: on,
    cookie_ga: on,
    cookie_google_tag_manager: on,
    cookie_meta_pixel: on,
  };
}

export interface CookieConsent {
  readonly choices: CookieChoices;
  /** ISO 8601. */
  readonly decidedAt: string;
  /** The customer the choice was saved for, or null when it was made as a guest. */
  readonly customerId: number | null;
}

/** The customer fields the rule reads (a loaded user). */
export type ConsentCustomer = { readonly id: number } & Partial<
  Readonly<Record<CookieFlag, boolean | number | null>>
>;

export function choicesOf(customer: ConsentCustomer): CookieChoices {
  return {
    cookie_default: isOn(customer.cookie_default),
    cookie_ga: isOn(customer.cookie_ga),
    cookie_google_tag_manager: isOn(customer.cookie_google_tag_manager),
    cookie_meta_pixel: isOn(customer.cookie_meta_pixel),
  };
}

export function sameChoices(a: CookieChoices, b: CookieChoices): boolean {
  return COOKIE_FLAGS.every((flag) => a[flag] === b[flag]);
}

export interface ConsentReconciliation {
  /** What this browser should hold; null = not decided (show the banner). */
  readonly consent: CookieConsent | null;
  /** Save `consent.choices` on the customer (PUT /customers/{id}). */
  readonly push: boolean;
}

/**
 * Brings this browser's choice and the logged-in customer's cookie flags together:
 * - a guest keeps the browser's choice;
 * - a choice made here as a guest (or for another customer) is the newest word of this
 *   visitor: it is saved on the customer who is now logged in (no call when the account
 *   already says the same);
 * - once saved for this customer, the account wins, so a change on «Min side» or on another
 *   device reaches this browser;
 * - without a choice here the banner asks, also when logged in: the account's flags start from
 *   server defaults (cookie_default on), and a default is not a consent.
 */
export function reconcileCookieConsent(
  local: CookieConsent | null,
  customer: ConsentCustomer | null,
): ConsentReconciliation {
  if (!customer || !local) return { consent: local, push: false };
  const server = choicesOf(customer);
  if (local.customerId !== customer.id) {
    return {
      consent: { ...local, customerId: customer.id },
      push: !sameChoices(local.choices, server),
    };
  }
  return sameChoices(local.choices, server)
    ? { consent: local, push: false }
    : { consent: { ...local, choices: server }, push: false };
}

/**
 * A cookie saying the visitor has answered the banner (the answer itself stays in local
 * storage): the server cannot read local storage, but with this it renders the banner into a
 * first visit's page instead of leaving it to appear after the scripts ran (ADR 0010).
 */
export const CONSENT_ANSWERED_COOKIE = 'cookieChoice';

/** Whether a `Cookie` header (or `document.cookie`) holds the answered mark. */
export function hasAnsweredCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${CONSENT_ANSWERED_COOKIE}=1`);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that sets (answered) or removes the mark. */
export function answeredCookie(answered: boolean, secure: boolean): string {
  return [
    `${CONSENT_ANSWERED_COOKIE}=${answered ? '1' : ''}`,
    'Path=/',
    `Max-Age=${answered ? YEAR_SECONDS : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
