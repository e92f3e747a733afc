import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, makeDetail } from '../api/fake-api';
import { resources } from '../api/resource-cache';
import { pages } from './registry';

afterEach(() => vi.unstubAllGlobals());

describe('page registry (the entry’s pages)', () => {
  it('exports every page name the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(
      [
        'ArticleRedirect',
        'Bundle',
        'Campaign',
        'CampaignList',
        'Category',
        'Favourites',
        'Home',
        'LegacyCategoryRedirect',
        'Preview',
        'Product',
        'Search',
      ].sort(),
    );
  });

  it('starts the page’s data requests before its code-split chunk has rendered', async () => {
    const api = installFakeApi({
      'GET /articles/42': () => makeDetail({ id: 42, name: 'Sekk 42' }),
      'GET /articles/availability/42': () => ({ articleId: 42, variants: [], shops: [] }),
      'GET /shops': () => [],
      'GET /categories': () => [],
      'GET /settings': () => ({}),
    });
    const Product = pages.Product!;
    render(<Product params={{ articleId: '42' }} search="" routeName="product" />);
    // Synchronously after the first render (the lazy chunk is still pending) the requests are
    // in flight in the resource cache; ky hands them to fetch a few microtasks later.
    expect(resources.peek('article:42')?.status).toBe('pending');
    expect(resources.peek('availability:42')?.status).toBe('pending');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await vi.waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(api.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/articles/42', '/articles/availability/42', '/shops']),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sekk 42' })).toBeTruthy();
    // The page read the same requests from the cache instead of asking again.
    expect(api.calls.filter((c) => c.path === '/articles/42')).toHaveLength(1);
  });
});
