/**
 * Issue 20 §3: product pictures carry `srcset`/`sizes`, so a phone fetches a file sized for its
 * screen: a listing tile and the product page's main picture at 390 and 1366 px.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/test';
import { bestsellingShoe } from './helpers';

/** The width the browser picked from the srcset (`?w=`), once the picture has loaded. */
async function pickedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return Number(new URL(src).searchParams.get('w'));
}

for (const { width, height, tile, main } of [
  { width: 390, height: 844, tile: 320, main: 480 },
  { width: 1366, height: 900, tile: 320, main: 640 },
]) {
  test(`at ${width} px a tile fetches a ${tile} px picture and the product page a ${main} px one`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/sko');
    const tileImage = page.locator('.cat-card__image').first();
    await expect(tileImage).toHaveAttribute('srcset', /\?w=160 160w/);
    expect(await pickedWidth(tileImage)).toBe(tile);

    const shoe = await bestsellingShoe(request);
    await page.goto(`/sko/product/${shoe.id}`);
    const mainImage = page.locator('.cat-gallery__main');
    expect(await pickedWidth(mainImage)).toBe(main);
    const svg = await (
      await request.get(await mainImage.evaluate((i: HTMLImageElement) => i.currentSrc))
    ).text();
    expect(svg).toContain(`width="${main}"`);
  });
}
