/**
 * Layout in the browser (issue 4 §4, §8): main menu and info menu exclusive, body scroll locked
 * while open, closed by a route change and by Escape with focus given back, focus trapped; the
 * search field refuses an empty query and submits to /search/{query}.
 */
import { expect, test } from '../../support/test';
import { shellReady } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.goto('/butikker/');
  await shellReady(page);
});

test('main menu and info menu are mutually exclusive', async ({ page }) => {
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'true');
  // The overlay covers the header button: the info menu opens from the same store action a
  // remote or keyboard shortcut would use, via the button's click.
  await page.getByRole('button', { name: 'Kundeinformasjon' }).dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Kundeinformasjon' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the main menu lists categories from the API and their subcategories', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/v1/categories')).json()) as {
    name: string;
    subcategories: { Name: string }[];
  }[];
  const withSubs = categories.find((c) => c.subcategories.length > 0)!;
  const display = withSubs.name === 'Tekstil' ? 'Klær' : withSubs.name;
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await menu.getByRole('button', { name: `${display}, vis underkategorier` }).click();
  const sub = withSubs.subcategories[0]!.Name;
  await expect(menu.getByRole('link', { name: sub, exact: true })).toBeVisible();
  await menu.getByRole('link', { name: sub, exact: true }).click();
  // A route change closes the menu; the listing is the category route.
  await expect(menu).toHaveCount(0);
  await expect(page.locator('[data-route="category"]')).toBeVisible();
});

test('an open menu locks body scroll; closing unlocks it', async ({ page }) => {
  await page.getByRole('button', { name: 'Kundeinformasjon' }).click();
  await expect(page.getByRole('dialog', { name: 'Kundeinformasjon' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a route change closes the info menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Kundeinformasjon' }).click();
  const info = page.getByRole('dialog', { name: 'Kundeinformasjon' });
  await info.getByRole('link', { name: 'Om oss' }).click();
  await expect(page).toHaveURL(/\/om-oss$/);
  await expect(info).toHaveCount(0);
});

test('keyboard: Escape closes, focus goes back to the opener, Tab stays inside', async ({
  page,
}) => {
  const opener = page.getByRole('button', { name: 'Kundeinformasjon' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kundeinformasjon' });
  await expect(dialog).toBeVisible();
  // Focus starts inside and never leaves it, however often Tab is pressed (both directions).
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hopp til hovedinnholdet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/butikker\/$/);
});

test('every header icon has an accessible name', async ({ page }) => {
  const header = page.getByTestId('sh-header');
  for (const name of ['Meny', 'Kundeinformasjon', 'Handlekurv, tom', 'Logg inn', 'Favoritter']) {
    await expect(
      header.getByRole(name === 'Logg inn' || name === 'Favoritter' ? 'link' : 'button', { name }),
    ).toBeVisible();
  }
  await expect(
    header.getByRole('link', { name: 'Bare lave priser – til forsiden' }),
  ).toHaveAttribute('href', '/');
  await expect(header.getByText('Bare lave priser', { exact: true })).toBeVisible();
});

test('search refuses an empty query with a visible hint and submits to /search/{query}', async ({
  page,
}) => {
  const search = page.getByRole('combobox', { name: /Søk etter produkter/ });
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Skriv inn et søkeord for å søke.')).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/butikker\/$/);
  await search.fill('ullsokker barn');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/ullsokker%20barn$/);
  await expect(page.locator('[data-route="search"]')).toBeVisible();
});
