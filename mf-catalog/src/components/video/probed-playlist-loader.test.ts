import type {
  HlsConfig,
  LoaderCallbacks,
  LoaderConfiguration,
  PlaylistLoaderContext,
} from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { probedPlaylistLoader } from './probed-playlist-loader';

const URL_A = 'https://cdn.example/v/1/playlist.m3u8';
const URL_B = 'https://cdn.example/v/1/low/index.m3u8';
const TEXT_A = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\na.ts\n#EXT-X-ENDLIST\n';

/** Stands in for hls.js's XHR loader: records each URL it is asked to fetch. */
function networkLoader() {
  const fetched: string[] = [];
  const aborted: string[] = [];
  class Network {
    stats = {
      aborted: false,
      loaded: 0,
      retry: 0,
      total: 0,
      chunkCount: 0,
      bwEstimate: 0,
      loading: { start: 0, first: 0, end: 0 },
      parsing: { start: 0, end: 0 },
      buffering: { start: 0, first: 0, end: 0 },
    };
    context: PlaylistLoaderContext | null = null;
    load(context: PlaylistLoaderContext) {
      this.context = context;
      fetched.push(context.url);
    }
    abort() {
      aborted.push(this.context?.url ?? '');
    }
    destroy() {}
  }
  return { Network, fetched, aborted };
}

const context = (url: string) =>
  ({ url, responseType: 'text', type: 'manifest' }) as PlaylistLoaderContext;
const config = {} as LoaderConfiguration;
function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<PlaylistLoaderContext>;
}

describe('probedPlaylistLoader', () => {
  it('answers the first request of a probed playlist with its text, without the network', async () => {
    const { Network, fetched } = networkLoader();
    const Loader = probedPlaylistLoader(Network, new Map([[URL_A, TEXT_A]]));
    const loader = new Loader({} as HlsConfig);
    const cb = callbacks();
    loader.load(context(URL_A), config, cb);
    await vi.waitFor(() => expect(cb.onSuccess).toHaveBeenCalledTimes(1));
    const [response, stats, ctx] = cb.onSuccess.mock.calls[0] ?? [];
    expect(response).toEqual({ url: URL_A, data: TEXT_A });
    expect(stats).toMatchObject({ loaded: TEXT_A.length, total: TEXT_A.length });
    expect(ctx).toEqual(context(URL_A));
    expect(loader.context).toEqual(context(URL_A));
    expect(fetched).toEqual([]);
  });

  it('knows a playlist asked for by a path relative to the page', async () => {
    const absolute = new URL('/api/v1/videos/x/playlist.m3u8', location.href).href;
    const { Network, fetched } = networkLoader();
    const Loader = probedPlaylistLoader(Network, new Map([[absolute, TEXT_A]]));
    const cb = callbacks();
    new Loader({} as HlsConfig).load(context('/api/v1/videos/x/playlist.m3u8'), config, cb);
    await vi.waitFor(() => expect(cb.onSuccess).toHaveBeenCalledTimes(1));
    expect(fetched).toEqual([]);
  });

  it('sends a refresh of the same playlist and any other playlist to the network', () => {
    const { Network, fetched } = networkLoader();
    const Loader = probedPlaylistLoader(Network, new Map([[URL_A, TEXT_A]]));
    new Loader({} as HlsConfig).load(context(URL_A), config, callbacks());
    new Loader({} as HlsConfig).load(context(URL_A), config, callbacks());
    new Loader({} as HlsConfig).load(context(URL_B), config, callbacks());
    expect(fetched).toEqual([URL_A, URL_B]);
  });

  it('says nothing once aborted or destroyed before its answer', async () => {
    const { Network } = networkLoader();
    const Loader = probedPlaylistLoader(
      Network,
      new Map([
        [URL_A, TEXT_A],
        [URL_B, TEXT_A],
      ]),
    );
    const first = new Loader({} as HlsConfig);
    const second = new Loader({} as HlsConfig);
    const a = callbacks();
    const b = callbacks();
    first.load(context(URL_A), config, a);
    first.abort();
    second.load(context(URL_B), config, b);
    second.destroy();
    // A third loader's answer, queued after theirs, shows the queue has run.
    const c = callbacks();
    new (probedPlaylistLoader(Network, new Map([[URL_A, TEXT_A]])))({} as HlsConfig).load(
      context(URL_A),
      config,
      c,
    );
    await vi.waitFor(() => expect(c.onSuccess).toHaveBeenCalledTimes(1));
    expect(a.onSuccess).not.toHaveBeenCalled();
    expect(b.onSuccess).not.toHaveBeenCalled();
  });
});
