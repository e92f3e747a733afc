import { describe, expect, it, vi } from 'vitest';
import {
  isHlsContentType,
  parsePlaylist,
  playlistIsLive,
  playlistIsLiveDvr,
  probeVideoSource,
} from './playlist';

const VOD = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-TARGETDURATION:6
#EXTINF:6.0,
seg0.ts
#EXT-X-ENDLIST
`;
const DVR = `#EXTM3U
#EXT-X-TARGETDURATION:10
#EXT-X-MEDIA-SEQUENCE:40
#EXT-X-PROGRAM-DATE-TIME:2026-01-01T10:00:00Z
#EXTINF:10.0,
a.ts
#EXT-X-DISCONTINUITY
#EXTINF:10.0,
b.ts
`;
const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360
low/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2000000
high/index.m3u8
`;

function response(body: string, init: { status?: number; type?: string } = {}) {
  return new Response(body, {
    status: init.status ?? 200,
    headers: init.type ? { 'content-type': init.type } : {},
  });
}

describe('playlist parsing', () => {
  it('reads a VOD media playlist', () => {
    const info = parsePlaylist(VOD);
    expect(info).toMatchObject({
      isMultivariant: false,
      targetDuration: 6,
      hasEndList: true,
      playlistType: 'VOD',
    });
    expect(playlistIsLiveDvr(info)).toBe(false);
    expect(playlistIsLive(info)).toBe(false);
  });

  it('recognises a live DVR playlist (target ≥ 10 with date-time or discontinuity)', () => {
    const info = parsePlaylist(DVR);
    expect(playlistIsLiveDvr(info)).toBe(true);
    expect(playlistIsLive(info)).toBe(true);
    expect(
      playlistIsLiveDvr(parsePlaylist(DVR.replace('TARGETDURATION:10', 'TARGETDURATION:9'))),
    ).toBe(false);
  });

  it('lists renditions of a multivariant playlist', () => {
    expect(parsePlaylist(MASTER)).toMatchObject({
      isMultivariant: true,
      variants: ['low/index.m3u8', 'high/index.m3u8'],
    });
  });

  it('accepts the HLS content types case-insensitively', () => {
    expect(isHlsContentType('application/vnd.apple.mpegurl')).toBe(true);
    expect(isHlsContentType('Application/X-MPEGURL; charset=utf-8')).toBe(true);
    expect(isHlsContentType('audio/mpegurl')).toBe(true);
    expect(isHlsContentType('text/html')).toBe(false);
    expect(isHlsContentType(null)).toBe(false);
  });
});

describe('probeVideoSource', () => {
  const src = 'https://cdn.example/v/1/playlist.m3u8';

  it('follows a multivariant playlist to its first rendition', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const u = String(url);
      if (init?.method === 'HEAD') return response('', { type: 'application/vnd.apple.mpegurl' });
      if (u === src) return response(MASTER);
      if (u === 'https://cdn.example/v/1/low/index.m3u8') return response(DVR);
      return response('', { status: 404 });
    });
    await expect(probeVideoSource(src, fetchImpl as typeof fetch)).resolves.toEqual({
      kind: 'hls',
      live: true,
      dvr: true,
      // Both texts kept for hls.js, by absolute URL.
      playlists: new Map([
        [src, MASTER],
        ['https://cdn.example/v/1/low/index.m3u8', DVR],
      ]),
    });
  });

  it('calls a 404 or a wrong content type unplayable', async () => {
    const notFound = vi.fn(async () => response('', { status: 404 }));
    expect((await probeVideoSource(src, notFound as typeof fetch)).kind).toBe('unplayable');
    const html = vi.fn(async () => response('<html>', { type: 'text/html' }));
    expect((await probeVideoSource(src, html as typeof fetch)).kind).toBe('unplayable');
  });

  it('plays a plain video file natively', async () => {
    const mp4 = vi.fn(async () => response('', { type: 'video/mp4' }));
    expect(await probeVideoSource('https://cdn.example/a.mp4', mp4 as typeof fetch)).toEqual({
      kind: 'file',
    });
  });

  it('turns a network failure into unplayable', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await probeVideoSource(src, down as typeof fetch)).kind).toBe('unplayable');
  });
});
