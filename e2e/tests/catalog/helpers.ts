/**
 * Helpers for the catalogue journeys: reading the real demo data through the API (so the tests
 * follow whatever the seed generated) and a few page queries.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ApiArticle {
  id: number;
  name: string;
  price: number;
  canPurchase: boolean;
  onlyCC: boolean;
  brand: { id: number; name: string };
  category: { id: number; name: string };
  image: string;
}

export interface ApiVariant {
  id: number;
  ean: string;
  availability: number;
  shops: { id: number; qty: number }[];
  size: { id: number; name: string };
  color: { id: number; name: string };
}

export interface ApiDetail extends ApiArticle {
  variants: ApiVariant[];
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), `GET ${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** POSTs need the session cookie and the CSRF token the server renders into the page head. */
export async function postJson<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<T> {
  const html = await (await request.get('/')).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const response = await request.post(`/api/v1${path}`, {
    data: body,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `POST ${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function searchArticles(
  request: APIRequestContext,
  body: { query?: string; take?: number; filters?: Record<string, unknown>; sort?: string },
): Promise<{ total: number; articles: ApiArticle[] }> {
  const answer = await postJson<{
    hits: { total: { value: number }; hits: { _source: ApiArticle }[] };
  }>(request, '/articles/search', body);
  return { total: answer.hits.total.value, articles: answer.hits.hits.map((h) => h._source) };
}

/** The best-selling shoe (category 1): a product page every seed has. */
export async function bestsellingShoe(request: APIRequestContext): Promise<ApiArticle> {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 1 },
    sort: 'bestseller',
  });
  return articles[0]!;
}

/**
 * A purchasable shoe with at least two colours and two sizes where a variant of the second
 * colour has stock in a shop, so the journey really has to pick colour, size and shop.
 */
export async function findPickableProduct(request: APIRequestContext) {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 120,
    filters: { categoryId: 1 },
    sort: 'name',
  });
  const shops = await getJson<{ id: number; name: string }[]>(request, '/shops');
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  for (const candidate of articles) {
    if (!candidate.canPurchase || candidate.onlyCC) continue;
    const detail = await getJson<ApiDetail>(request, `/articles/${candidate.id}`);
    const colours = [...new Set(detail.variants.map((v) => v.color.id))];
    const sizes = new Set(detail.variants.map((v) => v.size.id));
    if (colours.length < 2 || sizes.size < 2) continue;
    const secondColour = colours[1];
    const variant = detail.variants.find(
      (v) => v.color.id === secondColour && v.shops.some((s) => s.qty > 0 && shopName.has(s.id)),
    );
    if (!variant) continue;
    const shop = variant.shops.find((s) => s.qty > 0 && shopName.has(s.id))!;
    return { article: detail, variant, shop: { id: shop.id, name: shopName.get(shop.id)! } };
  }
  throw new Error('Fant ingen sko med flere farger og størrelser i demo-dataene');
}

/** The listing's "N varer" line as a number. */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.locator('.cat-listing__count').first().textContent();
  const match = /(\d+)\s+varer?/.exec(text ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

/** Waits for the listing to show a count (not "Laster varer …") and returns it. */
export async function settledCount(page: Page): Promise<number> {
  await expect(page.locator('.cat-listing__count').first()).toHaveText(/\d+ varer?/);
  await expect(page.locator('.cat-grid--busy')).toHaveCount(0);
  return resultCount(page);
}

/**
 * The home page's 'Bli inspirert' grid, which is drawn when the shopper scrolls near it: scroll to
 * the footer below it first, then to the grid.
 */
export async function inspirationGrid(page: Page) {
  await page.getByTestId('sh-footer').scrollIntoViewIfNeeded();
  const grid = page.getByRole('region', { name: 'Bli inspirert' });
  await grid.scrollIntoViewIfNeeded();
  return grid;
}
