/**
 * The layout check of issue 20: every route of the shell's route table (one representative URL
 * each; logged in through the real API where the route needs it) at 390×844 and 1366×900, and
 * the cart and the menus opened on a few pages. Each test lists every offender of
 * support/layout-audit.ts with route, width and selector, and fails on any. Screenshots of home,
 * a listing, a product page, the cart and checkout are attached to the report at both widths.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/test';
import { DEMO_CUSTOMER, logIn } from '../../support/auth';
import { auditLayout, type Offender } from '../../support/layout-audit';
import { cartStorage, findCartLine, seedStorage, shellReady } from '../shell/helpers';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const PRODUCT_URL = '/sko/tursko/product/10977';

interface Ids {
  campaignId: number;
  shopId: number;
  pollId: number;
  questionId: number;
}

interface RouteCase {
  /** Route name in shell/src/routes/route-table.ts. */
  route: string;
  url: (ids: Ids) => string;
  login?: boolean;
  /** A cart in local storage (checkout has nothing to lay out without one). */
  cart?: boolean;
  /** Screenshot attached to the report under this name. */
  shot?: string;
}

const INFO_PAGES = [
  ['about', '/om-oss'],
  ['vacancies', '/ledige-stillinger/'],
  ['faq', '/faq'],
  ['return', '/return'],
  ['delivery', '/delivery'],
  ['terms', '/terms'],
  ['contact', '/contact'],
  ['trim-reklamasjon', '/trim-reklamasjon'],
  ['privacy', '/privacy'],
  ['support', '/support'],
  ['payment', '/payment'],
  ['reclamation', '/reclamation'],
  ['iso', '/iso'],
  ['apenhetsloven', '/apenhetsloven'],
  ['cookies', '/cookies'],
  ['premises', '/premises'],
] as const;

const ROUTES: RouteCase[] = [
  { route: 'home', url: () => '/', shot: 'forside' },
  { route: 'preview', url: () => '/preview/homescreen-sommer' },
  { route: 'article', url: () => '/article/10977' },
  { route: 'product', url: () => PRODUCT_URL, shot: 'produktside' },
  { route: 'campaign', url: ({ campaignId }) => `/campaign/${campaignId}` },
  { route: 'campaigns', url: () => '/campaign' },
  { route: 'search', url: () => '/search/jakke' },
  { route: 'bundle', url: () => '/utvalg/10977+10978+10979' },
  { route: 'favourites', url: () => '/favourites' },
  { route: 'category-legacy', url: () => '/category/1' },
  { route: 'category', url: () => '/sko', shot: 'liste' },
  { route: 'checkout', url: () => '/checkout', cart: true, shot: 'kasse' },
  { route: 'login', url: () => '/login' },
  { route: 'registration', url: () => '/register' },
  { route: 'password-reset', url: () => '/password/reset' },
  { route: 'email-verification', url: () => '/user/email-verification', login: true },
  { route: 'user', url: () => '/user', login: true },
  { route: 'account-info', url: () => '/user/info', login: true },
  { route: 'account-history', url: () => '/user/history', login: true },
  { route: 'reservations', url: () => '/user/reservations', login: true },
  { route: 'account-reviews', url: () => '/user/reviews', login: true },
  { route: 'account-permissions', url: () => '/user/permissions', login: true },
  { route: 'accept-terms', url: () => '/user/accept-terms', login: true },
  { route: 'poll', url: ({ pollId }) => `/user/poll/${pollId}`, login: true },
  {
    route: 'question',
    url: ({ pollId, questionId }) => `/user/poll/${pollId}/${questionId}`,
    login: true,
  },
  {
    route: 'question-response',
    url: ({ pollId, questionId }) => `/user/poll/${pollId}/${questionId}/response`,
    login: true,
  },
  {
    route: 'question-article',
    url: ({ pollId, questionId }) => `/user/poll/${pollId}/${questionId}/10977`,
    login: true,
  },
  ...INFO_PAGES.map(([route, path]) => ({ route, url: () => path })),
  { route: 'giftcard-status', url: () => '/giftcard/status' },
  { route: 'shops-legacy', url: () => '/shops/' },
  { route: 'shops', url: () => '/butikker/' },
  { route: 'shop', url: ({ shopId }) => `/butikker/${shopId}` },
  { route: 'blog-post', url: () => '/blog/slik-velger-du-riktige-lopesko' },
  { route: 'blog-category', url: () => '/blog/category/loping' },
  { route: 'inspiration-list', url: () => '/inspiration' },
  { route: 'inspiration', url: () => '/inspiration/slik-velger-du-riktige-lopesko' },
  { route: 'inspiration-preview', url: () => '/inspiration/preview/fra-sofa-til-5-km' },
  { route: 'inspiration-category', url: () => '/inspiration/category/trening' },
  { route: 'not-found', url: () => '/finnes/ikke/her/heller' },
];

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const get = async <T>(url: string) => (await (await request.get(url)).json()) as T;
  const campaigns = await get<{ id: number }[]>('/api/v1/campaigns/');
  const shops = await get<{ id: number }[]>('/api/v1/shops');
  const polls =
    await get<{ id: number; questions: { id: number; open: boolean }[] }[]>('/api/v1/polls/active');
  const poll = polls[0];
  const question = poll?.questions.find((q) => q.open) ?? poll?.questions[0];
  if (!campaigns[0] || !shops[0] || !poll || !question)
    throw new Error('Demo-dataene mangler kampanje, butikk eller konkurranse');
  return {
    campaignId: campaigns[0].id,
    shopId: shops[0].id,
    pollId: poll.id,
    questionId: question.id,
  };
}

