/**
 * Accessibility (issue 6 §7): axe finds no serious or critical violation on the home page, a
 * category listing and a product page. Images below the fold are scrolled into view first so
 * lazy content is part of the check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { searchArticles } from './helpers';

async function seriousViolations(page: Page) {
  // Scroll through once so lazily mounted parts (images, video boxes, the post grid) exist.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

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
