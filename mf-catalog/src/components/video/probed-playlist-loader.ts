import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import { absolutePlaylistUrl } from './playlist';

type NetworkLoader = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js's playlist loader for one player: the first request of a playlist the probe has read
 * (`probeVideoSource`, which the spec's type and live-DVR checks need) is answered with the
 * probe's text instead of a second GET of the same file; any later request of it (a live
 * playlist refreshed every target duration) and every other playlist go to the network.
 */
export function probedPlaylistLoader(
  network: NetworkLoader,
  probed: ReadonlyMap<string, string>,
): PlaylistLoaderConstructor {
  const unread = new Map(probed);
  return class ProbedPlaylistLoader implements Loader<PlaylistLoaderContext> {
    private readonly loader: Loader<LoaderContext>;
    private served: PlaylistLoaderContext | null = null;
    private stopped = false;

    constructor(config: HlsConfig) {
      this.loader = new network(config);
    }

    get stats(): LoaderStats {
      return this.loader.stats;
    }

    get context(): PlaylistLoaderContext | null {
      return this.served ?? (this.loader.context as PlaylistLoaderContext | null);
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      // hls.js asks for the URL as the page gave it (maybe relative); the probe's are absolute.
      const url = absolutePlaylistUrl(context.url);
      const text = unread.get(url);
      if (text === undefined) {
        this.loader.load(context, config, callbacks as LoaderCallbacks<LoaderContext>);
        return;
      }
      unread.delete(url);
      this.served = context;
      const stats = this.loader.stats;
      const now = performance.now();
      stats.loading.start = stats.loading.first = stats.loading.end = now;
      stats.loaded = stats.total = text.length;
      // Answered asynchronously, as a network loader would: hls.js finishes setting up first.
      queueMicrotask(() => {
        if (!this.stopped)
          callbacks.onSuccess({ url: context.url, data: text }, stats, context, null);
      });
    }

    abort(): void {
      this.stopped = true;
      this.loader.abort();
    }

    destroy(): void {
      this.stopped = true;
      this.loader.destroy();
    }
  };
}
