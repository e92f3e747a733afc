/**
 * State mirrored across tabs (spec §3 keys, §4 "Auth state"): a change of the `user` key in another
 * tab whose loaded flag differs reloads the page; other keys are synchronised into the stores
 * (the cart badge follows without a reload). Logins are real: through the login form, or through
 * the API followed by the shell's own GET /customers/current.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { DEMO_CUSTOMER, logIn, logOut } from '../../support/auth';
import { headerShowsLoggedIn, shellReady } from './helpers';

/** Marks the document; the mark is gone once the page has reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
}

async function marked(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker);
}

test('login in another tab (loaded flag differs) reloads this tab', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/butikker/');
  await b.goto('/login');
  await shellReady(a);
  await shellReady(b);
  await mark(a);
  const reloaded = a.waitForEvent('load');
  // A real login through mf-account's form in tab b.
  await b.getByLabel('E-post eller mobilnummer').fill(DEMO_CUSTOMER.username);
  await b.getByLabel('Passord').fill(DEMO_CUSTOMER.password);
  await b.getByRole('button', { name: 'Logg inn' }).click();
  await reloaded;
  expect(await marked(a)).toBeUndefined();
  // After the reload the header knows the user.
  await headerShowsLoggedIn(a);
});

test('a user change with the same loaded flag is mirrored without a reload', async ({
  context,
}) => {
  const a = await context.newPage();
  await logIn(a);
  await a.goto('/butikker/');
  await shellReady(a);
  await headerShowsLoggedIn(a);
  const b = await context.newPage();
  await b.goto('/butikker/');
  await shellReady(b);
  await headerShowsLoggedIn(b);
  await mark(a);
  const navigations: string[] = [];
  a.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === a.mainFrame())
      navigations.push(request.url());
  });
  // What an account update in tab b would store: the same customer, still loaded. Then a cart
  // change: tabs receive storage events in order, so once tab a shows the new count it has
  // handled the user change, and a reload it started would have sent its request by then.
  await b.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, firstname: 'Ola' }));
    localStorage.setItem('count', '3');
  });
  await expect(a.getByRole('button', { name: 'Handlekurv, 3 varer' })).toBeVisible();
  expect(navigations).toEqual([]);
  expect(await marked(a)).toBe(true);
});

test('logout in another tab reloads this tab', async ({ context }) => {
  const a = await context.newPage();
  await logIn(a);
  await a.goto('/butikker/');
  await shellReady(a);
  await headerShowsLoggedIn(a);
  const b = await context.newPage();
  await b.goto('/om-oss');
  await shellReady(b);
  await mark(a);
  const reloaded = a.waitForEvent('load');
  // What a logout does in tab b (no logout button yet): the API call, then the cleared user.
  await logOut(b);
  await b.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ loaded: false, verified: false })),
  );
  await reloaded;
  expect(await marked(a)).toBeUndefined();
  // The session is really gone: after the reload nobody is logged in.
  await shellReady(a);
  await expect(a.getByTestId('sh-header').getByRole('link', { name: 'Logg inn' })).toBeVisible();
});

test('the cart count follows a change made in another tab', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/butikker/');
  await b.goto('/butikker/');
  await shellReady(a);
  await expect(a.getByRole('button', { name: 'Handlekurv, tom' })).toBeVisible();
  await b.evaluate(() => localStorage.setItem('count', '3'));
  await expect(a.getByRole('button', { name: 'Handlekurv, 3 varer' })).toBeVisible();
  await expect(a.getByTestId('sh-cart-count')).toHaveText('3');
});
