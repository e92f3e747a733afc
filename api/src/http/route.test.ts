import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachingPlugin } from './caching';
import { getRoute, JsonText } from './route';

// A cached answer as the response cache keeps it: one JsonText for every request.
const LIST = new JsonText(
  JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Vare ${i}` })) }),
);
const SMALL = new JsonText(JSON.stringify({ ok: true }));

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(cachingPlugin);
  const contract = { summary: 'test', tags: ['test'], response: v.unknown() };
  getRoute(app, '/list', contract, async () => LIST);
  getRoute(app, '/small', contract, async () => SMALL);
  await app.ready();
});

afterAll(() => app.close());

describe('a pre-serialised answer', () => {
  it('goes out compressed with brotli to a browser that accepts it', async () => {
    const res = await app.inject({
      url: '/list',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(LIST.etag);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(LIST.text);
  });

  it('goes out with gzip where br is not accepted, and as text without accept-encoding', async () => {
    const gzip = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(LIST.text);
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LIST.text);
  });

  it('is compressed once per encoding, not on every request', () => {
    expect(LIST.encode('br')).toBe(LIST.encode('br'));
    expect(LIST.encode('gzip')).not.toBe(LIST.encode('br'));
  });

  it('leaves an answer below the threshold uncompressed, and still answers 304 to its ETag', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL.text);
    const again = await app.inject({
      url: '/list',
      headers: { 'accept-encoding': 'br', 'if-none-match': LIST.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
