import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const hlsInstances: Array<{
  loadSource: ReturnType<typeof vi.fn>;
  attachMedia: ReturnType<typeof vi.fn>;
  config: unknown;
}> = [];
const networkLoads: string[] = [];
vi.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'hlsError' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
    // The network loader hls.js would use: here it only records what it was asked for.
    static DefaultConfig = {
      loader: class {
        stats = { loading: { start: 0, first: 0, end: 0 }, loaded: 0, total: 0 };
        context = null;
        load = vi.fn((context: { url: string }) => networkLoads.push(context.url));
        abort = vi.fn();
        destroy = vi.fn();
      },
    };
    loadSource = vi.fn();
    attachMedia = vi.fn();
    on = vi.fn();
    destroy = vi.fn();
    constructor(public config: unknown) {
      hlsInstances.push(this);
    }
  }
  return { default: FakeHls };
});

import { VideoPlayer } from './video-player';

const SRC = 'https://cdn.example/v/1/playlist.m3u8';
const VOD = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\na.ts\n#EXT-X-ENDLIST\n';

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => handler(String(url), init)),
  );
}

beforeEach(() => {
  hlsInstances.length = 0;
  networkLoads.length = 0;
  vi.unstubAllGlobals();
  // jsdom has no media pipeline: emulate the paused flag and the events a browser fires.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});

describe('VideoPlayer', () => {
  it('starts muted with loop and autoplay and hands the playlist to hls.js', async () => {
    stubFetch((_url, init) =>
      init?.method === 'HEAD'
        ? new Response('', { headers: { 'content-type': 'application/vnd.apple.mpegurl' } })
        : new Response(VOD),
    );
    render(
      <VideoPlayer
        src={SRC}
        poster="https://cdn.example/v/1/thumbnail.jpg"
        label="Video: Sko"
        square
      />,
    );
    const video = screen.getByLabelText('Video: Sko') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://cdn.example/v/1/thumbnail.jpg');
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]?.loadSource).toHaveBeenCalledWith(SRC);
    expect(hlsInstances[0]?.attachMedia).toHaveBeenCalledWith(video);
    // Transmuxing in hls.js's own worker script, not on the main thread.
    expect(hlsInstances[0]?.config).toMatchObject({
      workerPath: expect.stringMatching(/hls\.worker\.js$/),
    });
  });

  it('gives hls.js the playlist the probe read instead of a second GET of it', async () => {
    stubFetch((_url, init) =>
      init?.method === 'HEAD'
        ? new Response('', { headers: { 'content-type': 'application/vnd.apple.mpegurl' } })
        : new Response(VOD),
    );
    render(<VideoPlayer src={SRC} poster="" label="Video: Sko" />);
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    const gets = () =>
      vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method !== 'HEAD').length;
    expect(gets()).toBe(1);

    const { pLoader } = hlsInstances[0]?.config as {
      pLoader: new (config: unknown) => {
        load(context: { url: string }, config: unknown, callbacks: unknown): void;
      };
    };
    const onSuccess = vi.fn();
    new pLoader({}).load({ url: SRC }, {}, { onSuccess, onError: vi.fn(), onTimeout: vi.fn() });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ url: SRC, data: VOD });
    expect(gets()).toBe(1);
    expect(networkLoads).toEqual([]);
  });

  it('toggles play and pause with the button', async () => {
    stubFetch(() => new Response('', { status: 200, headers: { 'content-type': 'video/mp4' } }));
    render(<VideoPlayer src="https://cdn.example/a.mp4" label="Video" autoplay={false} />);
    const button = screen.getByRole('button', { name: 'Spill av' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    expect(screen.getByRole('button', { name: 'Spill av' })).toBeTruthy();
  });

  it("shows 'Failed to load resource.' with code 4 when the source cannot be played", async () => {
    stubFetch(() => new Response('', { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<VideoPlayer src={SRC} label="Video" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load resource.');
    expect(alert.getAttribute('data-code')).toBe('4');
  });

  it('reports a media error code 4 from native playback the same way', async () => {
    stubFetch(() => new Response('', { status: 200, headers: { 'content-type': 'video/mp4' } }));
    render(<VideoPlayer src="https://cdn.example/a.mp4" label="Video" />);
    const video = screen.getByLabelText('Video') as HTMLVideoElement;
    Object.defineProperty(video, 'error', { value: { code: 4 } });
    await act(async () => fireEvent.error(video));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load resource.');
  });
});
