/** Generated product images: immutable caching, ETag revalidation, 404 for what cannot be drawn. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerImagePath, productImagePath } from '../../seed/images';
import { buildTestApp, type TestApp } from '../catalog/test-app';
import { IMAGE_CACHE_CONTROL } from './routes';

describe('GET /images/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect: 'pglite' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves the SVG of an image URL with a year-long immutable cache and an ETag', async () => {
    // A seeded category (1) so the renderer knows its silhouette.
    const url = productImagePath(1, '#cc0000', 'Løpesko');
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
    const etag = res.headers.etag;
    expect(typeof etag).toBe('string');

    const again = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a percent sign in a label (decoded once, not twice)', async () => {
    const res = await t.app.inject({ url: '/api/v1/images/product/1-cc0000-100%25%20ull.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('100% ull');
  });

  it('draws banners without text, at the width a srcset asks for', async () => {
    const url = bannerImagePath('Ekspedisjon Norge', '#1f4fa3');
    const full = await t.app.inject({ url });
    expect(full.statusCode).toBe(200);
    // The page prints the title over the picture; the picture must not carry it again.
    expect(full.body).not.toContain('<text');
    expect(full.body).not.toContain('Ekspedisjon');
    expect(full.body).toContain('width="1200" height="500"');
    const phone = await t.app.inject({ url: `${url}?w=480` });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain('width="480" height="200"');
    expect(phone.headers.etag).not.toBe(full.headers.etag);
    for (const w of ['481', '80', '4000', 'x'])
      expect((await t.app.inject({ url: `${url}?w=${w}` })).statusCode, w).toBe(422);
  });

  it('draws product images at the width a srcset asks for, each width its own cache entry', async () => {
    const url = productImagePath(1, '#cc0000', 'Løpesko');
    const full = await t.app.inject({ url });
    expect(full.body).toContain('width="400" height="400"');
    const tile = await t.app.inject({ url: `${url}?w=160` });
    expect(tile.statusCode).toBe(200);
    expect(tile.body).toContain('width="160" height="160"');
    expect(tile.body).toContain('viewBox="0 0 400 400"');
    expect(tile.headers.etag).not.toBe(full.headers.etag);
    expect((await t.app.inject({ url: `${url}?w=170` })).statusCode).toBe(422);
  });

  it('404 JSON for anything that is not one of our images', async () => {
    for (const url of [
      '/api/v1/images/product/x.svg',
      '/api/v1/images/product/1-cc0000-Sko.png',
      '/api/v1/images/other/1-cc0000-Sko.svg',
      '/api/v1/images/product/9999-cc0000-Sko.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Fant ikke bildet' });
    }
  });
});
