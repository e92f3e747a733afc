import { retryableLazy } from '../retryable-lazy';
import type { VideoPlayerProps } from './video-player';

/**
 * The video player (with hls.js) loads only where a video is shown. Code-split with
 * retryableLazy: a chunk that failed once is requested again the next time a player mounts.
 */
export const LazyVideoPlayer = retryableLazy<VideoPlayerProps>(() =>
  import(/* webpackChunkName: "video-player" */ './video-player').then((m) => ({
    default: m.VideoPlayer,
  })),
);
