/**
 * The hiding header (spec §2 "Layout", §9): hides on scroll down, moving up 190 px at width
 * >= 1000 and 170 px below; reappears on scroll up except on the product page; movements under
 * 3 px are ignored.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { headerOffset, shellReady } from './helpers';

/** Makes the page long enough to scroll whatever the remote renders. */
async function longPage(page: Page) {
  await page.locator('main#main').evaluate((el) => {
    el.style.minHeight = '6000px';
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Scroll events are batched per frame: wait two frames.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

for (const { width, offset } of [
  { width: 1280, offset: 190 },
  { width: 1000, offset: 190 },
  { width: 999, offset: 170 },
  { width: 390, offset: 170 },
]) {
  test(`at width ${width} the header hides by ${offset} px and comes back on scroll up`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/butikker/');
    await shellReady(page);
    await longPage(page);
    expect(await headerOffset(page)).toBe(0);

    await scrollTo(page, 1200);
    await expect.poll(() => headerOffset(page)).toBe(-offset);
    const box = await page.getByTestId('sh-header').boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(0.5);

    // 2 px up: under the threshold, still hidden (the state, read once its frame has run: the
    // transform would only start to move).
    await scrollTo(page, 1198);
    await expect(page.getByTestId('sh-header')).toHaveAttribute('data-hidden', 'true');
    expect(await headerOffset(page)).toBe(-offset);

    // 10 px up: shown again.
    await scrollTo(page, 1188);
    await expect.poll(() => headerOffset(page)).toBe(0);

    // 2 px down: ignored, still shown.
    await scrollTo(page, 1190);
    await expect(page.getByTestId('sh-header')).toHaveAttribute('data-hidden', 'false');
    expect(await headerOffset(page)).toBe(0);
  });
}

test('on the product page the header stays hidden on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/product/10077');
  await shellReady(page);
  await longPage(page);
  await scrollTo(page, 1500);
  await expect.poll(() => headerOffset(page)).toBe(-190);
  await scrollTo(page, 900);
  await expect(page.getByTestId('sh-header')).toHaveAttribute('data-hidden', 'true');
  expect(await headerOffset(page)).toBe(-190);
  // Back at the very top it is there again.
  await scrollTo(page, 0);
  await expect.poll(() => headerOffset(page)).toBe(0);
});

test('keyboard focus entering the hidden header brings it back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/butikker/');
  await shellReady(page);
  await longPage(page);
  await scrollTo(page, 1500);
  await expect.poll(() => headerOffset(page)).toBe(-190);
  await page.getByRole('button', { name: 'Meny' }).focus();
  await expect.poll(() => headerOffset(page)).toBe(0);
});

test('a restored scroll position is no scroll down: the product page keeps its header', async ({
  page,
}) => {
  // The case: a product page reloaded (or reached with back) further down started with
  // the header hidden, and there scrolling up does not bring it back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sko/tursko/product/10977');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollTo(page, 800);
  await expect.poll(() => headerOffset(page)).toBe(-190);

  await page.reload();
  await shellReady(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
  await scrollTo(page, 800);
  expect(await headerOffset(page)).toBe(0);

  // Scrolling down from there hides it, as anywhere.
  await scrollTo(page, 1000);
  await expect.poll(() => headerOffset(page)).toBe(-190);
});
