/**
 * Real logins for every journey: the seeded customers (api/src/seed/gen-customers.ts) log in
 * through POST /api/v1/customers/login exactly as the login form does. No spec fakes a user
 * through local storage: that would test our own mock, not the product.
 */
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

const DEMO_PASSWORD = 'Demo1234!';

/** The seeded demo customer: terms accepted. */
export const DEMO_CUSTOMER: Credentials = {
  username: 'demo@barelavepriser.no',
  password: DEMO_PASSWORD,
};
/** The seeded customer who has not accepted the terms (terms_conditions 0). */
export const TERMS_PENDING_CUSTOMER: Credentials = {
  username: 'ny@barelavepriser.no',
  password: DEMO_PASSWORD,
};
/** A seeded customer kept for the journey that accepts the terms (the other stays pending). */
export const TERMS_ACCEPT_CUSTOMER: Credentials = {
  username: 'vilkar@barelavepriser.no',
  password: DEMO_PASSWORD,
};
/**
 * Further seeded customers with accepted terms (the demo reviewers). Journeys that leave state
 * behind (poll answers: one per customer and question) each take one of their own, so they
 * cannot disturb each other or the journeys of DEMO_CUSTOMER, whatever the order or parallelism.
 */
const reviewer = (username: string): Credentials => ({ username, password: DEMO_PASSWORD });
export const POLL_CUSTOMERS = Object.freeze({
  guard: reviewer('ingrid.johansen@example.no'),
  right: reviewer('lars.olsen@example.no'),
  wrong: reviewer('sofie.larsen@example.no'),
  conflict: reviewer('magnus.andersen@example.no'),
});

/**
 * Headers of a state-changing API call made on the page's behalf: the CSRF token from the
 * page head (as the shared API client reads it) and the XHR marker.
 */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  expect(token, 'CSRF-token i <head>').toBeTruthy();
  return { 'X-CSRF-TOKEN': token ?? '', 'X-Requested-With': 'XMLHttpRequest' };
}

/**
 * Logs `customer` in through the real API, as the login form would: the POST goes out with the
 * page's own cookies (`page.request` shares the browser context's cookie jar, so the rotated
 * session cookie lands in the browser). The page is opened at the origin's '/' first when it
 * is not on that origin yet ('/' loads no user, so nothing races the login). The user store is
 * left alone: the shell loads the customer from GET /customers/current on the next navigation,
 * as it does for a real visitor.
 *
 * @param origin another server than the config's baseURL (specs with a server of their own)
 */
export async function logIn(
  page: Page,
  customer: Credentials = DEMO_CUSTOMER,
  origin = '',
): Promise<void> {
  const onOrigin = origin ? page.url().startsWith(`${origin}/`) : /^https?:/.test(page.url());
  if (!onOrigin) await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
  const response = await page.request.post(`${origin}/api/v1/customers/login`, {
    headers: await apiHeaders(page),
    data: customer,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Logs the page's session out through the real API (quicker than the header menu). */
export async function logOut(page: Page): Promise<void> {
  const response = await page.request.post('/api/v1/customers/logout', {
    headers: await apiHeaders(page),
  });
  expect(response.status()).toBe(204);
}
