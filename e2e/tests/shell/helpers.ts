/**
 * Helpers for the shell journeys: seeding the shared stores through local storage (the same keys
 * the stores persist under, spec §3) and reading the shell's state from the page. Logging in is
 * e2e/support/auth.ts, shared by every suite.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const GUARD_MESSAGES = {
  authRequired: 'AUTH_REQUIRED: Ingen bruker logget inn',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED: Bruker har ikke godtatt brukervilkår',
  emailVerified: 'EMAIL_VERIFIED: E-post er allerede verifisert',
  registrationDisabled: 'User is logged in. Registration disabled',
} as const;

/** The header knows a logged-in user (the user store is loaded). */
export async function headerShowsLoggedIn(page: Page): Promise<void> {
  await expect(
    page.getByTestId('sh-header').getByRole('button', { name: 'Min side' }),
  ).toBeVisible();
}

/** Writes local-storage keys before any script of the page runs (every navigation of the page). */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.addInitScript((values) => {
    try {
      // Only once per tab: a reload must see what the page itself stored since.
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [key, value] of Object.entries(values))
        localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // about:blank has no storage; the shop's own origin does.
    }
  }, entries);
}

/** The shell is up: header rendered and the page area settled. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.getByTestId('sh-header')).toBeVisible();
}

export function alertBox(page: Page) {
  return page.getByTestId('sh-alert');
}

/** Vertical translation of the header in px (0 when shown). */
export async function headerOffset(page: Page): Promise<number> {
  return page
    .getByTestId('sh-header')
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);
}

interface ApiVariant {
  id: number;
  ean: string;
  shops: { id: number; qty: number }[];
  size: { id: number; name: string };
  color: { id: number; name: string; hex: string; image?: string | null };
}

interface ApiArticle {
  id: number;
  name: string;
  price: number;
  pant: number;
  frightPrice: number | null;
  image: string | null;
  canPurchase: boolean;
  webPurchaseLimit: number | null;
  onlyCC: boolean;
  gender: { id: number; name: string } | null;
  variants: ApiVariant[];
}

export interface SeedLine {
  line: Record<string, unknown>;
  variant: ApiVariant;
  article: ApiArticle;
}

/**
 * A real cart line (as the catalogue would add it) for an article of the demo data whose variant
 * has stock in at least `minShops` shops; `shopId` = the first shop with stock.
 */
export async function findCartLine(
  request: APIRequestContext,
  options: { minShops?: number; minQty?: number; skip?: number[] } = {},
): Promise<SeedLine> {
  const { minShops = 1, minQty = 2, skip = [] } = options;
  const categories = (await (await request.get('/api/v1/categories')).json()) as { id: number }[];
  const shops = (await (await request.get('/api/v1/shops')).json()) as {
    id: number;
    name: string;
  }[];
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  for (const category of categories) {
    const list = (await (
      await request.get(`/api/v1/categories/${category.id}/articles?per_page=20`)
    ).json()) as {
      data: { id: number }[];
    };
    for (const { id } of list.data) {
      if (skip.includes(id)) continue;
      const article = (await (await request.get(`/api/v1/articles/${id}`)).json()) as ApiArticle;
      if (!article.canPurchase || article.onlyCC) continue;
      for (const variant of article.variants) {
        const stocked = variant.shops.filter((s) => s.qty >= minQty && shopName.has(s.id));
        if (stocked.length < minShops) continue;
        const shop = stocked[0]!;
        return {
          article,
          variant,
          line: {
            id: variant.id,
            articleId: article.id,
            ean: variant.ean,
            shopId: shop.id,
            name: article.name,
            gender: article.gender,
            size: variant.size,
            color: {
              id: variant.color.id,
              name: variant.color.name,
              hex: variant.color.hex,
              image: variant.color.image ?? null,
            },
            price: article.price,
            pant: article.pant,
            frightPrice: article.frightPrice ?? 9900,
            image: article.image,
            canPurchase: true,
            variant: { id: variant.id, ean: variant.ean, shops: variant.shops },
            shop: { id: shop.id, name: shopName.get(shop.id) },
            webPurchaseLimit: article.webPurchaseLimit,
            onlyCC: false,
          },
        };
      }
    }
  }
  throw new Error('Fant ingen artikkel med lager i demo-dataene');
}

/** Local-storage entries for a cart with these lines (count and total as the cart rules give them). */
export function cartStorage(
  lines: Array<Record<string, unknown> & { count: number; price: number; pant: number }>,
) {
  return {
    orders: lines,
    count: lines.reduce((n, l) => n + l.count, 0),
    total: lines.reduce((n, l) => n + (l.price + l.pant) * l.count, 0),
  };
}

/** 'kr 1 299,-' as shared-contracts formatPrice writes it (plain spaces). */
export function kr(ore: number): string {
  const kroner = Math.round(ore) / 100;
  const whole = Number.isInteger(kroner);
  const text = new Intl.NumberFormat('nb-NO', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
    .format(kroner)
    .replace(/[\u00a0\u202f\u2009\u2007 ]/g, ' ')
    .replace(/\u2212/g, '-');
  return `kr ${text}${whole ? ',-' : ''}`;
}
