/**
 * Accessibility (issue 6 §7): axe finds no serious or critical violation on the home page, a
 * category listing and a product page. Images below the fold are scrolled into view first so
 * lazy content is part of the check.
 */
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/a11y';
import { bestsellingShoe, inspirationGrid } from './helpers';

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(await inspirationGrid(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('category listing with filters', async ({ page }) => {
  await page.goto('/sko?sortering=pris-stigende');
  await expect(page.locator('.cat-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('product page', async ({ page, request }) => {
  const shoe = await bestsellingShoe(request);
  await page.goto(`/sko/product/${shoe.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: /Velg butikk|Butikker/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
