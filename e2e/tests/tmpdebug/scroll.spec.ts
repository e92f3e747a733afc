import { expect, test } from '@playwright/test';

test('debug scroll natural height with slow api on back', async ({ page }) => {
  await page.goto('/butikker/');
  await expect(page.getByTestId('sh-header')).toBeVisible();
  await page.waitForTimeout(1000);
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log('height', h);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(150);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('nav:goto', { detail: { to: '/om-oss' } })));
  await expect(page).toHaveURL(/om-oss$/);
  await page.waitForTimeout(500);
  // debug only: a slow shops answer on the way back
  await page.route('**/api/v1/shops*', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
  await page.goBack();
  await expect(page).toHaveURL(/\/butikker\/$/);
  for (let i = 0; i < 30; i++) { console.log('y', await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight])); await page.waitForTimeout(100); }
});
