import type { Settings } from 'shared-contracts';

/**
 * Where a product's video lives. The article contract has no video field, so editors attach
 * videos in the settings (GET /settings): `productVideos` maps an article id to its video path
 * and `videoCdn` is the CDN base (spec §7: `{cdn}/{videopath}/playlist.m3u8` + `thumbnail.jpg`).
 * Home-page boxes use the same `{cdn}/{videoUrl}` rule.
 */
export const DEFAULT_VIDEO_CDN = '/api/v1';

export interface VideoSource {
  src: string;
  poster: string;
}

function cdnOf(settings: Settings | undefined): string {
  const cdn = settings?.videoCdn;
  return typeof cdn === 'string' && cdn !== '' ? cdn.replace(/\/+$/, '') : DEFAULT_VIDEO_CDN;
}

/** `{cdn}/{videopath}/playlist.m3u8` (absolute URLs and explicit playlists are used as given). */
export function videoSource(path: string, settings: Settings | undefined): VideoSource {
  if (/\.m3u8(\?|$)|\.mp4(\?|$)/i.test(path)) {
    const base = path.slice(0, path.lastIndexOf('/'));
    return { src: path, poster: `${base}/thumbnail.jpg` };
  }
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const root = /^https?:\/\//i.test(path)
    ? path.replace(/\/+$/, '')
    : `${cdnOf(settings)}/${trimmed}`;
  return { src: `${root}/playlist.m3u8`, poster: `${root}/thumbnail.jpg` };
}

export function productVideo(
  articleId: number,
  settings: Settings | undefined,
): VideoSource | null {
  const map = settings?.productVideos;
  if (typeof map !== 'object' || map === null) return null;
  const path = (map as Record<string, unknown>)[String(articleId)];
  return typeof path === 'string' && path !== '' ? videoSource(path, settings) : null;
}
