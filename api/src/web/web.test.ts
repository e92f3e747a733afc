import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderWith, releaseInfo, SHELL_TEMPLATE, testPlatform } from '../../test/helpers/builds';
import { createTestDb } from '../../test/helpers/test-db';
import type { CompositionService } from '../modules/composition';
import {
  parseCompositionConfig,
  parseStoredConfig,
  toCompositionDocument,
} from '../modules/composition/document';
import { escapeHtml, jsonForScript, PLAIN_PAGE_HEADERS, renderShellHtml } from './html';
import { cacheControlFor, IMMUTABLE, isPagePath, NO_CACHE, webPlugin } from './index';

/** A repository-like folder: shell + one remote built, composition file beside them. */
function fixture(): { root: string; compositionFile: string } {
  const root = folderWith('web-plugin', {
    'shell/package.json': JSON.stringify({ name: 'shell', version: '0.1.0' }),
    'shell/dist/0.1.0/index.html': SHELL_TEMPLATE,
    'shell/dist/0.1.0/main.0123456789.js': 'console.log("shell")',
    'shell/dist/0.1.0/main.0123456789.js.br': 'brotli bytes',
    'shell/dist/0.1.0/main.0123456789.js.map': '{"version":3}',
    'shell/dist/0.1.0/release.json': JSON.stringify(releaseInfo('shell', '0.1.0')),
    'shell/dist/0.1.0/server/entry.cjs': 'module.exports = "server only";',
    'mf-catalog/dist/0.1.0/release.json': JSON.stringify(releaseInfo('mf-catalog', '0.1.0')),
    'mf-catalog/dist/0.1.0/mf-manifest.json': '{"id":"mf_catalog"}',
    'mf-catalog/dist/0.1.0/remoteEntry.js': 'var mf_catalog;',
    'mf-catalog/dist/0.1.0/__federation_expose_entry.abcdef1234.js': '/* page */',
    'composition.config.json': JSON.stringify({
      remotes: {
        mf_catalog: { version: '0.1.0' },
        mf_content: { url: 'https://cdn.example/mf-content/2.0.0/mf-manifest.json' },
      },
    }),
  });
  return { root, compositionFile: path.join(root, 'composition.config.json') };
}

