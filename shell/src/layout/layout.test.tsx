import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  $alerts,
  $cartOpen,
  $menu,
  $scrollLocked,
  $user,
  cartAdd,
  cartClear,
  clearAlerts,
  clearUser,
  closeCart,
  closeMenus,
  on,
  setUser,
  showAlert,
  type CartLine,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SharedState from '../behaviour/shared-state';
import { page } from './logout';
import { CART_MODAL_TITLE } from 'shared-contracts';

vi.mock('../platform', async () => {
  const { useEffect } = await import('react');
  return {
    RemoteSlot: ({
      remote,
      page,
      onStateChange,
    }: {
      remote: string;
      page: string;
      onStateChange?: (state: 'ready') => void;
    }) => {
      useEffect(() => onStateChange?.('ready'), [onStateChange]);
      return (
        <div data-state="ready" data-remote={remote}>
          <h1>
            {remote}/{page}
          </h1>
        </div>
      );
    },
    OverrideBanner: () => null,
    // Every remote exposes the pages listed below (and no other, e.g. not Favourites).
    loadRemoteEntry: vi.fn(async () => ({
      status: 'ready',
      entry: { pages: exposedPages, contractRange: '^1.0.0', version: '0.1.0' },
    })),
    peekRemoteEntry: () => undefined,
    usePeekRemoteEntry: () => () => undefined,
    subscribeRemoteEntry: () => () => undefined,
    loadDocumentWhenStale: <T,>(loader: T) => loader,
  };
});

const exposedPages = Object.fromEntries(
  ['Home', 'Shops', 'Shop', 'InformationPage', 'Checkout', 'Category', 'Search'].map((name) => [
    name,
    () => null,
  ]),
);

vi.mock('./api', () => ({
  fetchCategories: vi.fn(async () => [
    {
      id: 1,
      name: 'Tekstil',
      count: 10,
      banner: null,
      bannerLink: null,
      pageInfo: null,
      minPrice: null,
      maxPrice: null,
      subcategories: [
        { ArticleGroup2ID: 11, Name: 'Jakker', count: 4, sortNumber: 1 },
        { ArticleGroup2ID: 12, Name: 'Bukser', count: 6, sortNumber: 2 },
      ],
      availableProductlines: [],
      sortNumber: 1,
    },
    {
      id: 2,
      name: 'Sko',
      count: 3,
      banner: null,
      bannerLink: null,
      pageInfo: null,
      minPrice: null,
      maxPrice: null,
      subcategories: [],
      availableProductlines: [],
      sortNumber: 2,
    },
  ]),
  fetchShops: vi.fn(async () => []),
  fetchAvailability: vi.fn(),
  fetchInfoPage: vi.fn(async () => {
    throw new Error('offline');
  }),
  fetchSuggestions: vi.fn(async (q: string) =>
    q === 'ull'
      ? {
          categories: [{ id: 1, name: 'Tekstil', categoryName: 'Tekstil' }],
          articles: [
            { id: 77, name: 'Ullgenser', categoryName: 'Tekstil', subcategoryName: 'Gensere' },
          ],
          brands: [],
        }
      : { articles: [], categories: [], brands: [] },
  ),
}));

// No server here: nobody is logged in.
vi.mock('../behaviour/shared-state', async (importActual) => ({
  ...(await importActual<typeof SharedState>()),
  fetchCurrentCustomer: vi.fn(async () => null),
}));

const { createShellRoutes } = await import('../routes/create-routes');

