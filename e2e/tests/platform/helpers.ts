/**
 * Helpers of the platform journeys (slots, cart storage seeding, demo data lookups). Logging in
 * is e2e/support/auth.ts: real logins, never a user faked into local storage.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from '../../support/test';
import {
  readBaseComposition,
  startServer,
  type CompositionConfigFile,
  type RunningServer,
} from '../../support/server';

export const TEXTS = {
  failed: 'Denne delen av siden kunne ikke lastes.',
  retry: 'Prøv igjen',
  incompatible: /passer ikke med resten av nettbutikken/,
  banner: 'Testoverstyring aktiv',
  clearOverride: 'Fjern overstyring',
} as const;

/** The page area of one remote (the platform marks it with data-remote). */
export function slot(page: Page, remote: string): Locator {
  return page.locator(`[data-remote="${remote}"]`);
}

/** Waits until the remote's slot is mounted and returns it. */
export async function readySlot(page: Page, remote: string): Promise<Locator> {
  const locator = slot(page, remote);
  await expect(locator).toHaveAttribute('data-state', 'ready');
  return locator;
}

/** Marks the current document; a full document load drops the mark, an in-page navigation not. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-document', 'marked'));
}

export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.getAttribute('data-e2e-document') === 'marked',
  );
}

/** Local-storage entries written before the page's scripts run, once per tab. */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.addInitScript((values) => {
    try {
      if (sessionStorage.getItem('__platform-seeded')) return;
      sessionStorage.setItem('__platform-seeded', '1');
      for (const [key, value] of Object.entries(values))
        localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // about:blank has no storage.
    }
  }, entries);
}

export async function firstPollId(request: APIRequestContext, origin = ''): Promise<number> {
  const polls = (await (await request.get(`${origin}/api/v1/polls/active`)).json()) as {
    id: number;
  }[];
  const first = polls[0];
  if (!first) throw new Error('Demo-dataene har ingen aktiv konkurranse');
  return first.id;
}

interface ApiArticle {
  id: number;
  name: string;
  price: number;
  pant: number;
  frightPrice: number;
  image: string;
  canPurchase: boolean;
  onlyCC: boolean;
  webPurchaseLimit: number | null;
  gender: { id: number; name: string };
  variants: {
    id: number;
    ean: string;
    shops: { id: number; qty: number }[];
    size: { id: number; name: string };
    color: { id: number; name: string; hex: string; image: string };
  }[];
}

/** Cart lines (as the cart store persists them) for purchasable demo articles with stock. */
export async function cartLines(request: APIRequestContext, wanted: number, count = 1) {
  const lines: Array<
    Record<string, unknown> & { name: string; count: number; price: number; pant: number }
  > = [];
  const categories = (await (await request.get('/api/v1/categories')).json()) as { id: number }[];
  for (const category of categories) {
    const page = (await (
      await request.get(`/api/v1/categories/${category.id}/articles?per_page=20`)
    ).json()) as {
      data: { id: number }[];
    };
    for (const { id } of page.data) {
      const article = (await (await request.get(`/api/v1/articles/${id}`)).json()) as ApiArticle;
      if (!article.canPurchase || article.onlyCC) continue;
      const variant = article.variants.find((v) => v.shops.some((s) => s.qty >= count + 2));
      const shop = variant?.shops.find((s) => s.qty >= count + 2);
      if (!variant || !shop) continue;
      lines.push({
        id: variant.id,
        articleId: article.id,
        ean: variant.ean,
        shopId: shop.id,
        count,
        name: article.name,
        gender: article.gender,
        size: variant.size,
        color: { ...variant.color },
        price: article.price,
        pant: article.pant,
        frightPrice: article.frightPrice,
        image: article.image,
        canPurchase: true,
        variant: { id: variant.id, ean: variant.ean, shops: variant.shops },
        shop: null,
        webPurchaseLimit: article.webPurchaseLimit,
        onlyCC: false,
      });
      if (lines.length === wanted) return lines;
      break; // one article per category keeps the lines distinct
    }
  }
  throw new Error(`Fant bare ${lines.length} av ${wanted} kjøpbare varer i demo-dataene`);
}

/** Storage entries of a cart holding `lines` (count and total as the cart rules compute them). */
export function cartStorage(lines: Array<{ count: number; price: number; pant: number }>) {
  return {
    orders: lines,
    count: lines.reduce((n, l) => n + l.count, 0),
    total: lines.reduce((n, l) => n + (l.price + l.pant) * l.count, 0),
  };
}

/**
 * A server of its own (in-memory database, own composition file) for specs that change the
 * composition, so they never disturb journeys running against the shared server.
 */
export const test = base.extend<
  {
    compose: (
      patch: Partial<CompositionConfigFile>,
      options?: { force?: boolean },
    ) => Promise<void>;
  },
  { shop: RunningServer }
>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures need the destructuring form.
    async ({}, use) => {
      const server = await startServer({
        composition: readBaseComposition(),
        database: 'memory',
        seedArticles: 300,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  compose: async ({ shop }, use) => {
    const base = readBaseComposition();
    await use((patch, options) =>
      shop.compose({ ...base, ...patch, remotes: { ...base.remotes, ...patch.remotes } }, options),
    );
  },
});

export { expect };