describe('html helpers', () => {
  it('escapes attribute and text content', () => {
    expect(escapeHtml(`"><script>&'`)).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;');
  });

  it('keeps inline JSON from closing its script element, and still valid JSON', () => {
    const value = { text: '</script><script>alert(1)</script>', amp: 'a&b', ls: '\u2028' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('fills every placeholder, even with `$` patterns in the values', () => {
    const html = renderShellHtml(SHELL_TEMPLATE, {
      csrfToken: "$&'",
      title: 'Bare lave priser',
      composition: { a: '$1' },
    });
    expect(html).toContain('content="$&amp;&#39;"');
    expect(html).toContain('<title>Bare lave priser</title>');
    expect(html).toContain('{"a":"$1"}');
    expect(html).not.toContain('%');
  });
});

describe('composition document', () => {
  it('resolves versions to manifest URLs, passes URLs through and defaults the rest', () => {
    const config = parseCompositionConfig(
      {
        remotes: {
          mf_catalog: { version: '0.1.0-e2e-a' },
          mf_content: { url: 'https://cdn.example/m.json' },
        },
      },
      'test',
    );
    expect(toCompositionDocument(config, { shellVersion: '0.1.0' })).toEqual({
      shell: { version: '0.1.0' },
      remotes: {
        mf_catalog: {
          url: '/build/mf-catalog/0.1.0-e2e-a/mf-manifest.json',
          mount: 'component',
          version: '0.1.0-e2e-a',
        },
        mf_content: { url: 'https://cdn.example/m.json', mount: 'component' },
      },
      overrides: { enabled: false, allowedOrigins: [] },
    });
  });

  it('enables overrides for extra (dev) origins without editing the file', () => {
    const config = parseCompositionConfig(
      { remotes: {}, overrides: { enabled: false, allowedOrigins: ['https://staging.example'] } },
      'test',
    );
    expect(
      toCompositionDocument(config, {
        shellVersion: '0.1.0',
        extraOrigins: ['http://localhost:3001'],
      }).overrides,
    ).toEqual({
      enabled: true,
      allowedOrigins: ['https://staging.example', 'http://localhost:3001'],
    });
  });

  it('rejects a malformed file with the path of the problem', () => {
    expect(() =>
      parseCompositionConfig({ remotes: { mf_catalog: { version: 'latest' } } }, 'x.json'),
    ).toThrow(/x\.json: remotes\.mf_catalog/);
  });
});

describe('caching and page paths', () => {
  it('makes only content-hashed files immutable', () => {
    expect(cacheControlFor('/x/main.0123456789.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/177.2bb618cc1b.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.0123456789.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
  });

  it('serves HTML for shop paths only', () => {
    for (const page of [
      '/',
      '/om-oss',
      '/user/poll/3',
      '/search/sko%20herre',
      '/ledige-stillinger/',
      '/x?y=1.js',
    ]) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const other of [
      '/api/v1/nope',
      '/api',
      '/build/shell/0.1.0/x',
      '/favicon.ico',
      '/robots.txt',
      '/a/b.js',
    ]) {
      expect(isPagePath(other), other).toBe(false);
    }
  });
});

/**
 * A web plugin over `files` (its own empty database for the composition) whose requests all
 * have a CSRF token (stand-in for the CSRF plugin).
 */
async function webApp(
  files: { root: string; compositionFile: string },
  extra: { sourceMaps?: boolean; failing?: boolean; token?: string } = {},
): Promise<{ app: FastifyInstance; composition: CompositionService }> {
  const database = await createTestDb({ seed: false });
  const { builds, composition } = testPlatform(database.db, files.root);
  const app = Fastify();
  app.decorateRequest('csrfToken', null);
  app.addHook('onRequest', async (request) => {
    if (extra.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    request.csrfToken = extra.token ?? 't';
  });
  app.addHook('onClose', () => database.close());
  app.get('/api/v1/ping', async () => ({ ok: true }));
  try {
    await app.register(webPlugin, {
      builds,
      composition,
      compositionFile: files.compositionFile,
      ...(extra.sourceMaps === undefined ? {} : { sourceMaps: extra.sourceMaps }),
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, composition };
}

/**
 * GET of `url` over a real socket: `inject` resolves `./` and `x/..` before routing, a client
 * sending raw bytes does not.
 */
async function rawGet(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const CHANGE = { author: 'test', reason: 'test' };

describe('webPlugin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await webApp(fixture(), { token: 'tok<en>' }));
  });
  afterAll(() => app.close());

  it('answers every shop path with the shell HTML, CSRF token and inlined composition', async () => {
    const response = await app.inject({
      url: '/user/poll/3?x=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache, private');
    expect(response.body).toContain('<meta name="csrf-token" content="tok&lt;en&gt;">');
    const inline = /<script id="composition" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(inline ?? 'null').remotes.mf_catalog.url).toBe(
      '/build/mf-catalog/0.1.0/mf-manifest.json',
    );
  });

  it('serves /composition.json to be revalidated, with an ETag that answers 304', async () => {
    const response = await app.inject({ url: '/composition.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json().remotes.mf_content).toEqual({
      url: 'https://cdn.example/mf-content/2.0.0/mf-manifest.json',
      mount: 'component',
    });
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-/);
    const again = await app.inject({
      url: '/composition.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves builds: hashed chunks immutable, entries and manifests no-cache', async () => {
    const chunk = await app.inject({
      url: '/build/mf-catalog/0.1.0/__federation_expose_entry.abcdef1234.js',
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const manifest = await app.inject({ url: '/build/mf-catalog/0.1.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject({ url: '/build/mf-catalog/0.1.0/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers 404 (never cached as immutable, never HTML) for missing builds and odd paths', async () => {
    for (const url of [
      '/build/mf-catalog/9.9.9/mf-manifest.json',
      '/build/mf-catalog/0.1.0/missing.0123456789.js',
      '/build/mf-catalog/0.1.0/../../shell/package.json',
      '/build/etc/0.1.0/passwd',
      '/api/v1/unknown',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toBe(IMMUTABLE);
      expect(response.body, url).not.toContain('<!doctype html>');
    }
  });

  it('sends a CSP allowing exactly this server and the composition’s remote origins, and forbids framing', async () => {
    const page = await app.inject({ url: '/sko', headers: { accept: 'text/html' } });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example(;| )/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Builds are fetched cross-origin by shells elsewhere: no page policy on them.
    const chunk = await app.inject({ url: '/build/shell/0.1.0/main.0123456789.js' });
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    expect(chunk.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('allows a remote origin in the CSP on the first page after the composition names it', async () => {
    const { app: other, composition } = await webApp(fixture());
    expect((await other.inject({ url: '/' })).headers['content-security-policy']).not.toContain(
      'https://remotes.example',
    );
    await composition.set({
      ...CHANGE,
      force: false,
      config: parseCompositionConfig(
        { remotes: { mf_content: { url: 'https://remotes.example/mf-content/m.json' } } },
        'test',
      ),
    });
    expect((await other.inject({ url: '/' })).headers['content-security-policy']).toContain(
      "script-src 'self' https://remotes.example",
    );
    await other.close();
  });

  it('keeps compressed hashed chunks immutable and varies on Accept-Encoding', async () => {
    const response = await app.inject({
      url: '/build/shell/0.1.0/main.0123456789.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toContain('Accept-Encoding');
  });

  it('compresses pages for browsers that accept it, and tells caches the answer varies', async () => {
    const files = fixture();
    const body = '<p>Sko og jakker</p>'.repeat(200);
    writeFileSync(
      path.join(files.root, 'shell/dist/0.1.0/index.html'),
      SHELL_TEMPLATE.replace('<div id="root"></div>', `<div id="root">${body}</div>`),
    );
    const { app: other } = await webApp(files);
    const page = await other.inject({
      url: '/sko',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(body);
    const plain = await other.inject({ url: '/sko', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(body);
    await other.close();
  });

  it('serves a published release from the store, its entry files immutable too, before a local build', async () => {
    const files = fixture();
    const release = path.join(files.root, '.releases', 'mf-catalog', '0.1.0');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'mf-manifest.json'), '{"id":"released"}');
    writeFileSync(
      path.join(release, 'release.json'),
      JSON.stringify(releaseInfo('mf-catalog', '0.1.0')),
    );
    const { app: other } = await webApp(files);
    const manifest = await other.inject({ url: '/build/mf-catalog/0.1.0/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'released' });
    expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
    // The local build's chunk is not part of the release: not served under its version.
    const local = await other.inject({
      url: '/build/mf-catalog/0.1.0/__federation_expose_entry.abcdef1234.js',
    });
    expect(local.statusCode).toBe(404);
    await other.close();
  });

  it('serves a favicon', async () => {
    for (const url of ['/favicon.ico', '/favicon.svg']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('image/svg+xml');
      expect(response.body, url).toContain('<svg');
    }
  });

  it('reads the seed file only at start: the composition lives on when the file vanishes', async () => {
    const files = fixture();
    const { app: other } = await webApp(files);
    expect((await other.inject({ url: '/' })).statusCode).toBe(200);
    rmSync(files.compositionFile);
    const page = await other.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/build/mf-catalog/0.1.0/mf-manifest.json');
    expect((await other.inject({ url: '/composition.json' })).statusCode).toBe(200);
    await other.close();
  });

  it('starts again from the stored composition when the seed file is gone; a first start without one serves no pages', async () => {
    const files = fixture();
    const database = await createTestDb({ seed: false });
    const empty = await createTestDb({ seed: false });
    try {
      await testPlatform(database.db, files.root).composition.seedFromFile(files.compositionFile);
      rmSync(files.compositionFile);
      const restarted = testPlatform(database.db, files.root).composition;
      await restarted.seedFromFile(files.compositionFile);
      expect(restarted.current()?.document.remotes.mf_catalog?.url).toBe(
        '/build/mf-catalog/0.1.0/mf-manifest.json',
      );
      const first = testPlatform(empty.db, files.root).composition;
      expect(await first.seedFromFile(files.compositionFile)).toMatch(
        /^composition\.config\.json finnes ikke/,
      );
      expect(first.current()).toBeNull();
    } finally {
      await database.close();
      await empty.close();
    }
  });

  it('starts from a seed file naming a build that does not exist, answering pages 503 until a composition is set', async () => {
    const files = fixture();
    writeFileSync(
      files.compositionFile,
      JSON.stringify({ remotes: { mf_catalog: { version: '9.9.9' } } }),
    );
    const { app: other, composition } = await webApp(files);
    const page = await other.inject({ url: '/sko', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Butikken er midlertidig utilgjengelig');
    expect((await other.inject({ url: '/api/v1/ping' })).json()).toEqual({ ok: true });
    await composition.set({
      ...CHANGE,
      force: false,
      config: parseCompositionConfig({ remotes: { mf_catalog: { version: '0.1.0' } } }, 'test'),
    });
    expect((await other.inject({ url: '/sko' })).statusCode).toBe(200);
    await other.close();
  });

  it('serves source maps only when configured, however the path is spelled', async () => {
    const url = '/build/shell/0.1.0/main.0123456789.js.map';
    expect((await app.inject({ url })).statusCode).toBe(200);
    const { app: production } = await webApp(fixture(), { sourceMaps: false });
    // `send` collapses `x/..` only after the `.map` ending was looked at.
    for (const spelling of [url, `${url}/x/..`, '/build/shell/0.1.0/main.0123456789.js.%6Dap']) {
      expect((await rawGet(production, spelling)).status, spelling).toBe(404);
    }
    await production.close();
  });

  it('never serves a build’s server part, however the path is spelled', async () => {
    for (const url of [
      '/build/shell/0.1.0/server/entry.cjs',
      '/build/shell/0.1.0//server/entry.cjs',
      '/build/shell/0.1.0/%2Fserver/entry.cjs',
      '/build/shell/0.1.0/./server/entry.cjs',
      '/build/shell/0.1.0/x/../server/entry.cjs',
      '/build/shell/0.1.0/server%2Fentry.cjs',
    ]) {
      const response = await rawGet(app, url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).not.toContain('server only');
    }
  });

  it('answers a page it cannot serve (database down) with a Norwegian 503 page, the API with JSON', async () => {
    const { app: failing } = await webApp(fixture(), { failing: true });
    const page = await failing.inject({ url: '/sko', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="nb"');
    expect(page.body).toContain('Butikken er midlertidig utilgjengelig');
    expect(page.body).not.toContain('ECONNREFUSED');
    // An error page is a page: no framing, no code from anywhere.
    expect(page.headers['content-security-policy']).toBe(
      PLAIN_PAGE_HEADERS['Content-Security-Policy'],
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await failing.inject({ url: '/api/v1/ping' });
    expect(api.statusCode).toBe(500);
    expect(api.headers['content-type']).toContain('application/json');
    await failing.close();
  });

  it('leaves API routes alone', async () => {
    const response = await app.inject({ url: '/api/v1/ping' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('says the shop is not built (503) when the shell version is missing', async () => {
    const { app: other, composition } = await webApp(fixture());
    // Only a forced change can name a shell that does not exist.
    await composition.set({
      ...CHANGE,
      force: true,
      config: parseCompositionConfig({ shell: { version: '9.9.9' }, remotes: {} }, 'test'),
    });
    const response = await other.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Butikken er ikke bygget');
    await other.close();
  });
});

describe('stored compositions', () => {
  it('reads an entry accepted with a mount mode that no longer exists (ADR 0008)', () => {
    const stored = {
      shell: { version: '0.4.0' },
      remotes: { mf_content: { version: '0.3.0', mount: 'parcel' } },
      overrides: { enabled: false, allowedOrigins: [] },
    };
    expect(() => parseCompositionConfig(stored, 'fil')).toThrow(/parcel er fjernet/);
    const remote = parseStoredConfig(stored, 'sammensetning #1').remotes.mf_content;
    expect(remote).toMatchObject({ version: '0.3.0' });
    expect(remote).not.toMatchObject({ mount: 'parcel' });
  });
});
