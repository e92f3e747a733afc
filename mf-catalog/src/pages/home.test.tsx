import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idsOf, installFakeApi, makeArticle } from '../api/fake-api';
import HomePage from './home';

const sections = [
  {
    active: { activated: true, startDate: null, endDate: null },
    banner: {
      content: 'Fri frakt med Klikk & Hent',
      placement: 'top',
      color: '#c62828',
      arrow: true,
      moving: false,
    },
    boxVariant: { id: 5, format: [0.5, 0.5] },
    content: [
      {
        imgSrc: '/b1.svg',
        imgDestinationURL: '/sko',
        titleText: 'Løpesko',
        subtitleText: 'Nyheter',
        imgBannerText: 'Nyhet',
      },
      { imgSrc: '/b2.svg', imgDestinationURL: '/klaer', titleText: 'Turklær' },
    ],
    generalSettings: { shadow: { fromColor: [0, 0, 0], opacity: 0.45, size: 40 } },
  },
  {
    active: { activated: true, startDate: null, endDate: null },
    banner: {
      content: 'Ukens kupp',
      placement: 'top',
      color: '#ef6c00',
      arrow: false,
      moving: false,
    },
    boxVariant: { id: 0, format: [1] },
    content: [{ id: 5 }, { id: 6 }],
  },
  {
    active: { activated: true, startDate: '2020-01-01', endDate: '2020-02-01' },
    boxVariant: { id: 1, format: [1] },
    content: [{ imgSrc: '/old.svg', titleText: 'Utgått kampanje' }],
  },
  {
    active: { activated: false },
    boxVariant: { id: 1, format: [1] },
    content: [{ imgSrc: '/off.svg', titleText: 'Deaktivert' }],
  },
];

const posts = Array.from({ length: 20 }, (_, i) => ({
  id: `p${i}`,
  media_type: ['VIDEO', 'CAROUSEL_ALBUM', 'IMAGE'][i % 3]!,
  media_url: i % 3 === 0 ? '/v.m3u8' : `/api/v1/images/banner/1b2a4a-Innlegg ${i}.svg`,
  thumbnail_url: `/t${i}.svg`,
  permalink: null,
  caption: `Innlegg ${i}`,
  timestamp: '2026-11-01T10:00:00Z',
}));

const slot = (title: string) => ({
  image: `/s/${title}.svg`,
  imageMobile: `/s/${title}.svg`,
  link: `/${title}`,
  alt: title,
  title,
});

function api(overrides: Record<string, () => unknown> = {}) {
  return installFakeApi({
    'GET /page/allActive': () => [
      { name: 'homescreen', pageid: 1, active: true, content: '[]' },
      { name: 'homescreen-vinter', pageid: 2, active: true, content: JSON.stringify(sections) },
      { name: 'annet', pageid: 9, active: true, content: '[]' },
    ],
    'GET /settings': () => ({
      homepageBanners: {
        topBanner: slot('topp'),
        subBanners: [slot('a'), slot('b'), slot('c')],
        middleBanner: slot('midt'),
        popularCategoryBanners: [slot('sko'), slot('klaer')],
        bottomBanner: slot('bunn'),
        grid: Array.from({ length: 9 }, (_, i) => slot(`g${i}`)),
      },
    }),
    'GET /categories': () => [],
    'GET /fb/getPosts': () => posts,
    'GET /articles/searchids': ({ query }) => ({
      hits: {
        total: { value: idsOf(query).length },
        hits: idsOf(query).map((id) => ({
          _id: id,
          _score: 0,
          _source: makeArticle({ id, name: `Slider ${id}` }),
        })),
      },
    }),
    'GET /fb/getPostArticles/p1': () => [makeArticle({ id: 9, name: 'Sekk fra innlegget' })],
    ...overrides,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('renders the chosen page: visible sections, banners, boxes, slider and settings slots', async () => {
    const fake = api();
    render(<HomePage params={{}} search="" routeName="home" />);
    expect(await screen.findByText('Fri frakt med Klikk & Hent')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Løpesko' })).toBeTruthy();
    expect(screen.getByText('Nyhet')).toBeTruthy();
    expect(screen.queryByText('Utgått kampanje')).toBeNull();
    expect(screen.queryByText('Deaktivert')).toBeNull();
    // Variant 5 is the taller grid.
    expect(document.querySelector('.cat-boxes--tall')).not.toBeNull();
    expect(await screen.findByText('Slider 5')).toBeTruthy();
    expect(idsOf(fake.calls.find((c) => c.path === '/articles/searchids')?.query)).toEqual([5, 6]);
    expect(screen.getByRole('img', { name: 'topp' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Utvalgte kategorier' })).getAllByRole('listitem'),
    ).toHaveLength(9);
    expect(
      within(screen.getByRole('list', { name: 'Populære kategorier' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("shows at most 16 posts in 'Bli inspirert' and opens a post with its articles", async () => {
    api();
    render(<HomePage params={{}} search="" routeName="home" />);
    const section = await screen.findByRole('region', { name: 'Bli inspirert' });
    const tiles = await within(section).findAllByRole('button');
    expect(tiles).toHaveLength(16);
    // A tile's picture is the generated size that fills it, not the full-size original.
    const picture = within(tiles[1]!).getByRole('presentation', { hidden: true });
    expect(picture.getAttribute('srcset')).toContain('Innlegg 1.svg?w=480 480w');
    expect(picture.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 300px, (min-width: 640px) 25vw, 50vw',
    );
    expect(section.querySelectorAll('[data-icon="video"]')).toHaveLength(6);
    expect(section.querySelectorAll('[data-icon="carousel"]')).toHaveLength(5);
    await act(async () => fireEvent.click(tiles[1]!));
    expect(await screen.findByText('Sekk fra innlegget')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByText('Sekk fra innlegget')).toBeNull();
  });

  it("asks for the social posts and draws 'Bli inspirert' only when the shopper scrolls near it", async () => {
    // The browser's observer, driven by the test: `scrollNear` is the slot coming within reach.
    let scrollNear = () => undefined as void;
    const margins: string[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options: { rootMargin: string },
        ) {
          margins.push(options.rootMargin);
          scrollNear = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const fake = api();
    render(<HomePage params={{}} search="" routeName="home" />);
    expect(await screen.findByText('Slider 5')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bli inspirert' })).toBeNull();
    expect(fake.calls.some((c) => c.path === '/fb/getPosts')).toBe(false);

    act(() => scrollNear());
    const section = await screen.findByRole('region', { name: 'Bli inspirert' });
    expect(await within(section).findAllByRole('button')).toHaveLength(16);
    expect(fake.calls.filter((c) => c.path === '/fb/getPosts')).toHaveLength(1);
    expect(margins).toContain('800px');
  });

  it('only logs a feed failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ 'GET /fb/getPosts': () => new Response('{}', { status: 503 }) });
    render(<HomePage params={{}} search="" routeName="home" />);
    await screen.findByText('Fri frakt med Klikk & Hent');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('503 Could not load IG-posts'));
    expect(screen.queryByText('Bli inspirert')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
