/**
 * Product video (spec §4, §8, §9; external-apis §6) on the real data: the seed attaches the demo
 * stream `videos/produkt` (H.264 in MPEG-TS, served by the API as the video CDN) to the first
 * articles through settings `productVideos`. The player must start muted, loop and autoplay,
 * toggle play/pause, be square 510 px on a large screen, and say 'Failed to load resource.'
 * (code 4) when the source is missing.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';

const ARTICLE_WITH_VIDEO = 10001;

async function articleName(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/v1/articles/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { name: string }).name;
}

test('a product with a video plays the real stream: muted, looping, play/pause toggle, square 510 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = await articleName(request, ARTICLE_WITH_VIDEO);
  const playlist = page.waitForRequest(
    (r) => r.url().endsWith('/videos/produkt/playlist.m3u8') && r.method() === 'GET',
  );
  const playlistRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.m3u8'))
      playlistRequests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  // hls.js demuxes and remuxes the stream in its worker script, off the main thread.
  const worker = page.waitForEvent('worker', (w) => /\/hls\.worker\.[0-9a-f]+\.js$/.test(w.url()));
  await page.goto(`/product/${ARTICLE_WITH_VIDEO}`);

  const video = page.getByLabel(`Video: ${name}`);
  await expect(video).toBeVisible();
  await playlist;
  await worker;
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
    poster: expect.stringMatching(/\/videos\/produkt\/thumbnail\.jpg$/),
  });
  // Autoplay (muted) starts it; time advances and the decoded frames have the stream's size.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
    480, 480,
  ]);
  // The spec's HEAD and GET of the (VOD) playlist, and no second GET: hls.js plays the text the
  // player's check already read.
  expect(playlistRequests.sort()).toEqual([
    'GET /api/v1/videos/produkt/playlist.m3u8',
    'HEAD /api/v1/videos/produkt/playlist.m3u8',
  ]);
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

test("a video that cannot be loaded says 'Failed to load resource.' with code 4", async ({
  page,
}) => {
  // The video CDN losing the stream (an outage outside the shop) is simulated at the network.
  await page.route('**/api/v1/videos/produkt/**', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`/product/${ARTICLE_WITH_VIDEO}`);
  const alert = page.locator('.cat-video__error');
  await expect(alert).toHaveText('Failed to load resource. (kode 4)');
  await expect(alert).toHaveAttribute('data-code', '4');
  // The rest of the product page is unaffected.
  await expect(page.getByRole('button', { name: 'Legg i handlekurv' })).toBeVisible();
});
