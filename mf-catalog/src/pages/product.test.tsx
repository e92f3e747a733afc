import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $favourites, $orders, cartClear } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeApi,
  makeCategory,
  makeDetail,
  makeShop,
  makeVariant,
  type FakeHandler,
} from '../api/fake-api';
import { answer } from 'tooling/testing/fake-api';
import ProductPage from './product';

const detail = makeDetail({
  id: 7,
  name: 'Løpesko Fart',
  price: 79900,
  originalPrice: 129900,
  previousLowestPrice: 99900,
  webPurchaseLimit: 2,
  campaigns: [{ id: 961, articleId: 7, price: 79900, labelType: 'percent', labelData: '-20%' }],
  bestseller: { qtyRank: 3, turnoverRank: 5 },
  variants: [
    makeVariant(71, 1, 40, [
      { id: 1, qty: 0 },
      { id: 2, qty: 4 },
    ]),
    makeVariant(72, 1, 42, [{ id: 1, qty: 3 }]),
    makeVariant(73, 2, 40, [
      { id: 1, qty: 5 },
      { id: 2, qty: 1 },
    ]),
  ],
  reviews: [
    {
      id: 1,
      content: 'Veldig gode!',
      reply: null,
      customer: 'Kari',
      rating: 5,
      approved: true,
      created_at: '2026-10-01T10:00:00Z',
      reviewable_id: 7,
      reviewable_type: 'article',
      true_to_size: 0,
      size_color: '40 Svart',
      anonymous: false,
    },
    {
      id: 2,
      content: 'Litt små',
      reply: 'Takk for tilbakemeldingen',
      customer: 'Ola',
      rating: 3,
      approved: true,
      created_at: '2026-10-02T10:00:00Z',
      reviewable_id: 7,
      reviewable_type: 'article',
      true_to_size: -1,
      size_color: null,
      anonymous: true,
    },
  ],
});

function api(article: unknown = detail, extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /articles/7': () => article,
    'GET /articles/availability/7': () => ({
      articleId: 7,
      variants: detail.variants.map((v) => ({
        id: v.id,
        ean: v.ean,
        size: v.size,
        colorId: v.color.id,
        availability: v.availability,
        shops: v.shops,
      })),
      shops: [],
    }),
    'GET /shops': () => [makeShop(1, 'Oslo'), makeShop(2, 'Bergen', { lat: 60.39, lon: 5.32 })],
    'GET /categories': () => [makeCategory({ id: 1, name: 'Sko' })],
    'GET /settings': () => ({}),
    'GET /postalcodes/5003': () => ({
      postcode: '5003',
      place: 'BERGEN',
      municipality: 'BERGEN',
      county: 'VESTLAND',
      CoordLat: 60.39,
      CoordLong: 5.32,
    }),
    // By road the Oslo shop is the nearer one here, the opposite of the straight line.
    'GET /shops/distances': () => ({
      distances: [
        { shopId: 1, metres: 1_250, source: 'road' },
        { shopId: 2, metres: 463_000, source: 'road' },
      ],
    }),
    ...extra,
  });
}

beforeEach(() => {
  cartClear('global');
  $favourites.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductPage', () => {
  it('shows price with førpris, labels, bestseller, limit, descriptions and reviews', async () => {
    api();
    render(<ProductPage params={{ articleId: '7' }} search="" routeName="product" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Løpesko Fart' })).toBeTruthy();
    expect(screen.getByText(/Førpris/).textContent).toContain('999');
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.getByText('Bestselger')).toBeTruthy();
    expect(screen.getByText('Maks 2 stk per kunde på nett.')).toBeTruthy();
    expect(screen.getByText('Fin sko.')).toBeTruthy();
    expect(screen.getByText('Anonym')).toBeTruthy();
    expect(screen.getByText(/Svar fra Bare lave priser/)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '4,0 av 5 stjerner' }).length).toBeGreaterThan(0);
  });

  it('switches variant with the pickers and adds it to the cart from the chosen shop', async () => {
    api();
    const opened = vi.fn();
    window.addEventListener('cart:open', opened);
    render(<ProductPage params={{ articleId: '7' }} search="" routeName="product" />);
    await screen.findByRole('heading', { level: 1 });
    // Opens on the first variant in stock: black 40, only in Bergen.
    const sizes = await screen.findByRole('group', { name: /Størrelse/ });
    expect((within(sizes).getByLabelText('40') as HTMLInputElement).checked).toBe(true);
    await screen.findByText('Bergen');
    fireEvent.click(within(screen.getByRole('group', { name: /Farge/ })).getByLabelText('Rød'));
    expect(screen.getByRole('group', { name: /Farge/ }).textContent).toContain('Rød');
    const shops = screen.getByRole('group', { name: /Velg butikk/ });
    fireEvent.click(within(shops).getByLabelText(/Oslo/));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' })),
    );
    expect($orders.get()).toMatchObject([
      { id: 73, ean: detail.variants[2]!.ean, shopId: 1, count: 1, webPurchaseLimit: 2 },
    ]);
    expect(opened).toHaveBeenCalledTimes(1);
    // The purchase limit (2) stops the third add.
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' })),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Legg i handlekurv' })),
    );
    expect($orders.get()[0]?.count).toBe(2);
    expect(screen.getByText('Du kan kjøpe maks 2 stk av denne varen på nett.')).toBeTruthy();
    window.removeEventListener('cart:open', opened);
  });

  async function giveBergenPostcode() {
    render(<ProductPage params={{ articleId: '7' }} search="" routeName="product" />);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(within(screen.getByRole('group', { name: /Farge/ })).getByLabelText('Rød'));
    fireEvent.input(screen.getByLabelText('Postnummer'), { target: { value: '5003' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vis avstand' })));
    const group = screen.getByRole('group', { name: /Velg butikk/ });
    await waitFor(() => expect(group.textContent).toMatch(/km/));
    return within(group).getAllByRole('listitem');
  }

  it('sorts shops by road distance from the routing proxy and shows the attribution', async () => {
    const { callsTo } = api();
    const rows = await giveBergenPostcode();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('1,3 km kjøring'),
      expect.stringContaining('463 km kjøring'),
    ]);
    expect(rows[0]?.textContent).toContain('Oslo');
    const [call] = callsTo('GET', '/shops/distances');
    expect([call?.query.get('lat'), call?.query.get('lon')]).toEqual(['60.39', '5.32']);
    expect(screen.getByRole('link', { name: /Erik Bolstad/ }).getAttribute('href')).toBe(
      'https://www.erikbolstad.no/postnummer/',
    );
  });

  it('falls back to the straight line when the distance call fails', async () => {
    api(detail, { 'GET /shops/distances': () => answer(503, {}) });
    const rows = await giveBergenPostcode();
    expect(rows[0]?.textContent).toContain('Bergen');
    expect(rows[0]?.textContent).toMatch(/i luftlinje/);
  });

  it('toggles the favourite in the shared store', async () => {
    api();
    render(<ProductPage params={{ articleId: '7' }} search="" routeName="product" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Legg til favoritter' }));
    expect($favourites.get()).toEqual([7]);
    // The button follows the store once its subscription (an effect, run after paint) delivers.
    expect(
      (await screen.findByRole('button', { name: 'Fjern fra favoritter' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
  });

  it("says 'Error: Could not load article' when the article cannot be loaded", async () => {
    installFakeApi({});
    render(<ProductPage params={{ articleId: '7' }} search="" routeName="product" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Could not load article',
    );
  });
});
