/**
 * Findable (issue 19): each page's head, status and redirects from the server, the JSON-LD a
 * search engine reads, robots.txt and the sitemaps; on PGlite and (with DATABASE_URL) PostgreSQL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseInfo, testPlatform } from '../../../test/helpers/builds';
import { createTestDb, TEST_NOW, testDialects } from '../../../test/helpers/test-db';
import { FIXTURE, insertFixture } from '../../modules/catalog/test-fixture';
import { webPlugin } from '../index';
import { textDescription } from './page-head';
import { matchPageRoute } from './page-route';
import { renderHead } from './render-head';

const ORIGIN = 'https://www.barelavepriser.no';
const TEMPLATE = `<!doctype html><html lang="nb"><head><meta name="csrf-token" content="%CSRF_TOKEN%"><title>%TITLE%</title><meta name="description" content="%DESCRIPTION%"><script id="composition" type="application/json">%COMPOSITION%</script></head><body><div id="root"></div></body></html>`;
const A = FIXTURE.articles;
const CANONICAL_ZEBRA = `/fixturekategori/fixtureunder/product/${A.zebra}`;

describe('matchPageRoute', () => {
  const info = new Set(['om-oss']);
  it.each([
    ['/', { kind: 'home' }],
    ['/sko/lopesko/product/12', { kind: 'product', id: 12 }],
    ['/product/12', { kind: 'product', id: 12 }],
    ['/article/12', { kind: 'redirect', to: '/product/12' }],
    ['/shops', { kind: 'redirect', to: '/butikker/' }],
    ['/category/1/101', { kind: 'legacy-category', ids: [1, 101] }],
    ['/sko/lopesko', { kind: 'category', names: ['sko', 'lopesko'] }],
    ['/campaign/3', { kind: 'campaign', id: 3 }],
    ['/butikker/', { kind: 'shops' }],
    ['/butikker/7', { kind: 'shop', id: 7 }],
    ['/inspiration/slik-velger-du', { kind: 'post', base: '/inspiration', slug: 'slik-velger-du' }],
    ['/blog/category/loping', { kind: 'post-category', base: '/blog', slug: 'loping' }],
    ['/inspiration/preview/utkast', { kind: 'app', index: false }],
    ['/om-oss', { kind: 'page', slug: 'om-oss' }],
    ['/checkout', { kind: 'app', index: false }],
    ['/user/history', { kind: 'app', index: false }],
    ['/giftcard/status', { kind: 'app', index: true }],
    ['/search/sko', { kind: 'search', query: 'sko' }],
    ['/a/b/c/d', { kind: 'category', names: ['%'] }],
  ])('%s', (pathname, route) => {
    expect(matchPageRoute(pathname, info)).toEqual(route);
  });
});

describe('renderHead and textDescription', () => {
  it('escapes every value and keeps JSON-LD inside its element', () => {
    const html = renderHead(
      {
        title: '"><script>x</script>',
        description: 'a & b',
        canonical: `${ORIGIN}/x`,
        index: true,
        ogType: 'website',
        image: null,
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
      'Bare lave priser',
    );
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('content="a &amp; b"');
    expect(html).toContain('<meta property="og:description" content="a &amp; b">');
    expect(html).not.toContain('noindex');
  });

  it('describes HTML by its text, without scripts, cut near 155 characters', () => {
    expect(
      textDescription('<h2>Om oss</h2><script>evil()</script><p>Vi selger&nbsp;sko.</p>'),
    ).toBe('Om oss Vi selger sko.');
    const long = textDescription(`<p>${'ord '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(157);
    expect(long.endsWith(' …')).toBe(true);
  });
});

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).find((d) => d['@type'] === type);
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(testDialects)('pages for crawlers on %s', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    const testDb = await createTestDb({ dialect });
    await insertFixture(testDb.db, TEST_NOW);
    root = mkdtempSync(path.join(tmpdir(), 'seo-'));
    mkdirSync(path.join(root, 'shell', 'dist', '0.1.0'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'package.json'), '{"name":"shell","version":"0.1.0"}');
    writeFileSync(path.join(root, 'shell', 'dist', '0.1.0', 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(root, 'shell', 'dist', '0.1.0', 'release.json'),
      JSON.stringify(releaseInfo('shell', '0.1.0')),
    );
    const compositionFile = path.join(root, 'composition.config.json');
    writeFileSync(compositionFile, JSON.stringify({ remotes: {} }));
    app = Fastify({ logger: false });
    // The page's CSRF token comes from the CSRF plugin; a fixed one stands in for it here.
    app.decorateRequest('csrfToken', null);
    app.addHook('onRequest', async (request) => {
      request.csrfToken = 't';
    });
    await app.register(webPlugin, {
      ...testPlatform(testDb.db, root),
      compositionFile,
      seo: { db: testDb.db, now: () => TEST_NOW, origin: ORIGIN },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await testDb.close();
    };
  }, 240_000);
  afterAll(async () => {
    await close?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('a product page: its title, description, canonical URL, link preview and Product JSON-LD', async () => {
    const res = await get(CANONICAL_ZEBRA);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Zebra sokk | Bare lave priser</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${CANONICAL_ZEBRA}">`);
    expect(metaContent(res.body, 'description')).toMatch(/Zebra sokk til kr 299,-/);
    expect(metaContent(res.body, 'og:type')).toBe('product');
    expect(metaContent(res.body, 'og:image')).toMatch(/^https:\/\/www\.barelavepriser\.no\//);
    expect(metaContent(res.body, 'product:price:amount')).toBe('299.00');
    const product = ofType(res.body, 'Product') as {
      name: string;
      image: string[];
      brand: { name: string };
      offers: Record<string, string>;
    };
    expect(product.name).toBe('Zebra sokk');
    expect(product.brand.name).toBe('Fixturemerke');
    expect(product.image[0]).toMatch(/^https:\/\//);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '299.00',
      priceCurrency: 'NOK',
      url: ORIGIN + CANONICAL_ZEBRA,
    });
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    // The campaign price holds until the campaign ends.
    expect(product.offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const crumbs = ofType(res.body, 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    expect(crumbs.itemListElement.map((c) => [c.position, c.name])).toEqual([
      [1, 'Hjem'],
      [2, 'Fixturekategori'],
      [3, 'Fixtureunder'],
      [4, 'Zebra sokk'],
    ]);
  });

  it('unknown products, categories, campaigns, posts and shops are HTTP 404 with the 404 title', async () => {
    for (const url of [
      '/fixturekategori/fixtureunder/product/999999',
      '/finnesikke',
      '/fixturekategori/finnesikke',
      '/campaign/999999',
      '/inspiration/fixture-utkast',
      '/blog/finnes-ikke',
      `/butikker/${FIXTURE.shopIds.hidden}`,
      '/a/b/c/d',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Siden finnes ikke | Bare lave priser</title>');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
      // The shell still loads, to show the Norwegian 404 page.
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('a hidden article still answers its old link, but is not indexed', async () => {
    const res = await get(`/fixturekategori/fixtureunder/product/${A.hidden}`);
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'robots')).toBe('noindex');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('legacy links are HTTP 301 to where the page lives, query kept', async () => {
    const cases: Array<[string, string]> = [
      [`/article/${A.zebra}`, `/product/${A.zebra}`],
      ['/shops', '/butikker/'],
      [
        `/category/${FIXTURE.categoryId}/${FIXTURE.subcategoryId}?side=2`,
        '/fixturekategori/fixtureunder?side=2',
      ],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    // `/product/{id}` is the product route itself (spec §2); its canonical URL is the full path.
    const bare = await get(`/product/${A.zebra}`);
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain(`<link rel="canonical" href="${ORIGIN}${CANONICAL_ZEBRA}">`);
  });

  it('a category page names itself and its trail; home says who the shop is', async () => {
    const category = await get('/fixturekategori/fixtureunder');
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Fixtureunder | Bare lave priser</title>');
    expect(
      (ofType(category.body, 'BreadcrumbList') as { itemListElement: unknown[] }).itemListElement,
    ).toHaveLength(3);
    const home = await get('/');
    expect(home.body).toContain('<title>Bare lave priser</title>');
    expect(ofType(home.body, 'Organization')).toMatchObject({
      name: 'Bare lave priser',
      url: `${ORIGIN}/`,
    });
    expect(home.body).toContain('<html lang="nb">');
  });

  it('a shop page is a Store with its opening hours; a post is a BlogPosting', async () => {
    const shop = await get(`/butikker/${FIXTURE.shopIds.oslo}`);
    expect(ofType(shop.body, 'Store')).toMatchObject({
      name: 'Fixture Oslo AS',
      address: { streetAddress: 'Testveien 1', postalCode: FIXTURE.postcode },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '10:00', closes: '20:00' },
      ],
    });
    const post = await get(`/inspiration/${FIXTURE.blog.postSlug}`);
    expect(post.statusCode).toBe(200);
    expect(ofType(post.body, 'BlogPosting')).toMatchObject({ headline: 'Fixtureinnlegg' });
    expect(metaContent(post.body, 'og:type')).toBe('article');
  });

  it("fills the template's description slot, escaped", async () => {
    const search = await get('/search/%22%3E%3Cscript%3E');
    expect(search.body).toContain(
      '<meta name="description" content="Søkeresultater for «&quot;&gt;&lt;script&gt;» hos Bare lave priser.">',
    );
    expect(search.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('personal and transient screens are not indexed', async () => {
    for (const url of ['/checkout', '/user/history', '/search/sokk', '/inspiration/preview/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('robots.txt and the sitemaps list what a crawler may find, from the database', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /checkout');

    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    const parts = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-categories.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-shops.xml`,
      `${ORIGIN}/sitemap-posts.xml`,
    ]);
    const locs = async (url: string) =>
      [...(await get(url)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const products = await locs('/sitemap-products-1.xml');
    expect(products).toContain(ORIGIN + CANONICAL_ZEBRA);
    expect(products.some((u) => u?.endsWith(`/product/${A.hidden}`))).toBe(false);
    expect(await locs('/sitemap-categories.xml')).toContain(
      `${ORIGIN}/fixturekategori/fixtureunder`,
    );
    expect(await locs('/sitemap-pages.xml')).toContain(`${ORIGIN}/${FIXTURE.pages.infoSlug}`);
    const shops = await locs('/sitemap-shops.xml');
    expect(shops).toContain(`${ORIGIN}/butikker/${FIXTURE.shopIds.oslo}`);
    expect(shops).not.toContain(`${ORIGIN}/butikker/${FIXTURE.shopIds.hidden}`);
    const posts = await locs('/sitemap-posts.xml');
    expect(posts).toContain(`${ORIGIN}/inspiration/${FIXTURE.blog.postSlug}`);
    expect(posts).not.toContain(`${ORIGIN}/inspiration/fixture-utkast`);
    expect((await get('/sitemap-products-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-nothing.xml')).statusCode).toBe(404);
  });
});
