/**
 * The GET twins of the search reads: the same answers as the POSTs, with no session, no CSRF
 * token and no cookie; cacheable (Cache-Control with stale-while-revalidate, ETag and 304),
 * compressed when asked, and the same 422 for bad input.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchIdsResponseSchema, SearchResponseSchema } from 'shared-contracts/schemas';
import { A } from './fixture';
import { openSearchApp, type TestDatabase } from './harness';

describe('GET /articles/search and /articles/searchids', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ testDb, app } = await openSearchApp('pglite'));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const search = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/articles/search?request=${encodeURIComponent(JSON.stringify(body))}`,
      headers,
    });

  it('answers a search like the POST, without a session or CSRF token', async () => {
    const res = await search({ query: 'jakke', take: 2, page: 0 });
    expect(res.statusCode).toBe(200);
    const body = v.parse(SearchResponseSchema, res.json());
    expect(body.hits.total.value).toBe(4);
    expect(body.hits.hits.map((h) => h._id)).toEqual([A.jakke, A.jakkeBasic]);
    // No session was opened for the read.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is cacheable: Cache-Control with stale-while-revalidate, ETag, 304 on a match', async () => {
    const first = await search({ query: 'jakke' });
    expect(first.headers['cache-control']).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await search({ query: 'jakke' }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await search({ query: 'sko' }, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('is compressed for a browser that accepts gzip', async () => {
    const res = await search({}, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body: unknown = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(v.parse(SearchResponseSchema, body).hits.hits.length).toBeGreaterThan(0);
  });

  it('answers bad input with 422 and a Norwegian message', async () => {
    const notJson = await app.inject({ method: 'GET', url: '/api/v1/articles/search?request=%7B' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json<{ message: string }>().message).toMatch(/Ugyldig søk/);
    const badTake = await search({ take: 0 });
    expect(badTake.statusCode).toBe(422);
    expect(badTake.json<{ message: string }>().message).toBe('take må være minst 1');
  });

  it('lets the browser reuse the catalogue reads a page starts with', async () => {
    for (const url of ['/api/v1/categories', '/api/v1/settings', '/api/v1/page/allActive']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
    }
    // Not the one that must never outlive an expired code.
    const promo = await app.inject({ method: 'GET', url: '/api/v1/promocodes/check/FINNESIKKE' });
    expect(promo.headers['cache-control']).toBe('no-store');
  });

  it('answers searchids in the order asked, unknown ids skipped', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/articles/searchids?ids=${A.regnjakke},424242,${A.jakke}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const body = v.parse(SearchIdsResponseSchema, res.json());
    expect(body.hits.hits.map((h) => h._id)).toEqual([A.regnjakke, A.jakke]);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/articles/searchids?ids=1,x' });
    expect(bad.statusCode).toBe(422);
  });
});
