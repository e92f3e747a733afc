import { isLiveDvr } from 'shared-contracts';

/**
 * HLS playlist inspection for the product video player (external-apis §6). Pure parsing here;
 * the live-DVR decision itself is the shared rule `isLiveDvr` (spec §9).
 */

/** Content types CDNs use for playlists (RFC 8216's registered one plus common aliases). */
const HLS_TYPES = [
  'application/vnd.apple.mpegurl',
  'application/x-mpegurl',
  'audio/mpegurl',
  'audio/x-mpegurl',
];

export function isHlsContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return HLS_TYPES.includes(type);
}

export interface PlaylistInfo {
  /** A multivariant playlist lists renditions instead of segments. */
  isMultivariant: boolean;
  /** Rendition URIs as written (relative to the playlist) in order. */
  variants: string[];
  targetDuration: number;
  hasProgramDateTime: boolean;
  hasDiscontinuity: boolean;
  hasEndList: boolean;
  playlistType: 'VOD' | 'EVENT' | null;
}

export function parsePlaylist(text: string): PlaylistInfo {
  const info: PlaylistInfo = {
    isMultivariant: false,
    variants: [],
    targetDuration: 0,
    hasProgramDateTime: false,
    hasDiscontinuity: false,
    hasEndList: false,
    playlistType: null,
  };
  let expectVariantUri = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (!line.startsWith('#')) {
      if (expectVariantUri) info.variants.push(line);
      expectVariantUri = false;
      continue;
    }
    if (line.startsWith('#EXT-X-STREAM-INF')) {
      info.isMultivariant = true;
      expectVariantUri = true;
    } else if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      info.targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length)) || 0;
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME')) {
      info.hasProgramDateTime = true;
    } else if (line === '#EXT-X-DISCONTINUITY') {
      info.hasDiscontinuity = true;
    } else if (line === '#EXT-X-ENDLIST') {
      info.hasEndList = true;
    } else if (line.startsWith('#EXT-X-PLAYLIST-TYPE:')) {
      const type = line.slice('#EXT-X-PLAYLIST-TYPE:'.length).trim();
      info.playlistType = type === 'VOD' || type === 'EVENT' ? type : null;
    }
  }
  return info;
}

/**
 * Live DVR per spec §9 (target duration ≥ 10 and a DVR tag or a discontinuity). The "DVR tag"
 * is read as EXT-X-PROGRAM-DATE-TIME, or an EVENT playlist (which by definition keeps the
 * whole recording), as external-apis §6 recommends.
 */
export function playlistIsLiveDvr(info: PlaylistInfo): boolean {
  const dvrTag = info.hasProgramDateTime || info.playlistType === 'EVENT';
  return isLiveDvr(info.targetDuration, dvrTag, info.hasDiscontinuity);
}

/** A stream still being written to (no ENDLIST) must not loop and must follow the live edge. */
export function playlistIsLive(info: PlaylistInfo): boolean {
  return !info.hasEndList || playlistIsLiveDvr(info);
}

/** A playlist URL as the page resolves it: the key the probe and hls.js's loader share. */
export function absolutePlaylistUrl(url: string, base?: string): string {
  return new URL(url, base ?? globalThis.location?.href).href;
}

export type SourceProbe =
  | {
      kind: 'hls';
      live: boolean;
      dvr: boolean;
      /** The playlists the probe read, by absolute URL: the player hands them to hls.js. */
      playlists: ReadonlyMap<string, string>;
    }
  | { kind: 'file' }
  | { kind: 'unplayable'; reason: string };

/**
 * What the spec's player asks before playing: a HEAD of the source to learn its type and a GET
 * of the playlist (following a multivariant playlist to its first rendition) to learn whether
 * it is live DVR. Network failures and wrong types become `unplayable` → error code 4.
 */
export async function probeVideoSource(
  src: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<SourceProbe> {
  try {
    const head = await fetchImpl(src, { method: 'HEAD', signal });
    if (!head.ok) return { kind: 'unplayable', reason: `HEAD ${head.status}` };
    const type = head.headers.get('content-type');
    if (!isHlsContentType(type)) {
      return type?.toLowerCase().startsWith('video/')
        ? { kind: 'file' }
        : { kind: 'unplayable', reason: `type ${type}` };
    }
    const res = await fetchImpl(src, { signal });
    if (!res.ok) return { kind: 'unplayable', reason: `GET ${res.status}` };
    const playlists = new Map<string, string>();
    const url = absolutePlaylistUrl(src);
    const text = await res.text();
    playlists.set(url, text);
    let info = parsePlaylist(text);
    if (info.isMultivariant) {
      const first = info.variants[0];
      if (!first) return { kind: 'unplayable', reason: 'no renditions' };
      const renditionUrl = absolutePlaylistUrl(first, url);
      const media = await fetchImpl(renditionUrl, { signal });
      if (!media.ok) return { kind: 'unplayable', reason: `GET rendition ${media.status}` };
      const renditionText = await media.text();
      playlists.set(renditionUrl, renditionText);
      info = parsePlaylist(renditionText);
    }
    return {
      kind: 'hls',
      live: playlistIsLive(info),
      dvr: playlistIsLiveDvr(info),
      playlists,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'unplayable', reason: error instanceof Error ? error.message : String(error) };
  }
}
