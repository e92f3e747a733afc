import { act, fireEvent, render, screen } from '@testing-library/react';
import { $favourites } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idsOf, installFakeApi, makeArticle, makeCategory } from '../api/fake-api';
import BundlePage from './bundle';
import CampaignPage from './campaign';
import CampaignListPage from './campaign-list';
import CategoryPage from './category';
import FavouritesPage from './favourites';
import { ArticleRedirect, LegacyCategoryRedirect } from './redirects';

function listenNav() {
  const events: unknown[] = [];
  const listener = (e: Event) => events.push((e as CustomEvent).detail);
  window.addEventListener('nav:goto', listener);
  return { events, stop: () => window.removeEventListener('nav:goto', listener) };
}

const tree = [
  makeCategory({
    id: 2,
    name: 'Tekstil',
    subcategories: [{ ArticleGroup2ID: 21, Name: 'Undertøy og sokker', count: 4, sortNumber: 1 }],
  }),
];

const serverCampaign = (id: number, title: string, end: string, showImage = true) => ({
  CampaignID: id,
  ShortTitle: title,
  ShortDescription: `Om ${title}`,
  Description: null,
  Start: '2026-01-01',
  End: end,
  articlesCount: 3,
  image: `/c${id}.svg`,
  imageMobile: null,
  ShowLabel: true,
  ShowImage: showImage,
  LabelText: null,
  CampaignUrl: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  $favourites.set([]);
});

describe('redirect pages', () => {
  it('sends /article/{id} to /product/{id}, replacing the history entry', () => {
    const nav = listenNav();
    render(<ArticleRedirect params={{ articleId: '55' }} search="" routeName="article" />);
    expect(nav.events).toEqual([{ to: '/product/55', replace: true }]);
    nav.stop();
  });

  it('looks legacy category ids up and replaces with the named route', async () => {
    installFakeApi({ 'GET /categories': () => tree });
    const nav = listenNav();
    render(
      <LegacyCategoryRedirect
        params={{ categoryId: '2', subcategoryId: '21' }}
        search=""
        routeName="category-legacy"
      />,
    );
    await vi.waitFor(() =>
      expect(nav.events).toEqual([{ to: '/klaer/undertoy-og-sokker', replace: true }]),
    );
    nav.stop();
  });

  it('says so when a legacy id does not exist', async () => {
    installFakeApi({ 'GET /categories': () => tree });
    render(
      <LegacyCategoryRedirect
        params={{ categoryId: '99' }}
        search=""
        routeName="category-legacy"
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Fant ikke kategorien' })).toBeTruthy();
  });
});

describe('CategoryPage', () => {
  it('resolves display-name slugs and shows page info and subcategories', async () => {
    const api = installFakeApi({
      'GET /categories': () => tree,
      'GET /subcategories/21/groups': () => [],
      'GET /articles/search': () => ({
        hits: { total: { value: 0 }, hits: [] },
        aggregations: { colorGroups: [], brands: [], genders: [], price: { min: null, max: null } },
      }),
    });
    render(<CategoryPage params={{ categoryName: 'klaer' }} search="" routeName="category" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Klær' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Undertøy og sokker' }).getAttribute('href')).toBe(
      '/klaer/undertoy-og-sokker',
    );
    expect(await screen.findByText('Det er ingen varer i denne kategorien ennå.')).toBeTruthy();
    expect(
      (
        JSON.parse(
          api.calls.find((c) => c.path === '/articles/search')?.query.get('request') ?? '{}',
        ) as { filters: unknown }
      ).filters,
    ).toEqual({ categoryId: 2 });
  });

  it("shows the category's banner from the generated size that fills its box", async () => {
    const banner = '/api/v1/images/banner/1f4fa3-Tekstil.svg';
    installFakeApi({
      'GET /categories': () => [{ ...tree[0]!, banner, bannerLink: null }],
      'GET /articles/search': () => ({
        hits: { total: { value: 0 }, hits: [] },
        aggregations: { colorGroups: [], brands: [], genders: [], price: { min: null, max: null } },
      }),
    });
    render(<CategoryPage params={{ categoryName: 'klaer' }} search="" routeName="category" />);
    const image = await screen.findByRole('img', { name: 'Klær' });
    expect(image.getAttribute('srcset')).toContain(`${banner}?w=800 800w`);
    expect(image.getAttribute('sizes')).toBe('(max-width: 1200px) 100vw, 1200px');
  });

  it('shows a Norwegian 404 for an unknown category', async () => {
    installFakeApi({ 'GET /categories': () => tree });
    render(
      <CategoryPage params={{ categoryName: 'finnes-ikke' }} search="" routeName="category" />,
    );
    expect(
      await screen.findByText('Vi har ingen kategori på adressen «/finnes-ikke».'),
    ).toBeTruthy();
  });
});

