/** Generated product images: immutable caching, ETag revalidation, 404 for what cannot be drawn. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImagePath } from '../../seed/images';
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
