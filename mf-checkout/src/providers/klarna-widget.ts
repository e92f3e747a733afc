/**
 * Klarna Payments in the page (external-apis §1.3): the SDK script is injected once, then per
 * parcel `init({ client_token })` → `load(container)` → `authorize()` on the shopper's click.
 * `init` takes one client token at a time, so parcels are paid one after another.
 */

export interface KlarnaLoadResponse {
  readonly show_form: boolean;
  readonly error?: unknown;
}

export interface KlarnaAuthorizeResponse {
  readonly approved: boolean;
  readonly show_form?: boolean;
  readonly authorization_token?: string;
  readonly finalize_required?: boolean;
  readonly error?: unknown;
}

/** The part of `window.Klarna.Payments` the checkout uses. */
export interface KlarnaPaymentsSdk {
  init(options: { client_token: string }): void;
  load(
    options: { container: string; payment_method_category: string },
    data: Record<string, unknown>,
    callback: (response: KlarnaLoadResponse) => void,
  ): void;
  authorize(
    options: { payment_method_category: string },
    data: Record<string, unknown>,
    callback: (response: KlarnaAuthorizeResponse) => void,
  ): void;
}

declare global {
  interface Window {
    Klarna?: { Payments?: KlarnaPaymentsSdk };
  }
}

/** Klarna's address shape (snake case, as the SDK wants it). */
export interface KlarnaAddress {
  readonly given_name: string;
  readonly family_name: string;
  readonly email: string;
  readonly phone: string;
  readonly street_address?: string;
  readonly postal_code?: string;
  readonly city?: string;
  readonly country: 'NO';
}

const SCRIPT_TIMEOUT_MS = 15_000;
const POLL_MS = 50;
const loading = new Map<string, Promise<KlarnaPaymentsSdk>>();

const sdkNow = (): KlarnaPaymentsSdk | undefined => window.Klarna?.Payments;

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The SDK, loading its script once per URL (a failed load may be tried again). The script
 * defines `window.Klarna.Payments` some time after its load event, so it is waited for.
 */
export function loadKlarnaSdk(
  scriptUrl: string,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<KlarnaPaymentsSdk> {
  const ready = sdkNow();
  if (ready) return Promise.resolve(ready);
  if (!isHttpUrl(scriptUrl)) return Promise.reject(new Error('Ugyldig adresse for Klarna'));
  const pending = loading.get(scriptUrl);
  if (pending) return pending;

  const promise = new Promise<KlarnaPaymentsSdk>((resolve, reject) => {
    const started = Date.now();
    let failed = false;
    const existing = [
      ...document.querySelectorAll<HTMLScriptElement>('script[data-chk-klarna]'),
    ].find((s) => s.dataset.chkKlarna === scriptUrl);
    const script = existing ?? document.createElement('script');
    if (!existing) {
      script.src = scriptUrl;
      script.async = true;
      script.dataset.chkKlarna = scriptUrl;
      script.addEventListener('error', () => {
        failed = true;
        script.remove();
      });
      document.head.append(script);
    }
    const poll = () => {
      const sdk = sdkNow();
      if (sdk) resolve(sdk);
      else if (failed) reject(new Error('Klarna kunne ikke lastes'));
      else if (Date.now() - started > timeoutMs) reject(new Error('Klarna svarte ikke i tide'));
      else setTimeout(poll, POLL_MS);
    };
    poll();
  });
  loading.set(scriptUrl, promise);
  promise.catch(() => loading.delete(scriptUrl));
  return promise;
}

/** `init` with the parcel's session, then `load` into the container: resolves with show_form. */
export function klarnaLoad(
  sdk: KlarnaPaymentsSdk,
  options: { clientToken: string; container: string; category: string },
): Promise<KlarnaLoadResponse> {
  return new Promise((resolve, reject) => {
    try {
      sdk.init({ client_token: options.clientToken });
      sdk.load(
        { container: options.container, payment_method_category: options.category },
        {},
        resolve,
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** `authorize` for the loaded session; the shopper answers in Klarna's own dialog. */
export function klarnaAuthorize(
  sdk: KlarnaPaymentsSdk,
  category: string,
  address: KlarnaAddress,
): Promise<KlarnaAuthorizeResponse> {
  return new Promise((resolve, reject) => {
    try {
      sdk.authorize(
        { payment_method_category: category },
        {
          billing_address: address,
          ...(address.street_address ? { shipping_address: address } : {}),
        },
        resolve,
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The shopper's contact details as Klarna's address (name split at the last space). */
export function klarnaAddress(contact: {
  name: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  delivery: boolean;
}): KlarnaAddress {
  const name = contact.name.trim();
  const cut = name.lastIndexOf(' ');
  const given = cut > 0 ? name.slice(0, cut) : name;
  const family = cut > 0 ? name.slice(cut + 1) : '';
  return {
    given_name: given,
    family_name: family,
    email: contact.email,
    phone: contact.phone,
    ...(contact.delivery
      ? { street_address: contact.address, postal_code: contact.postcode, city: contact.city }
      : {}),
    country: 'NO',
  };
}

/** The container id of a parcel's widget (only the parcel being paid has one at a time). */
export const klarnaContainerId = (shopId: number): string => `chk-klarna-${shopId}`;
