/**
 * Helpers for the checkout journeys: a cart of real demo lines in chosen shops, the contact form,
 * the providers' test pages (the built-in simulators), and stock read through the API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartStorage, findCartLine, seedStorage, type SeedLine } from '../shell/helpers';

export interface Picked extends SeedLine {
  shopId: number;
  shopName: string;
}

/**
 * Two lines of different articles from two different shops, each with stock in its shop
 * between `min` and 20 (so the product page shows the exact count) and nothing over a limit.
 * Tests running side by side pass different `offset`s, so they never share stock.
 */
export async function twoShopLines(
  request: APIRequestContext,
  offset: number,
  min = 5,
): Promise<[Picked, Picked]> {
  const shops = (await (await request.get('/api/v1/shops')).json()) as {
    id: number;
    name: string;
    clickAndCollect: boolean;
  }[];
  const pick = (seed: SeedLine, avoidShop?: number): Picked | null => {
    const shop = seed.variant.shops.find(
      (s) =>
        s.qty >= min &&
        s.qty <= 20 &&
        s.id !== avoidShop &&
        shops.some((x) => x.id === s.id && x.clickAndCollect),
    );
    const name = shops.find((x) => x.id === shop?.id)?.name;
    if (!shop || !name) return null;
    return {
      ...seed,
      shopId: shop.id,
      shopName: name,
      line: { ...seed.line, shopId: shop.id, shop: { id: shop.id, name } },
    };
  };
  const skip: number[] = [];
  for (let i = 0; i < offset * 2; i++)
    skip.push((await findCartLine(request, { minQty: min, skip })).article.id);
  let first: Picked | null = null;
  while (!first) {
    const seed = await findCartLine(request, { minQty: min, skip });
    skip.push(seed.article.id);
    first = pick(seed);
  }
  let second: Picked | null = null;
  while (!second) {
    const seed = await findCartLine(request, { minQty: min, skip });
    skip.push(seed.article.id);
    second = pick(seed, first.shopId);
  }
  return [first, second];
}

export async function seedCart(page: Page, lines: Picked[], count = 1): Promise<void> {
  await seedStorage(
    page,
    cartStorage(lines.map((l) => ({ ...(l.line as { price: number; pant: number }), count }))),
  );
}

export async function fillContact(page: Page, options: { delivery: boolean }): Promise<void> {
  await page.getByLabel('Navn').fill('Kari Nordmann');
  await page.getByLabel('Mobilnummer').fill('412 34 567');
  await page.getByLabel('E-post').fill('kari.e2e@example.no');
  if (options.delivery) {
    await page.getByLabel('Adresse').fill('Storgata 1');
    await page.getByLabel('Postnummer').fill('0155');
    // The city comes from the postcode register.
    await expect(page.getByLabel('Poststed')).toHaveValue('OSLO');
  }
}

export async function acceptTermsAndGo(page: Page): Promise<void> {
  await page.getByLabel('Jeg har lest og godtar kjøpsvilkårene').check();
  await page.getByRole('button', { name: 'Gå til betaling' }).click();
}

/** Units of a variant in a shop, as the product page's availability call reports them. */
export async function stockOf(request: APIRequestContext, picked: Picked): Promise<number> {
  const availability = (await (
    await request.get(`/api/v1/articles/availability/${picked.article.id}`)
  ).json()) as { variants: { id: number; shops: { id: number; qty: number }[] }[] };
  return (
    availability.variants
      .find((v) => v.id === picked.variant.id)
      ?.shops.find((s) => s.id === picked.shopId)?.qty ?? 0
  );
}

/** The local-storage cart lines of the page. */
export function storedLines(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '[]') as unknown[]);
}
