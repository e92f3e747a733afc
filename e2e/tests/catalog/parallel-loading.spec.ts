/**
 * Issue 6 §7: listing and product data requests start in parallel with the remote's code, not
 * after it. The entry starts a page's requests while that page's chunk is still downloading, so
 * the API request must begin before the chunk has finished arriving.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { searchArticles } from './helpers';

async function timings(
  page: Page,
  url: string,
  chunk: RegExp,
  api: RegExp,
  options: { from?: string } = {},
) {
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  let apiStarted: () => void = () => undefined;
  const apiRequest = new Promise<void>((resolve) => (apiStarted = resolve));
  page.on('request', (r) => {
    started.set(r.url(), performance.now());
    if (api.test(r.url())) apiStarted();
  });
  page.on('requestfinished', (r) => finished.set(r.url(), performance.now()));
  // The chunk is held until the API request has started (or 10 s have passed): a page that
  // starts its requests in parallel passes however busy the machine is, and one that waits for
  // its code first still fails, because its request cannot start before the chunk arrives.
  await page.route(chunk, async (route) => {
    await Promise.race([apiRequest, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  if (options.from) {
    await page.goto(options.from);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Waited for by itself: the page navigated from has a heading of its own, which would satisfy a
  // check for the new page's heading before the new page has even asked for its code.
  const chunkArrived = page.waitForEvent('requestfinished', {
    predicate: (r) => chunk.test(r.url()),
  });
  if (options.from) {
    // A navigation in the page (the router follows the history), as a link click makes it.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await page.goto(url);
  }
  await chunkArrived;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunkUrl = [...finished.keys()].find((u) => chunk.test(u));
  const apiUrl = [...started.keys()].find((u) => api.test(u));
  expect(chunkUrl, 'page chunk loaded').toBeTruthy();
  expect(apiUrl, 'API request made').toBeTruthy();
  return { apiStart: started.get(apiUrl!)!, chunkEnd: finished.get(chunkUrl!)! };
}

test('the product request starts before the product page code has arrived', async ({
  page,
  request,
}) => {
  const { articles } = await searchArticles(request, { query: '', take: 1, sort: 'name' });
  const id = articles[0]!.id;
  // A product page loaded as a document comes with its data (ADR 0010): a navigation to one from
  // a page the browser rendered.
  const t = await timings(
    page,
    `/product/${id}`,
    /\/build\/mf-catalog\/.*page-product\.[0-9a-f]+\.js$/,
    new RegExp(`/api/v1/articles/${id}$`),
    { from: '/om-oss' },
  );
  expect(t.apiStart).toBeLessThan(t.chunkEnd);
});

test('the listing search starts before the category page code has arrived', async ({ page }) => {
  // Categories first (cached after), then the search: both before the chunk is in. A listing
  // loaded as a document comes with its data (ADR 0010): this is a navigation to one from a page
  // the browser rendered (an information page).
  const t = await timings(
    page,
    '/sko',
    /\/build\/mf-catalog\/.*page-category\.[0-9a-f]+\.js$/,
    /\/api\/v1\/articles\/search\?request=/,
    { from: '/om-oss' },
  );
  expect(t.apiStart).toBeLessThan(t.chunkEnd);
});

/** The `href`s the page's head hints for preloading. */
function hints(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test("the HTML names the route's remote files and only the route's manifest loads up front", async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto('/sko');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hinted = await hints(page);
  for (const file of [/mf-catalog\/.*\/remoteEntry\.js$/, /page-category\.[0-9a-f]+\.js$/])
    expect(
      hinted.some((href) => file.test(href)),
      String(file),
    ).toBe(true);
  // Rendered on the server: the page carries the answers of its first reads, none is hinted.
  expect(hinted.filter((href) => href.startsWith('/api/'))).toEqual([]);
  expect(manifests.filter((m) => !m.startsWith('/build/mf-catalog/'))).toEqual([]);
});

test('a page rendered in the browser has its first reads hinted with its code', async ({
  page,
}) => {
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hinted = await hints(page);
  expect(hinted).toContain('/api/v1/categories');
  expect(hinted.some((href) => /mf-catalog\/.*\/remoteEntry\.js$/.test(href))).toBe(true);
});
