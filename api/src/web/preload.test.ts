import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Composition } from 'shared-contracts/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { Builds, FolderReleaseStore } from '../releases';
import { PreloadHints, pageChunkName, pageReads } from './preload';
import { explodeOptionalSegments, RouteMatcher } from './route-match';

const ROUTES = [
  { path: '/', remote: 'mf_catalog', page: 'Home' },
  { path: '/article/:articleId' },
  {
    path: '/:categoryName?/:subcategoryName?/product/:articleId',
    remote: 'mf_catalog',
    page: 'Product',
  },
  { path: '/campaign', remote: 'mf_catalog', page: 'CampaignList' },
  { path: '/search/:query', remote: 'mf_catalog', page: 'Search' },
  { path: '/category/:categoryId?/:subcategoryId?' },
  { path: '/:categoryName/:subcategoryName?/:group?', remote: 'mf_catalog', page: 'Category' },
  { path: '/om-oss', remote: 'mf_content', page: 'InfoPage' },
  { path: '*' },
];

describe('RouteMatcher (react-router ranking)', () => {
  const matcher = new RouteMatcher(ROUTES);
  const pageOf = (url: string) => matcher.match(url)?.route.page ?? matcher.match(url)?.route.path;

  it('expands optional segments', () => {
    // Every combination, as react-router's explodeOptionalSegments gives them.
    expect(explodeOptionalSegments('/a/:b?/:c?').sort()).toEqual([
      '/a',
      '/a/:b',
      '/a/:b/:c',
      '/a/:c',
    ]);
  });

  it('prefers static segments over params, whatever the table order', () => {
    expect(pageOf('/')).toBe('Home');
    expect(pageOf('/om-oss')).toBe('InfoPage');
    expect(pageOf('/OM-OSS')).toBe('InfoPage');
    expect(pageOf('/campaign')).toBe('CampaignList');
    expect(pageOf('/sko')).toBe('Category');
    expect(pageOf('/sko/lopesko/trail')).toBe('Category');
    expect(pageOf('/search/r%C3%B8d%20jakke')).toBe('Search');
    expect(pageOf('/product/12')).toBe('Product');
    expect(pageOf('/sko/lopesko/product/12')).toBe('Product');
    expect(pageOf('/category/3')).toBe('/category/:categoryId?/:subcategoryId?');
    expect(pageOf('/a/b/c/d/e')).toBe('*');
    expect(matcher.match('/%E0%A4%A')).toBeNull();
  });

  it('gives the params of the match', () => {
    expect(matcher.match('/sko/lopesko/product/12')?.params).toEqual({
      categoryName: 'sko',
      subcategoryName: 'lopesko',
      articleId: '12',
    });
  });

  it("hints a page's first reads, with its id from the URL, and nothing for a bad id", () => {
    const product = matcher.match('/product/12');
    expect(product && pageReads(product)).toContain('/api/v1/articles/12');
    const odd = matcher.match('/product/12abc');
    expect(odd && pageReads(odd)).not.toContain('/api/v1/articles/12abc');
  });

  it('names the chunk group of a page', () => {
    expect(pageChunkName('CampaignList')).toBe('page-campaign-list');
    expect(pageChunkName('Home')).toBe('page-home');
  });
});

describe('PreloadHints', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'preload-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(value));
  };
  write('shell/dist/1.0.0/index.html', '<!doctype html>');
  write('mf-catalog/dist/2.0.0/mf-manifest.json', {});
  write('shell/dist/1.0.0/routes.json', { routes: ROUTES });
  write('shell/dist/1.0.0/preload.json', { initial: ['main.abc.js', '1.abc.js', '2.abc.css'] });
  write('mf-catalog/dist/2.0.0/preload.json', {
    initial: ['remoteEntry.js', 'expose.abc.js'],
    pages: { 'page-home': ['page-home.abc.js', 'page-home.abc.css'], 'page-search': ['s.js'] },
  });
  const composition: Composition = {
    shell: { version: '1.0.0' },
    remotes: {
      mf_catalog: {
        url: '/build/mf-catalog/2.0.0/mf-manifest.json',
        mount: 'component',
        version: '2.0.0',
      },
      mf_content: {
        url: 'https://cdn.example.no/mf-content/1/mf-manifest.json',
        mount: 'component',
      },
    },
    overrides: { enabled: false, allowedOrigins: [] },
  };
  const hints = new PreloadHints(new Builds(new FolderReleaseStore(path.join(root, '.r')), root));

  it("names the shell's chunks, the route's manifest, entry, exposed module and page files", async () => {
    const html = await hints.forPage(composition, '1.0.0', await hints.routeFor('1.0.0', '/'));
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/api/v1/settings',
      '/api/v1/categories',
      '/api/v1/page/allActive',
      '/build/shell/1.0.0/1.abc.js',
      '/build/shell/1.0.0/2.abc.css',
      '/build/mf-catalog/2.0.0/mf-manifest.json',
      '/build/mf-catalog/2.0.0/remoteEntry.js',
      '/build/mf-catalog/2.0.0/expose.abc.js',
      '/build/mf-catalog/2.0.0/page-home.abc.js',
      '/build/mf-catalog/2.0.0/page-home.abc.css',
    ]);
    expect(html).toContain('as="style" href="/build/shell/1.0.0/2.abc.css"');
    // Code at low priority (the markup's stylesheets and images first); styles keep theirs.
    expect(html).toContain('as="script" fetchpriority="low" href="/build/shell/1.0.0/1.abc.js"');
    expect(html).not.toMatch(/as="style" fetchpriority/);
    expect(html).toContain(
      'as="fetch" crossorigin="anonymous" href="/build/mf-catalog/2.0.0/mf-manifest.json" data-mf-manifest="mf_catalog"',
    );
    // No other page's files, no other remote's manifest.
    expect(html).not.toContain('s.js');
    expect(html).not.toContain('cdn.example.no');
  });

  it('leaves out the first reads of a page that brings their answers (server-rendered)', async () => {
    const route = await hints.routeFor('1.0.0', '/');
    const html = await hints.forPage(composition, '1.0.0', route, { reads: false });
    expect(html).not.toContain('/api/v1/');
    expect(html).toContain('/build/mf-catalog/2.0.0/page-home.abc.js');
    expect(html).toContain('data-mf-manifest="mf_catalog"');
  });

  it('hints only the manifest of a remote on another origin', async () => {
    const html = await hints.forPage(
      composition,
      '1.0.0',
      await hints.routeFor('1.0.0', '/om-oss'),
    );
    expect(html).toContain('href="https://cdn.example.no/mf-content/1/mf-manifest.json"');
    expect(html).not.toContain('mf-catalog');
  });

  it('gives the shell chunks only for a shell route, nothing for an unbuilt shell', async () => {
    const html = await hints.forPage(
      composition,
      '1.0.0',
      await hints.routeFor('1.0.0', '/a/b/c/d/e'),
    );
    expect(html).toContain('/build/shell/1.0.0/1.abc.js');
    expect(html).not.toContain('data-mf-manifest');
    expect(await hints.routeFor('9.9.9', '/')).toBeNull();
    expect(await hints.forPage(composition, '9.9.9', null)).toBe('');
  });
});
