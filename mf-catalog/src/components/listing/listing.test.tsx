import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, makeArticle, makeSearchResponse } from '../../api/fake-api';
import { Listing } from './listing';

function navEvents() {
  const events: Array<{ to: string; replace?: boolean }> = [];
  const listener = (e: Event) => events.push((e as CustomEvent).detail);
  window.addEventListener('nav:goto', listener);
  return { events, stop: () => window.removeEventListener('nav:goto', listener) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Listing', () => {
  it('searches within the scope with page size 20, sort and filters from the URL', async () => {
    const api = installFakeApi({
      'GET /articles/search': () =>
        makeSearchResponse([makeArticle({ id: 1 }), makeArticle({ id: 2 })], 42),
    });
    render(
      <Listing
        routeName="category"
        search="?sortering=pris-stigende&merke=12&pris=200-800&side=2"
        scope={{ categoryId: 1 }}
        defaultSort="navn"
        header={<h1>Sko</h1>}
        emptyText="Tomt"
      />,
    );
    expect(await screen.findByText('42 varer')).toBeTruthy();
    expect(JSON.parse(api.calls[0]?.query.get('request') ?? 'null')).toEqual({
      query: '',
      page: 1,
      take: 20,
      filters: { categoryId: 1, brands: [12], price: { min: 20000, max: 80000 } },
      sort: 'price_asc',
    });
    // 42 hits / 20 per page = 3 pages; page 2 is current.
    expect(screen.getByRole('link', { name: 'Side 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts filter and sort changes in the URL (back/forward then work)', async () => {
    installFakeApi({ 'GET /articles/search': () => makeSearchResponse([makeArticle()]) });
    window.history.replaceState(null, '', '/sko');
    const nav = navEvents();
    render(
      <Listing
        routeName="category"
        search=""
        scope={{ categoryId: 1 }}
        defaultSort="navn"
        header={null}
        emptyText="Tomt"
      />,
    );
    const brands = await screen.findByRole('group', { name: 'Merke' });
    fireEvent.click(within(brands).getByLabelText(/Nike/));
    expect(nav.events.at(-1)).toEqual({ to: '/sko?merke=12' });
    // An option without matches is disabled (facet count 0).
    expect((within(brands).getByLabelText(/Adidas/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Sorter etter'), { target: { value: 'nyeste' } });
    expect(nav.events.at(-1)).toEqual({ to: '/sko?sortering=nyeste' });
    fireEvent.input(screen.getByLabelText('Fra'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(nav.events.at(-1)).toEqual({ to: '/sko?pris=100-' });
    nav.stop();
  });

  it('shows an empty state with a reset when filters match nothing', async () => {
    installFakeApi({ 'GET /articles/search': () => makeSearchResponse([]) });
    window.history.replaceState(null, '', '/sko');
    const nav = navEvents();
    render(
      <Listing
        routeName="category"
        search="?farge=3"
        scope={{ categoryId: 1 }}
        defaultSort="navn"
        header={null}
        emptyText="Tomt"
      />,
    );
    expect(await screen.findByText('Ingen varer passer filtrene du har valgt.')).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Nullstill filtre' });
    await act(async () => fireEvent.click(resets[resets.length - 1]!));
    expect(nav.events.at(-1)).toEqual({ to: '/sko' });
    nav.stop();
  });

  it('reports a failed search with a retry', async () => {
    installFakeApi({
      'GET /articles/search': () =>
        new Response(JSON.stringify({ message: 'Søket feilet' }), { status: 422 }),
    });
    render(
      <Listing
        routeName="search"
        search=""
        query="sko"
        defaultSort="relevans"
        header={null}
        emptyText="Tomt"
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Søket feilet');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });
});
