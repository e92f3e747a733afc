/**
 * mf-account's login form against the real API (spec §4 "Auth state", §8 error texts): success
 * reloads at the redirect target (or reopens the cart when the login came from it), and each
 * refusal the login call can answer with shows its catalogue text.
 */
import { JOURNEY } from '../../support/tags';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { DEMO_CUSTOMER, logIn } from '../../support/auth';
import { headerShowsLoggedIn, shellReady } from '../shell/helpers';

const TEXTS = {
  401: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  419: 'Vennligst last siden på nytt',
  422: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  429: 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
} as const;

async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('E-post eller mobilnummer').fill(username);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

const formError = (page: Page) => page.locator('.acc-login').getByRole('alert');

/** A login name no other test (or earlier run against the same server) has used. */
const uniqueName = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.no`;

test(
  'a guest sent to login from /user/info comes back there logged in; favourites are reset',
  { tag: JOURNEY },
  async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('favourites', JSON.stringify([101, 202]));
    });
    await page.goto('/user/info');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Finfo$/);
    await shellReady(page);
    await submitLogin(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/info$/);
    await headerShowsLoggedIn(page);
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>,
      favourites: JSON.parse(localStorage.getItem('favourites') ?? 'null') as unknown,
    }));
    expect(stored.user).toMatchObject({ id: 1, loaded: true, terms_conditions: 1 });
    expect(stored.user).not.toHaveProperty('password');
    expect(stored.favourites).toEqual([]);
    // The server agrees: the session belongs to the customer.
    const current = await page.request.get('/api/v1/customers/current');
    expect(current.status()).toBe(200);
    expect(await current.json()).toMatchObject({ id: 1 });
  },
);

test('a login from the cart reopens the cart instead of reloading', async ({ page }) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await page.getByTestId('sh-cart-button').click();
  await page
    .getByRole('dialog', { name: 'Handlekurv' })
    .getByRole('link', { name: 'Logg inn' })
    .click();
  await expect(page).toHaveURL(/\/login\?from=cart$/);
  await page.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
  await submitLogin(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  const cart = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
    true,
  );
  await headerShowsLoggedIn(page);
});

test('wrong credentials show the 422 text and keep the shopper on the form', async ({ page }) => {
  await page.goto('/login');
  await shellReady(page);
  await submitLogin(page, uniqueName('feil'), 'feil-passord');
  await expect(formError(page)).toHaveText(TEXTS[422]);
  await expect(formError(page)).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test('after too many attempts the form shows the 429 text, even for the right password', async ({
  page,
}) => {
  await page.goto('/login');
  await shellReady(page);
  const name = uniqueName('laast');
  for (let i = 0; i < 5; i++) {
    await submitLogin(page, name, `feil-${i}`);
    await expect(formError(page)).toHaveText(TEXTS[422]);
  }
  await submitLogin(page, name, 'feil-5');
  await expect(formError(page)).toHaveText(TEXTS[429]);
});

test('a stale CSRF token shows the 419 text', async ({ page }) => {
  await page.goto('/login');
  await shellReady(page);
  // What a page left open across a server-side session expiry has: a token the server no longer knows.
  await page.evaluate(() =>
    document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', 'utdatert'),
  );
  await submitLogin(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  await expect(formError(page)).toHaveText(TEXTS[419]);
});

test('already logged in on the server: 401 text, the session is logged out, the next try works', async ({
  page,
}) => {
  await page.goto('/login');
  await shellReady(page);
  // Logged in elsewhere with this browser's session (another tab) while this form stayed open.
  await logIn(page);
  await submitLogin(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  await expect(formError(page)).toHaveText(TEXTS[401]);
  expect((await page.request.get('/api/v1/customers/current')).status()).toBe(204);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await headerShowsLoggedIn(page);
});
