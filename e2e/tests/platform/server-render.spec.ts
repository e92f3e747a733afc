/**
 * Issue 19 point 1 (ADR 0010): catalogue pages arrive rendered by the server, with the shell's
 * layout and the remote's content, and the browser takes them over (hydration) without an error,
 * a layout shift or a second read of their data. A remote whose server render fails is rendered
 * in the browser, the rest of the page still from the server.
 */
import type { Page } from '@playwright/test';
import { bestsellingShoe } from '../catalog/helpers';
import { E2E_BUILDS } from '../../support/paths';
import { expect, test } from '../../support/test';
import { test as ownShop } from './helpers';
import { seedStorage } from '../shell/helpers';

/** `kr 1 299` as the page writes it (any kind of space). */
function kroner(øre: number): RegExp {
  const whole = Math.floor(øre / 100)
    .toLocaleString('nb-NO')
    .replace(/\s/g, '\\s');
  return new RegExp(`kr\\s${whole}`);
}

/** Errors the page reports: console errors (hydration mismatches among them) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Layout shifts the page has had, as the browser counts them (CLS without input). */
interface Shifts {
  total: number;
  /** What moved, for the failure message: value, time, and each source's node and rects. */
  sources: string;
}

/** The page's layout shifts so far, with what moved (so a failure names the element). */
async function layoutShift(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        let total = 0;
        const lines: string[] = [];
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
            : `${node?.nodeName ?? 'gone'} in ${node?.parentElement?.className ?? '?'}`;
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              sources?: Array<{
                node: Node | null;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }>;
            }
          >) {
            total += entry.value;
            const moved = (entry.sources ?? []).map(
              (s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
            );
            lines.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the next task.
        setTimeout(() => resolve({ total, sources: lines.join('\n') }), 0);
      }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name and price', async ({ page, request }) => {
    const article = await bestsellingShoe(request);
    await page.goto(`/product/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.name })).toBeVisible();
    await expect(page.locator('.cat-product .cat-price__amount').first()).toHaveText(
      kroner(article.price),
    );
    // The shell's layout is there too.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hopp til hovedinnholdet' })).toBeAttached();
  });

  test('a category listing shows its first tiles', async ({ page }) => {
    await page.goto('/sko');
    const tiles = page.locator('.sh-remote-slot[data-remote="mf_catalog"] article');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(10);
    await expect(
      tiles
        .first()
        .getByText(/kr\s\d/)
        .first(),
    ).toBeVisible();
  });
});

/**
 * Records what hydration changes in the server's markup under `#root`: the mutations from the end
 * of parsing to the route's page telling it has loaded (`page:loaded`, sent from an effect once
 * its part of the tree is hydrated), one line each. A text the browser renders as two nodes where
 * the server's markup has one, or a node only one side renders, shows up here, and costs the page
 * a style and layout pass after hydration. The breadcrumb trail is left out: it lives in session
 * storage, which the server cannot see, and replaces its placeholder after hydration by design.
 */
async function probeHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node) =>
      node.nodeType === Node.TEXT_NODE
        ? `text ${JSON.stringify(node.textContent)}`
        : `<${node.nodeName.toLowerCase()}>`;
    const isTrail = (node: Node) =>
      node instanceof Element && node.classList.contains('sh-breadcrumbs');
    const lines: string[] = [];
    const record = (records: MutationRecord[]) => {
      for (const m of records) {
        if (m.type !== 'childList') {
          lines.push(
            m.type === 'characterData'
              ? `${JSON.stringify(m.oldValue)} → ${JSON.stringify(m.target.textContent)}`
              : `${describe(m.target)} @${m.attributeName ?? ''}`,
          );
        } else if (![...m.addedNodes, ...m.removedNodes].some(isTrail)) {
          lines.push(
            `${describe(m.target)}: +[${[...m.addedNodes].map(describe).join(', ')}] -[${[...m.removedNodes].map(describe).join(', ')}]`,
          );
        }
      }
    };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const observer = new MutationObserver(record);
      observer.observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
        attributes: true,
      });
      window.addEventListener(
        'page:loaded',
        () => {
          record(observer.takeRecords());
          observer.disconnect();
          Object.assign(window, { e2eHydrationChanges: lines });
        },
        { once: true },
      );
    });
  });
}

/** `probeHydration`'s lines for the page at `path`, once it has hydrated. */
async function hydrationChanges(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const changes = await page.waitForFunction(
    () => (window as { e2eHydrationChanges?: string[] }).e2eHydrationChanges,
  );
  return (await changes.jsonValue()) as string[];
}