describe('FavouritesPage', () => {
  it('lists favourites newest first and drops one when un-favourited, without a new request', async () => {
    $favourites.set([1, 2]);
    const api = installFakeApi({
      'GET /categories': () => [],
      'GET /articles/searchids': ({ query }) => ({
        hits: {
          total: { value: 2 },
          hits: idsOf(query).map((id) => ({
            _id: id,
            _score: 0,
            _source: makeArticle({ id }),
          })),
        },
      }),
    });
    render(<FavouritesPage params={{}} search="" routeName="favourites" />);
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((n) => n.textContent)).toEqual(['Vare 2', 'Vare 1']);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Fjern Vare 2 fra favoritter' })),
    );
    expect(screen.queryByText('Vare 2')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/articles/searchids')).toHaveLength(1);
  });

  it('explains an empty list', () => {
    installFakeApi({ 'GET /categories': () => [] });
    render(<FavouritesPage params={{}} search="" routeName="favourites" />);
    expect(screen.getByText(/Du har ingen favoritter ennå/)).toBeTruthy();
  });
});

describe('BundlePage', () => {
  it("asks for the '+'-joined ids as a comma list", async () => {
    const api = installFakeApi({
      'GET /categories': () => [],
      'GET /articles/bundle': () => [
        makeArticle({ id: 3, price: 10000 }),
        makeArticle({ id: 4, price: 5000 }),
      ],
    });
    render(<BundlePage params={{ ids: '3+4' }} search="" routeName="bundle" />);
    expect(await screen.findByText(/2 varer · samlet kr\s150,-/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/articles/bundle')?.query.get('articles')).toBe('3,4');
  });
});

describe('campaign pages', () => {
  const articles = {
    data: [makeArticle({ id: 8, name: 'Kampanjevare' })],
    meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
  };

  it("shows one campaign with 'Klikk & Hent' as 'Ukens annonse!'", async () => {
    installFakeApi({
      'GET /campaigns/960': () => serverCampaign(960, 'Klikk & Hent', '2026-12-01'),
      'GET /campaigns/960/articles': () => articles,
      'GET /categories': () => [],
    });
    render(<CampaignPage params={{ campaignId: '960' }} search="" routeName="campaign" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ukens annonse!' })).toBeTruthy();
    expect(await screen.findByText('Kampanjevare')).toBeTruthy();
  });

  it('leads /campaign with the main campaign (latest end among those with an image)', async () => {
    installFakeApi({
      'GET /campaigns/': () => [
        serverCampaign(1, 'Vintersalg', '2026-12-10'),
        serverCampaign(2, 'Farmen', '2026-12-31'),
        serverCampaign(3, 'Kun på nett', '2027-06-01', false),
      ],
      'GET /campaigns/combined/articles': () => articles,
      'GET /categories': () => [],
    });
    render(<CampaignListPage params={{}} search="" routeName="campaigns" />);
    const main = await screen.findByRole('region', { name: 'Hovedkampanje' });
    expect(main.textContent).toContain('Farmen');
    expect(screen.getByRole('link', { name: /Vintersalg/ }).getAttribute('href')).toBe(
      '/campaign/1',
    );
  });
});
