// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCookies, hasAnsweredCookie } from '../rules/consent';
import { resetStores } from '../test-support/stores';
import {
  $cookieConsent,
  $cookieConsentPending,
  decideCookies,
  hasCookieConsent,
  startConsentSync,
} from './consent';
import { $knownAddresses, $position, rememberAddress, setPosition } from './position';
import { $user, setUser } from './user';

function stubPut(answer: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (input: Request) =>
    answer((await input.json()) as Record<string, unknown>),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 't';
  document.head.append(meta);
  resetStores();
  $cookieConsent.set(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('cookie consent', () => {
  it('is pending until the visitor answers; a guest answer stays in this browser', async () => {
    expect($cookieConsentPending.get()).toBe(true);
    expect(await decideCookies(allCookies(false))).toBe(true);
    expect($cookieConsentPending.get()).toBe(false);
    expect(hasCookieConsent('cookie_ga')).toBe(false);
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({
      choices: allCookies(false),
      customerId: null,
    });
  });

  it('a logged-in answer is saved on the customer (PUT /customers/{id} with the cookie flags)', async () => {
    setUser({ id: 7, terms_conditions: 1, verified: true } as Parameters<typeof setUser>[0]);
    const fetchMock = stubPut(
      (body) =>
        new Response(JSON.stringify({ id: 7, terms_conditions: 1, verified: true, ...body }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await decideCookies(allCookies(true))).toBe(true);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/v1/customers/7');
    expect($cookieConsent.get()?.customerId).toBe(7);
    expect($user.get().cookie_meta_pixel).toBe(true);
  });

  it('a guest choice is pushed to the account at login', async () => {
    await decideCookies(allCookies(true));
    const fetchMock = stubPut(
      (body) =>
        new Response(JSON.stringify({ id: 9, terms_conditions: 1, verified: true, ...body }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const stop = startConsentSync();
    setUser({ id: 9, terms_conditions: 1, verified: true } as Parameters<typeof setUser>[0]);
    await vi.waitFor(() => expect($cookieConsent.get()?.customerId).toBe(9));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the answered mark for the server', () => {
  it('follows the answer: set when the visitor answers, removed when the answer is gone', async () => {
    const stop = startConsentSync();
    expect(hasAnsweredCookie(document.cookie)).toBe(false);
    await decideCookies(allCookies(false));
    expect(hasAnsweredCookie(document.cookie)).toBe(true);
    $cookieConsent.set(null);
    expect(hasAnsweredCookie(document.cookie)).toBe(false);
    stop();
  });
});

describe('remembered position and addresses', () => {
  it('are stored only with the cookie_default consent and removed when it is withdrawn', async () => {
    setPosition({ lat: 59.91, lon: 10.75, source: 'postcode', postcode: '0150' });
    rememberAddress({
      query: ' 0150 ',
      label: '0150 OSLO',
      lat: 59.91,
      lon: 10.75,
      postcode: '0150',
    });
    expect(localStorage.getItem('position')).toBeNull();
    expect(localStorage.getItem('knownAddresses')).toBeNull();

    await decideCookies({ ...allCookies(false), cookie_default: true });
    expect(JSON.parse(localStorage.getItem('position') ?? 'null')).toMatchObject({
      postcode: '0150',
    });
    expect(JSON.parse(localStorage.getItem('knownAddresses') ?? '[]')).toEqual([
      { query: '0150', label: '0150 OSLO', lat: 59.91, lon: 10.75, postcode: '0150' },
    ]);

    await decideCookies(allCookies(false));
    expect(localStorage.getItem('position')).toBeNull();
    expect(localStorage.getItem('knownAddresses')).toBeNull();
    expect($position.get()?.postcode).toBe('0150');
    expect($knownAddresses.get()).toHaveLength(1);
  });
});
