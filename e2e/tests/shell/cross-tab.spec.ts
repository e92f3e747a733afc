/**
 * State mirrored across tabs (spec §3 keys, §4 "Auth state"): a change of the `user` key in another
 * tab whose loaded flag differs reloads the page; other keys are synchronised into the stores
 * (the cart badge follows without a reload).
 */
import { expect, test } from '@playwright/test';
import { shellReady, storedUser } from './helpers';

test('login in another tab (loaded flag differs) reloads this tab', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/butikker/');
  await b.goto('/om-oss');
  await shellReady(a);
  await shellReady(b);
  // A marker that only survives while the document is not reloaded.
  await a.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
  const reloaded = a.waitForEvent('load');
  await b.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), storedUser(1));
  await reloaded;
  expect(
    await a.evaluate(() => (window as unknown as { __marker?: boolean }).__marker),
  ).toBeUndefined();
  // After the reload the header knows the user.
  await expect(a.getByTestId('sh-header').getByRole('link', { name: 'Min side' })).toBeVisible();
});

test('a user change with the same loaded flag is mirrored without a reload', async ({
  context,
}) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.addInitScript((user) => {
    try {
      if (!sessionStorage.getItem('__seeded')) {
        sessionStorage.setItem('__seeded', '1');
        localStorage.setItem('user', JSON.stringify(user));
      }
    } catch {
      // about:blank
    }
  }, storedUser(1));
  await a.goto('/butikker/');
  await shellReady(a);
  await b.goto('/butikker/');
  await shellReady(b);
  await a.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
  await b.evaluate(
    (user) => localStorage.setItem('user', JSON.stringify({ ...user, firstname: 'Ola' })),
    storedUser(1),
  );
  await a.waitForTimeout(500);
  expect(await a.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
});

test('logout in another tab reloads this tab', async ({ context }) => {
  const a = await context.newPage();
  await a.addInitScript((user) => {
    try {
      if (!sessionStorage.getItem('__seeded')) {
        sessionStorage.setItem('__seeded', '1');
        localStorage.setItem('user', JSON.stringify(user));
      }
    } catch {
      // about:blank
    }
  }, storedUser(1));
  await a.goto('/butikker/');
  await shellReady(a);
  const b = await context.newPage();
  await b.goto('/om-oss');
  await shellReady(b);
  await a.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
  const reloaded = a.waitForEvent('load');
  await b.evaluate(() =>
    localStorage.setItem('user', JSON.stringify({ loaded: false, verified: false })),
  );
  await reloaded;
  expect(
    await a.evaluate(() => (window as unknown as { __marker?: boolean }).__marker),
  ).toBeUndefined();
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
