/**
 * Accessibility (issue 6 §7): axe finds no serious or critical violation on the home page, a
 * category listing and a product page. Images below the fold are scrolled into view first so
 * lazy content is part of the check.
 */
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/a11y';
import { searchArticles } from './helpers';

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Bli inspirert' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('category listing with filters', async ({ page }) => {
  await page.goto('/sko?sortering=pris-stigende');
  await expect(page.locator('.cat-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('product page', async ({ page, request }) => {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 1 },
    sort: 'bestseller',
  });
  await page.goto(`/sko/product/${articles[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /Velg butikk|Butikker/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
