import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import { useCallback, useEffect, useRef, useState } from 'react';
import { probeVideoSource } from './playlist';
import { probedPlaylistLoader } from './probed-playlist-loader';
import '../../styles/video.css';

/** Spec §8: the message and code when the media source cannot be played. */
export const VIDEO_ERROR_MESSAGE = 'Failed to load resource.';
export const VIDEO_ERROR_CODE = 4;

export interface VideoPlayerProps {
  /** `{cdn}/{videopath}/playlist.m3u8` (or a plain video file). */
  src: string;
  /** `{cdn}/{videopath}/thumbnail.jpg`, shown until the first frame. */
  poster?: string;
  /** Accessible name of the video ("Video: Løpesko X"). */
  label: string;
  /** Spec §4: loop and autoplay default to true. */
  loop?: boolean;
  autoplay?: boolean;
  /** Square 510 px on large screens (product page); otherwise 16:9. */
  square?: boolean;
  /**
   * Called once when the source cannot be played. A home box passes it to fall back to its
   * image; without it the player shows the spec's error in place of the video.
   */
  onUnplayable?: () => void;
}

type HlsInstance = { destroy(): void };

/**
 * "One browser family" of spec §4: Safari blocks autoplay unless the element is muted with
 * volume 0, and sometimes needs a play toggle after a moment.
 */
function isSafari(): boolean {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /^((?!chrome|chromium|android|crios|fxios|edg).)*safari/i.test(ua);
}

/**
 * Product video (spec §4, §8, §9; external-apis §6): starts muted, click toggles play/pause,
 * loop and autoplay by default, hls.js where Media Source Extensions exist, native HLS only
 * on Safari with ManagedMediaSource absent, and 'Failed to load resource.' (code 4) when the
 * source cannot be played. hls.js (light build, ~120 KB gz) loads only when a video is shown.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  loop = true,
  autoplay = true,
  square = false,
  onUnplayable,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onUnplayableRef = useRef(onUnplayable);
  onUnplayableRef.current = onUnplayable;
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [live, setLive] = useState(false);
  const [failed, setFailedState] = useState(false);
  const setFailed = useCallback(
    (value: boolean) => {
      setFailedState(value);
      if (value) {
        // Spec §8: 'Failed to load resource.' with code 4 (MEDIA_ERR_SRC_NOT_SUPPORTED).
        console.error(VIDEO_ERROR_MESSAGE, { code: VIDEO_ERROR_CODE, src });
        onUnplayableRef.current?.();
      }
    },
    [src],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const controller = new AbortController();
    let hls: HlsInstance | null = null;
    let safariTimer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    setLive(false);
    const fail = () => {
      if (!controller.signal.aborted) setFailed(true);
    };
    const start = () => {
      if (!autoplay) return;
      video.play().catch(() => {
        // Autoplay refused by the browser: the shopper can still press play.
      });
    };

    void (async () => {
      const probe = await probeVideoSource(src, fetch, controller.signal).catch(() => null);
      if (!probe || controller.signal.aborted) return;
      if (probe.kind === 'unplayable') {
        console.warn(`[mf-catalog] video ${src}: ${probe.reason}`);
        fail();
        return;
      }
      setLive(probe.kind === 'hls' && probe.live);
      // A live stream has no end to loop back from.
      video.loop = loop && !(probe.kind === 'hls' && probe.live);
      if (probe.kind === 'file') {
        video.src = src;
        start();
        return;
      }
      const { default: Hls } = await import(/* webpackChunkName: "hls" */ 'hls.js/light');
      if (controller.signal.aborted) return;
      if (Hls.isSupported()) {
        const instance = new Hls({
          // Demuxing and remuxing run in hls.js's worker instead of on the main thread, where
          // each segment would block the page (hls.js falls back to the main thread itself
          // when the worker cannot start).
          workerPath: hlsWorkerUrl,
          liveDurationInfinity: probe.live,
          pLoader: probedPlaylistLoader(Hls.DefaultConfig.loader, probe.playlists),
        });
        hls = instance;
        instance.on(Hls.Events.MANIFEST_PARSED, start);
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            instance.recoverMediaError();
            return;
          }
          fail();
        });
        instance.loadSource(src);
        instance.attachMedia(video);
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = src;
        start();
      } else {
        fail();
      }
    })();

    if (isSafari()) {
      video.muted = true;
      video.volume = 0;
      safariTimer = setTimeout(() => {
        if (video.paused && autoplay) video.play().catch(() => undefined);
      }, 1000);
    }

    return () => {
      controller.abort();
      clearTimeout(safariTimer);
      hls?.destroy();
    };
  }, [src, loop, autoplay, setFailed]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video || failed) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  }, [failed]);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 1;
    setMuted(video.muted);
  }, []);

  return (
    <figure className={`cat-video${square ? ' cat-video--square' : ''}`}>
      {/* Clicking the picture toggles like the button does; the button is the keyboard path. */}
      <video
        ref={videoRef}
        className="cat-video__media"
        poster={poster}
        muted
        playsInline
        autoPlay={autoplay}
        loop={loop}
        preload="metadata"
        aria-label={label}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onError={(event) => {
          // MediaError 4 = MEDIA_ERR_SRC_NOT_SUPPORTED: the spec's "cannot be played".
          if (event.currentTarget.error?.code === VIDEO_ERROR_CODE) setFailed(true);
        }}
      />
      {live && <span className="cat-video__live">Direkte</span>}
      {failed ? (
        <p className="cat-video__error" role="alert" data-code={VIDEO_ERROR_CODE}>
          {VIDEO_ERROR_MESSAGE} (kode {VIDEO_ERROR_CODE})
        </p>
      ) : (
        <div className="cat-video__controls">
          <button
            type="button"
            className="cat-video__button"
            onClick={toggle}
            aria-pressed={playing}
          >
            {playing ? 'Pause' : 'Spill av'}
          </button>
          <button
            type="button"
            className="cat-video__button"
            onClick={toggleMute}
            aria-pressed={!muted}
          >
            {muted ? 'Slå på lyd' : 'Slå av lyd'}
          </button>
        </div>
      )}
    </figure>
  );
}
