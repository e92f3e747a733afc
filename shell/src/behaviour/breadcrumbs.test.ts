import { BREADCRUMB_MAX, type Breadcrumb } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeByName, type RouteDef } from '../routes/route-table';
import {
  $breadcrumbs,
  BREADCRUMBS_STORAGE_KEY,
  enterRoute,
  nextTrail,
  reloadBreadcrumbs,
  setCurrentTitle,
} from './breadcrumbs';

const route = (name: string) => routeByName(name) as RouteDef;
const crumb = (name: string, params: Record<string, string> = {}, title = name): Breadcrumb => ({
  name,
  params,
  title,
  scroll: 0,
});

describe('breadcrumb trail', () => {
  beforeEach(() => {
    $breadcrumbs.set([]);
  });

  it('pushes crumbs for screens with a breadcrumb component', () => {
    let trail = nextTrail(
      [],
      route('category'),
      crumb('category', { categoryName: 'klaer' }),
      null,
    );
    trail = nextTrail(trail, route('product'), crumb('product', { articleId: '1' }), 250);
    expect(trail.map((c) => c.name)).toEqual(['category', 'product']);
    // The page left keeps its scroll position.
    expect(trail[0]?.scroll).toBe(250);
  });

  it(`keeps at most ${BREADCRUMB_MAX}`, () => {
    let trail: Breadcrumb[] = [];
    for (let i = 1; i <= 14; i++) {
      trail = nextTrail(trail, route('product'), crumb('product', { articleId: String(i) }), null);
    }
    expect(trail).toHaveLength(10);
    expect(trail[0]?.params.articleId).toBe('5');
    expect(trail[9]?.params.articleId).toBe('14');
  });

  it('resets on screens without a breadcrumb component', () => {
    const trail = [crumb('category', { categoryName: 'klaer' })];
    expect(nextTrail(trail, route('checkout'), crumb('checkout'), null)).toEqual([]);
    expect(nextTrail(trail, route('home'), crumb('home'), null)).toEqual([]);
  });

  it('resets on routes flagged for it and starts again from them', () => {
    const trail = [
      crumb('category', { categoryName: 'klaer' }),
      crumb('product', { articleId: '2' }),
    ];
    expect(
      nextTrail(
        trail,
        route('blog-category'),
        crumb('blog-category', { category: 'tur' }),
        null,
      ).map((c) => c.name),
    ).toEqual(['blog-category']);
  });

  it('is kept in session storage and survives a reload', () => {
    enterRoute(route('shops'), crumb('shops', {}, 'Butikker'), null);
    const stored = JSON.parse(
      sessionStorage.getItem(BREADCRUMBS_STORAGE_KEY) ?? '[]',
    ) as Breadcrumb[];
    expect(stored).toEqual([{ name: 'shops', params: {}, title: 'Butikker', scroll: 0 }]);
    $breadcrumbs.set([]);
    sessionStorage.setItem(BREADCRUMBS_STORAGE_KEY, JSON.stringify(stored));
    reloadBreadcrumbs();
    expect($breadcrumbs.get()).toEqual(stored);
  });

  it('takes the title a page reports for the current crumb', () => {
    enterRoute(route('product'), crumb('product', { articleId: '1' }, 'Produkt'), null);
    setCurrentTitle('product', 'Joggesko Air');
    expect($breadcrumbs.get()[0]?.title).toBe('Joggesko Air');
    setCurrentTitle('category', 'Klær');
    expect($breadcrumbs.get()[0]?.title).toBe('Joggesko Air');
  });
});