function renderAt(path: string) {
  const router = createMemoryRouter(createShellRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const line = (over: Partial<CartLine> = {}): Omit<CartLine, 'count'> => ({
  id: 1001,
  articleId: 55,
  ean: '7000000000017',
  shopId: 3,
  name: 'Løpejakke Pro',
  gender: null,
  size: { id: 2, name: 'M' },
  color: { id: 5, name: 'Rød', hex: '#c00', image: null },
  price: 49900,
  pant: 0,
  frightPrice: 9900,
  image: null,
  canPurchase: true,
  variant: {
    id: 1001,
    ean: '7000000000017',
    shops: [
      { id: 3, qty: 2 },
      { id: 5, qty: 5 },
    ],
  },
  shop: { id: 3, name: 'Gardermoen' },
  webPurchaseLimit: null,
  onlyCC: false,
  ...over,
});

beforeEach(() => {
  closeMenus();
  closeCart();
  clearAlerts();
  cartClear('global');
});
afterEach(() => {
  act(() => {
    closeMenus();
    closeCart();
  });
});

describe('layout', () => {
  it('renders header, banner, skip link and the page of the route', async () => {
    renderAt('/butikker/');
    expect(await screen.findByRole('heading', { name: 'mf_content/Shops' })).toBeTruthy();
    expect(screen.getByText('Bare lave priser', { selector: '.sh-header__banner' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hopp til hovedinnholdet' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(screen.getByRole('link', { name: /til forsiden/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Meny' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kundeinformasjon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Handlekurv, tom' })).toBeTruthy();
  });

  it('shows the footer once the page has loaded', async () => {
    renderAt('/om-oss');
    expect(await screen.findByTestId('sh-footer')).toBeTruthy();
    expect(screen.getByText(/Org\.nr\./)).toBeTruthy();
  });

  it('keeps the main menu and the info menu mutually exclusive', async () => {
    renderAt('/butikker/');
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    fireEvent.click(screen.getByRole('button', { name: 'Meny' }));
    expect(await screen.findByRole('dialog', { name: 'Meny' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kundeinformasjon' }));
    // Menus just mounted subscribe to the store in an effect (after paint), then catch up.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'Kundeinformasjon' })).toBeTruthy();
    expect($menu.get()).toBe('info');
  });

  it('lists categories (display names) and their subcategories as slug links', async () => {
    renderAt('/butikker/');
    fireEvent.click(await screen.findByRole('button', { name: 'Meny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meny' });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Klær, vis underkategorier' }),
    );
    expect(within(dialog).getByRole('link', { name: 'Jakker' }).getAttribute('href')).toBe(
      '/klaer/jakker',
    );
    expect(within(dialog).getByRole('link', { name: 'Alt i Klær' }).getAttribute('href')).toBe(
      '/klaer',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Alle kategorier/ }));
    expect(within(dialog).getByRole('link', { name: 'Sko' }).getAttribute('href')).toBe('/sko');
  });

  it('closes a menu on Escape and gives focus back to its button', async () => {
    renderAt('/butikker/');
    const button = await screen.findByRole('button', { name: 'Kundeinformasjon' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kundeinformasjon' });
    // The focus trap moves focus in an effect, i.e. once the opened dialog has been painted.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Kundeinformasjon' })).toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('locks body scroll while a menu or the cart is open', async () => {
    renderAt('/butikker/');
    const menuButton = await screen.findByRole('button', { name: 'Meny' });
    // A shopper clicks once the shell has run its first effects (after paint), which subscribe it
    // to the stores. A change before that is lost here for good when the idle computed store's
    // delayed unmount (the previous test's) lands in between: nanostores' useStore compares the
    // stale `value` of an unmounted computed store, and mounting it notifies before it listens.
    await waitFor(() => expect($scrollLocked.lc).toBeGreaterThan(0));
    fireEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Meny' });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => closeMenus());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes menus on a route change', async () => {
    const router = renderAt('/butikker/');
    fireEvent.click(await screen.findByRole('button', { name: 'Meny' }));
    await screen.findByRole('dialog', { name: 'Meny' });
    await act(() => router.navigate('/om-oss'));
    expect($menu.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an empty search with a visible hint and submits a query to /search/{query}', async () => {
    const router = renderAt('/butikker/');
    const input = await screen.findByRole('combobox');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Skriv inn et søkeord for å søke.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/butikker/');
    fireEvent.input(input, { target: { value: 'joggesko dame' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/joggesko%20dame'));
  });

  it('suggests while typing (combobox) and opens an article directly', async () => {
    const router = renderAt('/butikker/');
    const input = await screen.findByRole('combobox');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'ull' } });
    const listbox = await screen.findByRole('listbox', { name: 'Søkeforslag' }, { timeout: 2000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Ullgenser');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaer/gensere/product/77'));
  });

  it('shows the first alert only, each dismissible, with default titles', async () => {
    renderAt('/butikker/');
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    act(() => {
      showAlert({ type: 'error', content: 'Første' });
      showAlert({ type: 'warning', content: 'Andre' });
    });
    const first = screen.getByTestId('sh-alert');
    expect(first.textContent).toContain('Noe gikk galt');
    expect(first.textContent).toContain('Første');
    expect(first.getAttribute('role')).toBe('alert');
    fireEvent.click(within(first).getByRole('button', { name: /Lukk varselet/ }));
    expect(screen.getByTestId('sh-alert').textContent).toContain('Obs!');
    expect($alerts.get()).toHaveLength(1);
  });

  it('shows the information page under the name the remote exposes (alias)', async () => {
    renderAt('/om-oss');
    expect(await screen.findByRole('heading', { name: 'mf_content/InformationPage' })).toBeTruthy();
  });

  it('says a page is not available yet when its remote does not expose it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderAt('/favourites');
    expect(await screen.findByText('Denne siden er ikke tilgjengelig ennå.')).toBeTruthy();
  });

  it('uses the slim checkout layout on /checkout', async () => {
    renderAt('/checkout');
    expect(await screen.findByRole('heading', { name: 'mf_checkout/Checkout' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tilbake til butikken' })).toBeTruthy();
  });

  it('shows breadcrumbs on screens that have them', async () => {
    const router = renderAt('/butikker/');
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    await act(() => router.navigate('/butikker/3'));
    const nav = await screen.findByRole('navigation', { name: 'Brødsmulesti' });
    expect(within(nav).getByRole('link', { name: 'Butikker' }).getAttribute('href')).toBe(
      '/butikker',
    );
    expect(within(nav).getByText('Butikk').getAttribute('aria-current')).toBe('page');
  });
});

describe('cart modal', () => {
  it(`is titled '${CART_MODAL_TITLE}' and shows lines per shop with count +/−, remove and totals`, async () => {
    renderAt('/butikker/');
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    act(() => {
      cartAdd(line());
      cartAdd(
        line({
          ean: '7000000000024',
          id: 1002,
          shopId: 4,
          shop: { id: 4, name: 'Hamar' },
          name: 'Tursokk',
          size: null,
          color: null,
          image: '/api/v1/images/product/3-1b2a4a-Tursokk.svg',
          price: 9900,
          frightPrice: 4900,
          variant: { id: 1002, ean: '7000000000024', shops: [{ id: 4, qty: 9 }] },
        }),
      );
    });
    // The header's count follows the cart store after a render: wait for it.
    fireEvent.click(await screen.findByRole('button', { name: 'Handlekurv, 2 varer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handlekurv' });
    expect(within(dialog).getAllByTestId('sh-cart-shop')).toHaveLength(2);
    expect(within(dialog).getByRole('heading', { name: 'Fra Gardermoen' })).toBeTruthy();
    expect(within(dialog).getByText('Str. M')).toBeTruthy();
    expect(within(dialog).getByText('Farge: Rød')).toBeTruthy();
    // A line's picture is the smallest generated size that fills its 72 px box, not the original.
    const picture = dialog.querySelector('img.sh-cart__image');
    expect(picture?.getAttribute('sizes')).toBe('72px');
    expect(picture?.getAttribute('srcset')).toContain('Tursokk.svg?w=160 160w');

    const more = within(dialog).getByRole('button', { name: 'Øk antall av Løpejakke Pro' });
    fireEvent.click(more);
    const [firstCount] = within(dialog).getAllByTestId('sh-cart-line-count');
    expect(firstCount?.textContent).toBe('2');
    // Stock in shop 3 is 2: no more.
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // Subtotal 2 × 499 + 99 = 1097; freight: two shops, jacket 99 full, socks 49 halved → 25 (rounded up).
    expect(within(dialog).getByTestId('sh-cart-subtotal').textContent).toBe('kr 1 097,-');
    expect(within(dialog).getByTestId('sh-cart-freight').textContent).toBe('kr 124,-');
    expect(within(dialog).getByTestId('sh-cart-total').textContent).toBe('kr 1 221,-');

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Reduser antall av Løpejakke Pro' }),
    );
    expect(within(dialog).getAllByTestId('sh-cart-line-count')[0]?.textContent).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern Tursokk fra handlekurven' }));
    expect(within(dialog).getAllByTestId('sh-cart-line')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Til kassen' }).getAttribute('href')).toBe(
      '/checkout',
    );
    // A guest is offered login, coming back to the cart.
    expect(within(dialog).getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe(
      '/login?from=cart',
    );
    expect($cartOpen.get()).toBe(true);
  });

  it('says when the cart is empty', async () => {
    renderAt('/butikker/');
    fireEvent.click(await screen.findByRole('button', { name: 'Handlekurv, tom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handlekurv' });
    expect(within(dialog).getByText('Handlekurven din er tom.')).toBeTruthy();
  });
});

describe('header user menu (logged in)', () => {
  const customer = {
    id: 7,
    firstname: 'Kari',
    surname: 'Nordmann',
    auth_id: null,
    email: 'kari@example.no',
    phone: null,
    birth_date: null,
    gender_id: null,
    cookies: null,
    permissions: null,
    terms_conditions: 1 as const,
    verified: true,
    address: null,
    city: null,
    preferences: null,
  } as Parameters<typeof setUser>[0];

  beforeEach(() => setUser(customer));
  afterEach(() => {
    clearUser();
    vi.unstubAllGlobals();
  });

  async function menuButton() {
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    return screen.getByRole('button', { name: 'Min side' });
  }

  it('a guest gets the login link instead', async () => {
    clearUser();
    renderAt('/butikker/');
    await screen.findByRole('heading', { name: 'mf_content/Shops' });
    expect(
      within(screen.getByTestId('sh-header'))
        .getByRole('link', { name: 'Logg inn' })
        .getAttribute('href'),
    ).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Min side' })).toBeNull();
  });

  it('is a menu button: closed at first, opens on click with the focus on the first item', async () => {
    renderAt('/butikker/');
    const button = await menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Min side' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Min side', 'Mine kjøp', 'Logg ut']);
    expect(items[0]?.getAttribute('href')).toBe('/user');
    expect(items[1]?.getAttribute('href')).toBe('/user/history');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
  });

  it('moves with the arrow keys, Home and End, and closes on Escape with the focus back', async () => {
    renderAt('/butikker/');
    const button = await menuButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[2]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on ArrowDown and closes on a click outside', async () => {
    renderAt('/butikker/');
    const button = await menuButton();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Min side'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('"Mine kjøp" navigates to /user/history and closes the menu', async () => {
    const router = renderAt('/butikker/');
    fireEvent.click(await menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mine kjøp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/history'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('"Logg ut" posts /customers/logout, clears the user, emits auth:changed and reloads', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const events: boolean[] = [];
    const off = on('auth:changed', ({ loggedIn }) => events.push(loggedIn));
    renderAt('/butikker/');
    fireEvent.click(await menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logg ut' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    off();
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/customers/logout');
    expect($user.get().loaded).toBe(false);
    expect(events).toEqual([false]);
  });
});