/** Two real lines from two articles, so the cart and checkout have rows to lay out. */
async function seedTwoLineCart(page: Page, request: APIRequestContext): Promise<void> {
  const first = await findCartLine(request, { minQty: 2 });
  const second = await findCartLine(request, { minQty: 2, skip: [first.article.id] });
  await seedStorage(
    page,
    cartStorage(
      [first, second].map(
        (s) =>
          ({ ...s.line, count: 1 }) as Record<string, unknown> & {
            count: number;
            price: number;
            pant: number;
          },
      ),
    ),
  );
}

/** The page has rendered what it loads: the main area settled and the network quiet. */
async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main#main [data-state="loading"], .sh-remote-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await transitionsDone(page);
}

/** Drawers and the modal slide in: measure where they come to rest. Endless loops do not count. */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

function report(route: string, width: number, offenders: Offender[]): string[] {
  return offenders.map((o) => `${route} @ ${width}px: [${o.kind}] ${o.selector} – ${o.detail}`);
}

async function attachShot(page: Page, testInfo: TestInfo, name: string, fullPage: boolean) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage, animations: 'disabled' }),
    contentType: 'image/png',
  });
}

// The routes are independent: both workers share them.
test.describe.configure({ mode: 'parallel' });

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

const ROUTES_PER_TEST = 6;

/** Routes that need the same set-up, a few per test: later loads reuse the cached code. */
function batches(): RouteCase[][] {
  const groups = new Map<string, RouteCase[]>();
  for (const c of ROUTES) {
    const key = `${c.login ? 'login' : ''}${c.cart ? 'cart' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].flatMap((group) => {
    const out: RouteCase[][] = [];
    for (let i = 0; i < group.length; i += ROUTES_PER_TEST)
      out.push(group.slice(i, i + ROUTES_PER_TEST));
    return out;
  });
}

// One load per route, measured at both widths (the page is resized in between, as a phone turned
// sideways or a window dragged wider would be): half the loads of a load per width. A few routes
// share a test and its browser, so the shop's code comes from the cache after the first load.
for (const batch of batches()) {
  const login = batch[0]?.login ?? false;
  test(`${batch.map((c) => c.route).join(', ')}${login ? ' (logged in)' : ''}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(batch.length * 45_000);
    if (batch.some((c) => c.cart)) await seedTwoLineCart(page, request);
    if (login) await logIn(page, DEMO_CUSTOMER);
    const offenders: string[] = [];
    for (const c of batch) {
      const url = c.url(ids);
      for (const [index, size] of WIDTHS.entries()) {
        await page.setViewportSize(size);
        if (index === 0) await page.goto(url);
        await pageSettled(page);
        offenders.push(...report(`${c.route} ${url}`, size.width, await auditLayout(page)));
        if (c.shot) await attachShot(page, testInfo, `${c.shot}-${size.width}`, true);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
}

for (const size of WIDTHS) {
  for (const url of ['/', '/sko', PRODUCT_URL]) {
    test(`cart and menus opened on ${url} at ${size.width} px`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(size);
      await seedTwoLineCart(page, request);
      await page.goto(url);
      await shellReady(page);
      await pageSettled(page);
      const offenders: string[] = [];

      await page.getByTestId('sh-cart-button').click();
      const cart = page.getByRole('dialog', { name: 'Handlekurv' });
      await expect(cart.getByTestId('sh-cart-line')).toHaveCount(2);
      await page.waitForLoadState('networkidle');
      await transitionsDone(page);
      offenders.push(...report(`cart ${url}`, size.width, await auditLayout(page)));
      if (url === '/') await attachShot(page, testInfo, `handlekurv-${size.width}`, false);
      await page.keyboard.press('Escape');
      await expect(cart).toBeHidden();

      for (const [button, menu] of [
        ['Meny', 'sh-side-menu'],
        ['Kundeinformasjon', 'sh-info-menu'],
      ] as const) {
        await page.getByTestId('sh-header').getByRole('button', { name: button }).click();
        await expect(page.getByTestId(menu)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await transitionsDone(page);
        offenders.push(...report(`${button} ${url}`, size.width, await auditLayout(page)));
        await page.keyboard.press('Escape');
        await expect(page.getByTestId(menu)).toBeHidden();
      }
      expect(offenders, offenders.join('\n')).toEqual([]);
    });
  }
}
