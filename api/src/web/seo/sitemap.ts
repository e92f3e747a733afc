/**
 * robots.txt and the sitemaps (sitemaps.org 0.9): an index and one part per kind of page,
 * products in pages of SITEMAP_PAGE. Generated from the database on each request (behind a
 * short HTTP cache), so a new article or shop is listed as soon as it is visible.
 */
import { categoryPath, productPath } from 'shared-contracts/rules';
import type { Category } from 'shared-contracts/schemas';
import * as blog from '../../modules/blog/service';
import * as catalog from '../../modules/catalog/service';
import * as content from '../../modules/content/service';
import { escapeHtml } from '../html';
import type { SeoDeps } from './page-head';

export const SITEMAP_PAGE = 10_000;

export interface SitemapEntry {
  readonly path: string;
  readonly lastmod?: Date;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/images/',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /user',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /password/',
    'Disallow: /favourites',
    'Disallow: /search/',
    'Disallow: /preview/',
    'Disallow: /inspiration/preview/',
    'Disallow: /build/*.map',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const day = (date: Date) => date.toISOString().slice(0, 10);

export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">${urls.join('')}</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: readonly string[]): string {
  const items = parts.map(
    (part) => `<sitemap><loc>${escapeHtml(`${origin}/${part}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">${items.join('')}</sitemapindex>\n`;
}

/** Names of the parts, products split in pages: sitemap-products-1.xml … */
export async function sitemapParts(deps: SeoDeps): Promise<string[]> {
  const products = await catalog.visibleArticleCount(deps.db);
  const pages = Math.max(1, Math.ceil(products / SITEMAP_PAGE));
  return [
    'sitemap-pages.xml',
    'sitemap-categories.xml',
    ...Array.from({ length: pages }, (_, i) => `sitemap-products-${i + 1}.xml`),
    'sitemap-shops.xml',
    'sitemap-posts.xml',
  ];
}

function categoryEntries(tree: readonly Category[]): SitemapEntry[] {
  return tree.flatMap((category) => [
    { path: categoryPath(category) },
    ...category.subcategories.map((sub) => ({ path: categoryPath(category, sub) })),
  ]);
}

/** One part's entries, or null when there is no such part. */
export async function sitemapPart(deps: SeoDeps, part: string): Promise<SitemapEntry[] | null> {
  if (part === 'pages') {
    const pages = await content.informationPages(deps.db);
    return [
      { path: '/' },
      { path: '/campaign' },
      { path: '/giftcard/status' },
      ...pages.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
    ];
  }
  if (part === 'categories') return categoryEntries(await deps.categories());
  if (part === 'shops') {
    const shops = await catalog.shopList(deps.db);
    return [{ path: '/butikker/' }, ...shops.map((s) => ({ path: `/butikker/${s.id}` }))];
  }
  if (part === 'posts') {
    const [posts, categories] = await Promise.all([
      blog.postPage(deps.db, { page: 1, per_page: 100 }),
      blog.categories(deps.db),
    ]);
    return [
      { path: '/inspiration' },
      ...categories
        .filter((c) => c.postsCount > 0)
        .map((c) => ({ path: `/inspiration/category/${encodeURIComponent(c.slug)}` })),
      ...posts.data.map((p) => ({
        path: `/inspiration/${encodeURIComponent(p.slug)}`,
        lastmod: new Date(p.publishedAt),
      })),
    ];
  }
  const products = /^products-(\d{1,5})$/.exec(part);
  if (products) {
    const page = Number(products[1]);
    if (page < 1) return null;
    const [tree, rows] = await Promise.all([
      deps.categories(),
      catalog.visibleArticles(deps.db, SITEMAP_PAGE, (page - 1) * SITEMAP_PAGE),
    ]);
    if (rows.length === 0 && page > 1) return null;
    const names = new Map(tree.map((c) => [c.id, c.name]));
    return rows.map((row) => ({
      path: productPath(
        {
          id: row.id,
          category: { id: row.categoryId, name: names.get(row.categoryId) ?? '' },
          articleGroup2ID: row.subcategoryId,
        },
        tree,
      ),
    }));
  }
  return null;
}
