/**
 * Issue 19 (server side): on the running shop with its demo data, a product page's HTML names
 * the product and its price before any script runs (title, description, JSON-LD), unknown pages
 * are HTTP 404, legacy links HTTP 301, and the sitemaps list real pages.
 */
import { expect, test } from '../../support/test';
import { bestsellingShoe } from '../catalog/helpers';

test("a product page's HTML carries its name and price for crawlers and link previews", async ({
  request,
}) => {
  const article = await bestsellingShoe(request);
  const res = await request.get(`/product/${article.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${article.name} | Bare lave priser</title>`);
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(canonical).toMatch(new RegExp(`/[a-z0-9-]+(/[a-z0-9-]+)?/product/${article.id}$`));
  const product = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { price: string } })
    .find((d) => d['@type'] === 'Product');
  expect(product?.offers?.price).toBe((article.price / 100).toFixed(2));

  // The canonical page itself, and the sitemap that lists it.
  const path = new URL(canonical).pathname;
  expect((await request.get(path)).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap-products-1.xml')).text();
  expect(sitemap).toContain(`${path}</loc>`);
});

test('unknown pages are HTTP 404 with the Norwegian 404 page; legacy links HTTP 301', async ({
  page,
  request,
}) => {
  const product = await page.goto('/sko/product/999999999');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke varen' })).toBeVisible();
  const category = await page.goto('/finnes-ikke-kategori');
  expect(category?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();

  const moved = await request.get('/shops', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/butikker/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});
