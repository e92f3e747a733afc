/** Demo HLS streams: the three file shapes of a stream, their types and caching, nothing else. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videosModule } from '.';

describe('GET /videos/…', () => {
  // No database involved: the module alone, under the API prefix.
  const t: { app: FastifyInstance } = { app: Fastify({ logger: false }) };
  beforeAll(async () => {
    await t.app.register(videosModule, { prefix: '/api/v1' });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves a VOD playlist whose segments and thumbnail exist', async () => {
    const playlist = await t.app.inject({ url: '/api/v1/videos/produkt/playlist.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.body).toContain('#EXTM3U');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const res = await t.app.inject({ url: `/api/v1/videos/produkt/${segment}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    }
    const thumb = await t.app.inject({ url: '/api/v1/videos/produkt/thumbnail.jpg' });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
  });

  it('answers HEAD for the playlist (the player asks for the source type)', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/videos/vintersalg/playlist.m3u8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('mpegurl');
  });

  it('404 for unknown videos and files, never a path outside the folder', async () => {
    for (const url of [
      '/api/v1/videos/finnes-ikke/playlist.m3u8',
      '/api/v1/videos/produkt/seg99.ts',
      '/api/v1/videos/produkt/..%2F..%2Fpackage.json',
      '/api/v1/videos/produkt/playlist.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    const bad = await t.app.inject({ url: '/api/v1/videos/..%2Fsrc/playlist.m3u8' });
    expect([404, 422]).toContain(bad.statusCode);
  });
});
