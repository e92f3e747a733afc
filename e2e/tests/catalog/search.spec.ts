/** Search results `/search/{query}` (spec §2, issue 6 §3): typo tolerance, shared filters and sort. */
import { expect, test } from '../../support/test';
import { settledCount } from './helpers';

test('a search with a typo finds the article, and the header search leads there', async ({
  page,
}) => {
  await page.goto('/search/jakek');
  await expect(page.getByRole('heading', { level: 1, name: /Søkeresultater for/ })).toBeVisible();
  expect(await settledCount(page)).toBeGreaterThan(0);
  await expect(page.locator('.cat-card__name').first()).toContainText(/jakke/i);

  // The header's search field submits to /search/{query}.
  const field = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder('Hva leter du etter?'))
    .first();
  await field.fill('lopesko');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/lopesko$/);
  expect(await settledCount(page)).toBeGreaterThan(0);
  await expect(page.locator('.cat-card__name').first()).toContainText(/løpesko/i);
});

test('search results share the listing filters and sorting, kept in the URL', async ({ page }) => {
  await page.goto('/search/jakke');
  const all = await settledCount(page);
  await page.getByLabel('Sorter etter').selectOption('pris-stigende');
  await expect(page).toHaveURL(/\/search\/jakke\?sortering=pris-stigende$/);
  await page.getByRole('group', { name: 'Kjønn' }).locator('label').first().click();
  await expect(page).toHaveURL(/sortering=pris-stigende&kjonn=\d+$/);
  expect(await settledCount(page)).toBeLessThan(all);
  // Prices ascend on the page.
  const prices = await page.locator('.cat-price__amount').allTextContents();
  const values = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await page.goBack();
  await expect(page).toHaveURL(/\?sortering=pris-stigende$/);
  expect(await settledCount(page)).toBe(all);
});