test.describe('with JavaScript', () => {
  test('hydration leaves the markup of the home page, a listing, a product and a search as the server sent it', async ({
    page,
    request,
  }) => {
    const article = await bestsellingShoe(request);
    await probeHydration(page);
    for (const path of ['/', '/sko', `/product/${article.id}`, '/search/jakke']) {
      expect(await hydrationChanges(page, path), path).toEqual([]);
    }
  });

  test('hydrating a product page reports no error, shifts nothing and reads nothing again', async ({
    page,
    request,
  }) => {
    const article = await bestsellingShoe(request);
    const errors = collectErrors(page);
    const articleReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/v1/articles/${article.id}`) && sent.resourceType() !== 'other')
        articleReads.push(sent.resourceType());
    });
    await page.goto(`/product/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.name })).toBeVisible();
    // The server rendered the page with its content, so its footer too; the slot says ready once
    // the page is hydrated and running.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute('data-state', 'ready');
    expect(errors).toEqual([]);
    // Nothing the shopper notices (the buy box may settle by a few pixels when fresh stock
    // arrives); a page painted unstyled or rendered again would shift by far more than this.
    const shifts = await layoutShift(page);
    expect(shifts.total, shifts.sources).toBeLessThan(0.01);
    // The head's preload hint may fetch the article; the page's code does not fetch it again.
    expect(articleReads.filter((type) => type !== 'fetch' && type !== 'preload')).toEqual([]);
  });

  test('a returning shopper (favourite, chosen shop in storage) gets the page hydrated without error, then their state', async ({
    page,
    request,
  }) => {
    const article = await bestsellingShoe(request);
    const shops = (await (await request.get('/api/v1/shops')).json()) as { id: number }[];
    await seedStorage(page, { favourites: [article.id], selectedShop: shops[0]?.id ?? null });
    const errors = collectErrors(page);
    await page.goto(`/product/${article.id}`);
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute('data-state', 'ready');
    // What only the browser knows shows once the page is hydrated, without a mismatch.
    await expect(page.getByRole('button', { name: 'Fjern fra favoritter' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the home page hydrates: no error, no shift, a link far down navigates in the page', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    // The server's markup looks the same before the scripts run; the shell marks the moment it
    // has hydrated it, and from then on a click anywhere below is the page's own.
    await page.waitForFunction(
      () => performance.getEntriesByName('shell:hydrated', 'mark').length > 0,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute('data-state', 'ready');
    const shifts = await layoutShift(page);
    expect(shifts.total, shifts.sources).toBe(0);
    // A full page load would lose this mark: the click is the hydrated page's own navigation.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    const link = page.locator('.cat-home .cat-section').last().getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a shopper who scrolled before the scripts ran stays where they are once the page hydrates', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/build/shell/*/main.*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto('/sko', { waitUntil: 'commit' });
    // The server's listing is on screen, and scrollable, before any script has run.
    await expect(page.locator('main#main a[href*="/product/"]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    release();
    // The shell's navigation effects have run once it has taken over scroll restoration.
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute('data-state', 'ready');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(errors).toEqual([]);
  });

  test('a listing is hydrated with the data it was rendered with (no listing or category read)', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const reads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/v1/articles/search') || pathname === '/api/v1/categories')
        reads.push(pathname);
    });
    await page.goto('/sko');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.sh-remote-slot article').first()).toBeVisible();
    await expect(page).toHaveTitle(/^Sko \| /);
    expect(errors).toEqual([]);
    expect(reads).toEqual([]);
    const shifts = await layoutShift(page);
    expect(shifts.total, shifts.sources).toBe(0);
  });
});

ownShop(
  'a remote whose server render fails is rendered in the browser, the rest from the server',
  async ({ page, shop, compose }) => {
    await compose({ remotes: { mf_catalog: { version: E2E_BUILDS.catalogServerFails.version } } });
    const html = await (await page.request.get(`${shop.baseURL}/sko`)).text();
    // The shell's layout is in the HTML; the slot is in its loading state, with no data for it.
    expect(html).toContain('Hopp til hovedinnholdet');
    expect(html).toContain('class="sh-remote-loading"');
    expect(html).not.toContain('"mf_catalog":{"version"');

    const errors = collectErrors(page);
    await page.goto(`${shop.baseURL}/sko`);
    await expect(
      page.locator('.sh-remote-slot[data-remote="mf_catalog"] article').first(),
    ).toBeVisible();
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute(
      'data-remote-version',
      E2E_BUILDS.catalogServerFails.version,
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test.describe('the cookie banner of a first visit', () => {
  test.use({ cookieConsent: null });

  test('is in the server-rendered page, hydrated without error, and left out once answered', async ({
    page,
    browser,
    baseURL,
  }) => {
    const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await bare.newPage();
    await noScript.goto('/sko');
    const question = { name: 'Vi bruker informasjonskapsler' };
    await expect(noScript.getByRole('region', question)).toBeVisible();
    await bare.close();

    const errors = collectErrors(page);
    await page.goto('/sko');
    await expect(page.locator('.sh-remote-slot')).toHaveAttribute('data-state', 'ready');
    const banner = page.getByRole('region', question);
    await expect(banner).toBeVisible();
    expect(errors).toEqual([]);

    await banner.getByRole('button', { name: 'Avvis alle' }).click();
    await expect(banner).toHaveCount(0);
    // The answer itself stays in this browser; the server only learns that there is one.
    const mark = (await page.context().cookies()).find((c) => c.name === 'cookieChoice');
    expect(mark?.value).toBe('1');
    const html = await (await page.request.get('/sko')).text();
    expect(html).toMatch(/data-remote="mf_catalog"[^>]*data-state="ready"/);
    expect(html).not.toContain('sh-cookie-banner');
  });
});
