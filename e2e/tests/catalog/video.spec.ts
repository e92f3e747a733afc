/**
 * Product video (spec §4, §8, §9; external-apis §6). The demo data ships no video files, so the
 * test attaches a video to a product the way editors do (settings `productVideos`) and serves an
 * HLS stream at `{cdn}/{videopath}/playlist.m3u8`: a VOD media playlist of MPEG audio segments
 * (silent MP3 frames built here), which hls.js plays through Media Source Extensions like any
 * rendition. The player must start muted, loop and autoplay, toggle play/pause, be square 510 px
 * on a large screen, and say 'Failed to load resource.' (code 4) when the source is missing.
 */
import { expect, test, type Page } from '@playwright/test';
import { searchArticles } from './helpers';

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: a frame of zeros after the header decodes as silence. */
function silentMp3(seconds: number): Buffer {
  const frameLength = 417; // 144 * 128000 / 44100, no padding
  const frames = Math.ceil((seconds * 44100) / 1152);
  const out = Buffer.alloc(frameLength * frames);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x90, 0xc4], i * frameLength);
  return out;
}

const SEGMENT_SECONDS = (Math.ceil((2 * 44100) / 1152) * 1152) / 44100;
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:3',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MEDIA-SEQUENCE:0',
  ...[0, 1, 2].flatMap((i) => [`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `seg${i}.mp3`]),
  '#EXT-X-ENDLIST',
  '',
].join('\n');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

async function attachVideo(page: Page, articleId: number, path: string) {
  await page.route('**/api/v1/settings', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...json, productVideos: { [String(articleId)]: path } },
    });
  });
  await page.route('**/api/v1/videos/e2e-demo/**', async (route) => {
    const url = new URL(route.request().url());
    const file = url.pathname.split('/').pop() ?? '';
    if (file === 'playlist.m3u8') {
      const headers = { 'content-type': 'application/vnd.apple.mpegurl' };
      await route.fulfill({
        status: 200,
        headers,
        body: route.request().method() === 'HEAD' ? '' : PLAYLIST,
      });
    } else if (file.endsWith('.mp3')) {
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'audio/mpeg' },
        body: silentMp3(2),
      });
    } else if (file === 'thumbnail.jpg') {
      await route.fulfill({ status: 200, headers: { 'content-type': 'image/gif' }, body: GIF });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
}

test('a product with a video plays it: muted, looping, play/pause toggle, square 510 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 1 },
    sort: 'name',
  });
  const article = articles[0]!;
  await attachVideo(page, article.id, 'videos/e2e-demo');
  const playlist = page.waitForRequest(
    (r) => r.url().endsWith('/videos/e2e-demo/playlist.m3u8') && r.method() === 'GET',
  );
  await page.goto(`/sko/product/${article.id}`);

  const video = page.getByLabel(`Video: ${article.name}`);
  await expect(video).toBeVisible();
  await playlist;
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      poster: v.poster,
    })),
  ).toEqual({
    muted: true,
    loop: true,
    autoplay: true,
    poster: expect.stringMatching(/\/videos\/e2e-demo\/thumbnail\.jpg$/),
  });
  // Autoplay (muted) starts it; time advances.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toHaveAttribute('aria-pressed', 'true');

  await pause.click();
  await expect(page.getByRole('button', { name: 'Spill av' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Spill av' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  const box = await page.locator('.cat-video--square').boundingBox();
  expect(Math.round(box!.width)).toBe(510);
  expect(Math.round(box!.height)).toBe(510);
});

test('the demo stream served by the API (H.264 in MPEG-TS) plays through hls.js', async ({
  page,
  request,
}) => {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 3 },
    sort: 'name',
  });
  const article = articles[0]!;
  // Only the settings are adjusted (which article has which video); the stream itself is real.
  await page.route('**/api/v1/settings', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...json, productVideos: { [String(article.id)]: 'videos/produkt' } },
    });
  });
  await page.goto(`/product/${article.id}`);
  const video = page.getByLabel(`Video: ${article.name}`);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    480, 480,
  ]);
});

test("a video that cannot be loaded says 'Failed to load resource.' with code 4", async ({
  page,
  request,
}) => {
  const { articles } = await searchArticles(request, {
    query: '',
    take: 1,
    filters: { categoryId: 2 },
    sort: 'name',
  });
  const article = articles[0]!;
  await attachVideo(page, article.id, 'videos/e2e-finnes-ikke');
  await page.goto(`/klaer/product/${article.id}`);
  const alert = page.locator('.cat-video__error');
  await expect(alert).toHaveText('Failed to load resource. (kode 4)');
  await expect(alert).toHaveAttribute('data-code', '4');
  // The rest of the product page is unaffected.
  await expect(page.getByRole('button', { name: 'Legg i handlekurv' })).toBeVisible();
});
