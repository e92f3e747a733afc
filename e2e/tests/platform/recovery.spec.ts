/**
 * Recovery in a tab that stays open: a remote's code that is unreachable for a while (a deploy, a
 * network blip) shows the Norwegian fallback, and once it is back, "Prøv igjen" and the next
 * navigation show the page again, also for a remote that is already loaded. Each fallback is
 * reported to the server.
 */
import type { Page, Request } from '@playwright/test';
import { expect, markDocument, readySlot, sameDocument, slot, test, TEXTS } from './helpers';

const PRODUCT_CHUNK = /\/build\/mf-catalog\/[^/]+\/page-product\.[0-9a-f]+\.js$/;
const ACCOUNT_MANIFEST = '**/build/mf-account/*/mf-manifest.json';

/** Makes requests matching `pattern` answer 404 until the returned function restores them. */
async function unreachable(page: Page, pattern: string | RegExp) {
  let requests = 0;
  await page.route(pattern, (route) => {
    requests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  return {
    requests: () => requests,
    restore: () => page.unroute(pattern),
  };
}

/** A listing with the catalogue remote loaded, and the first product tile's link. */
async function listingWithProductLink(page: Page) {
  await page.goto('/sko');
  const catalog = await readySlot(page, 'mf_catalog');
  const product = catalog.locator('a[href*="/product/"]').first();
  await expect(product).toBeVisible();
  return product;
}

const productHeading = (page: Page) => slot(page, 'mf_catalog').getByRole('heading', { level: 1 });

/** In-page navigations through the header's links. */
const goHome = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /til forsiden/ })
    .click();
const goToLogin = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Logg inn', exact: true }).click();

function reportBody(request: Request): unknown {
  return request.postDataJSON();
}

test('a page chunk of a loaded remote that comes back: "Prøv igjen" shows the page, and away and back too', async ({
  page,
}) => {
  const product = await listingWithProductLink(page);
  await markDocument(page);
  const chunk = await unreachable(page, PRODUCT_CHUNK);
  const report = page.waitForRequest('**/api/v1/telemetry/remote-failures');
  await product.click();

  const catalog = slot(page, 'mf_catalog');
  await expect(catalog.getByText(TEXTS.failed)).toBeVisible();
  await expect(catalog).toHaveAttribute('data-state', 'failed');
  // The header and the rest of the shell keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  // Reported once, as a chunk of the catalogue's build, through the CSRF check (204).
  const sent = await report;
  expect(reportBody(sent)).toMatchObject({ remote: 'mf_catalog', kind: 'chunk' });
  expect((await sent.response())?.status()).toBe(204);

  await chunk.restore();
  await catalog.getByRole('button', { name: TEXTS.retry }).click();
  await expect(productHeading(page)).toBeVisible();
  await expect(catalog).toHaveAttribute('data-state', 'ready');
  const productUrl = page.url();

  await page.goBack();
  await readySlot(page, 'mf_catalog');
  await expect(page).not.toHaveURL(productUrl);
  await page.goForward();
  await expect(page).toHaveURL(productUrl);
  await expect(productHeading(page)).toBeVisible();
  await expect(catalog.getByText(TEXTS.failed)).toHaveCount(0);
  // All of it in the same document: the chunk was asked for again, not the page reloaded.
  expect(await sameDocument(page)).toBe(true);
});

test('a page chunk that comes back is loaded by the next navigation, without "Prøv igjen"', async ({
  page,
}) => {
  const product = await listingWithProductLink(page);
  await markDocument(page);
  const chunk = await unreachable(page, PRODUCT_CHUNK);
  await product.click();
  await expect(slot(page, 'mf_catalog').getByText(TEXTS.failed)).toBeVisible();
  const productUrl = page.url();

  await page.goBack();
  await readySlot(page, 'mf_catalog');
  await chunk.restore();
  await page.goForward();
  await expect(page).toHaveURL(productUrl);
  await expect(productHeading(page)).toBeVisible();
  await expect(slot(page, 'mf_catalog')).toHaveAttribute('data-state', 'ready');
  expect(await sameDocument(page)).toBe(true);
});

test('a manifest that comes back is asked for again by the next navigation, without "Prøv igjen"', async ({
  page,
}) => {
  await page.goto('/');
  await readySlot(page, 'mf_catalog');
  const manifest = await unreachable(page, ACCOUNT_MANIFEST);
  const report = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/telemetry/remote-failures') &&
      (reportBody(request) as { remote?: string }).remote === 'mf_account',
  );
  await goToLogin(page);
  const account = slot(page, 'mf_account');
  await expect(account.getByText(TEXTS.failed)).toBeVisible();
  expect(reportBody(await report)).toMatchObject({ remote: 'mf_account', kind: 'load' });

  // Away while still unreachable, restored, and back: the navigation asks for it again.
  await goHome(page);
  await readySlot(page, 'mf_catalog');
  await manifest.restore();
  await page.goBack();
  await expect(account.getByLabel('Passord')).toBeVisible();
  await expect(account).toHaveAttribute('data-state', 'ready');
});

test('a manifest that comes back while the fallback is shown: "Prøv igjen", then away and back', async ({
  page,
}) => {
  await page.goto('/');
  await readySlot(page, 'mf_catalog');
  const manifest = await unreachable(page, ACCOUNT_MANIFEST);
  await goToLogin(page);
  const account = slot(page, 'mf_account');
  await expect(account.getByText(TEXTS.failed)).toBeVisible();
  expect(manifest.requests()).toBeGreaterThan(1);

  await manifest.restore();
  await account.getByRole('button', { name: TEXTS.retry }).click();
  await expect(account.getByLabel('Passord')).toBeVisible();
  // Focus followed the retry into the page area.
  await expect(account).toBeFocused();

  await goHome(page);
  await readySlot(page, 'mf_catalog');
  await page.goBack();
  await expect(account.getByLabel('Passord')).toBeVisible();
});

test('an exposed module whose chunk comes back is loaded from the same container on "Prøv igjen"', async ({
  page,
}) => {
  await page.goto('/');
  await readySlot(page, 'mf_catalog');
  let entryScripts = 0;
  page.on('request', (request) => {
    if (/\/build\/mf-content\/[^/]+\/remoteEntry\.js$/.test(request.url())) entryScripts += 1;
  });
  const exposed = await unreachable(page, '**/build/mf-content/*/__federation_expose_entry.*.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
  const content = slot(page, 'mf_content');
  await expect(content.getByText(TEXTS.failed)).toBeVisible();

  await exposed.restore();
  await content.getByRole('button', { name: TEXTS.retry }).click();
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(content).toHaveAttribute('data-state', 'ready');
  // The remote's container stayed: its remote entry was never loaded a second time.
  expect(entryScripts).toBe(1);
});
