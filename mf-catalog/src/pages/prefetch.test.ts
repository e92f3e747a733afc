import { bannerSrcSet } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../api/fake-api';
import { prefetchers } from './prefetch';

const HERO = '/api/v1/images/banner/1f4fa3-Vintersalg.svg';

function settingsWith(topBanner: Record<string, string>) {
  installFakeApi({
    'GET /settings': () => ({ homepageBanners: { topBanner } }),
    'GET /categories': () => [],
    'GET /fb/getPosts': () => [],
    'GET /page/allActive': () => [],
  });
}

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => ({
      href: link.getAttribute('href'),
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      media: link.getAttribute('media'),
    }),
  );

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the home page prefetcher', () => {
  it("preloads the top banner with the <img>'s own candidates and sizes, not its full-size file", async () => {
    settingsWith({ image: HERO, link: '/sko', alt: 'Vintersalg' });
    prefetchers.Home!({ params: {}, search: '', routeName: 'home' });

    await vi.waitFor(() => expect(imagePreloads()).toHaveLength(1));
    expect(imagePreloads()).toEqual([
      {
        href: HERO,
        srcset: bannerSrcSet(HERO),
        sizes: '(max-width: 1200px) 100vw, 1200px',
        media: null,
      },
    ]);
    expect(bannerSrcSet(HERO)).toContain(`${HERO}?w=800 800w`);
  });

  it("preloads the editor's mobile image for phones and the wide one for larger screens", async () => {
    const mobile = '/api/v1/images/banner/1f4fa3-Vintersalg-mobil.svg';
    settingsWith({ image: HERO, imageMobile: mobile, link: '/sko', alt: 'Vintersalg' });
    prefetchers.Home!({ params: {}, search: '', routeName: 'home' });

    await vi.waitFor(() => expect(imagePreloads()).toHaveLength(2));
    expect(imagePreloads()).toEqual([
      { href: mobile, srcset: null, sizes: null, media: '(max-width: 767px)' },
      {
        href: HERO,
        srcset: bannerSrcSet(HERO),
        sizes: '(max-width: 1200px) 100vw, 1200px',
        media: '(min-width: 768px)',
      },
    ]);
  });
});
