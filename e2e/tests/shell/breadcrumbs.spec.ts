/**
 * Breadcrumbs (spec §2 "Navigation behaviour", §9): kept in session storage, at most 10, each with
 * route name, params, title and scroll position; reset on flagged routes and on screens without
 * a breadcrumb component. Scroll: top on new pages, the stored position on back.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { shellReady } from './helpers';

interface Crumb {
  name: string;
  params: Record<string, string>;
  title: string;
  scroll: number;
}

const trail = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('breadcrumbs') ?? '[]') as Crumb[]);

/** In-app navigation the way remotes do it (no reload). */
async function go(page: Page, to: string) {
  await page.evaluate(
    (path) => window.dispatchEvent(new CustomEvent('nav:goto', { detail: { to: path } })),
    to,
  );
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('the trail keeps at most 10 crumbs with name, params, title and scroll', async ({
  page,
  request,
}) => {
  const shops = ((await (await request.get('/api/v1/shops')).json()) as { id: number }[]).slice(
    0,
    12,
  );
  expect(shops.length).toBe(12);
  await page.goto('/butikker/');
  await shellReady(page);
  for (const shop of shops) await go(page, `/butikker/${shop.id}`);

  // The crumb of a page is written once the page has loaded, a moment after the URL changed.
  const last = String(shops[11]!.id);
  await expect.poll(async () => (await trail(page)).at(-1)?.params).toEqual({ shopId: last });
  const crumbs = await trail(page);
  expect(crumbs).toHaveLength(10);
  expect(crumbs.at(-1)).toMatchObject({ name: 'shop', params: { shopId: String(shops[11]!.id) } });
  expect(crumbs[0]).toMatchObject({ name: 'shop', params: { shopId: String(shops[2]!.id) } });
  for (const crumb of crumbs) {
    expect(typeof crumb.title).toBe('string');
    expect(crumb.title.length).toBeGreaterThan(0);
    expect(typeof crumb.scroll).toBe('number');
  }
  // Home link + 10 crumbs, the last one is the current page.
  const nav = page.getByRole('navigation', { name: 'Brødsmulesti' });
  await expect(nav.getByRole('listitem')).toHaveCount(11);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('survives a reload (session storage) and resets on a screen without breadcrumbs', async ({
  page,
}) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await go(page, '/om-oss');
  expect((await trail(page)).map((c) => c.name)).toEqual(['shops', 'about']);
  await page.reload();
  await shellReady(page);
  expect((await trail(page)).map((c) => c.name)).toEqual(['shops', 'about']);
  await go(page, '/checkout');
  expect(await trail(page)).toEqual([]);
});

test('resets on the routes flagged for it (blog category list)', async ({ page }) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await go(page, '/om-oss');
  await go(page, '/blog/category/trening');
  expect((await trail(page)).map((c) => c.name)).toEqual(['blog-category']);
});

test('stores the scroll position of the page left and restores it on back', async ({ page }) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await page.locator('main#main').evaluate((el) => {
    el.style.minHeight = '5000px';
  });
  // The shell records the position from scroll events, which the browser dispatches in the next
  // frame before its animation-frame callbacks: two frames later the event has been handled.
  await page.evaluate(() => {
    window.scrollTo(0, 1400);
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await go(page, '/om-oss');
  // A new page starts at the top …
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const crumbs = await trail(page);
  expect(crumbs[0]).toMatchObject({ name: 'shops', scroll: 1400 });
  // … and back returns to where the shopper was, once the page has loaded.
  await page.goBack();
  await expect(page).toHaveURL(/\/butikker\/$/);
  await page.locator('main#main').evaluate((el) => {
    el.style.minHeight = '5000px';
  });
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 8000 }).toBe(1400);
});

test('a page that does not exist leaves no crumb: the 404 screen has no trail', async ({
  page,
}) => {
  await page.goto('/butikker/');
  await shellReady(page);
  await expect.poll(async () => (await trail(page)).map((c) => c.name)).toEqual(['shops']);
  await go(page, '/finnesikke');
  await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  await expect.poll(async () => (await trail(page)).map((c) => c.title)).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Brødsmulesti' })).toHaveCount(0);
});
