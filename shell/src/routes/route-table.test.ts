import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, pathFor } from './match';
import { INFO_PAGES, ROUTES, routeByName, type RouteDef } from './route-table';
import { SITE_TITLE, siteTitle } from './site';

function matched(path: string): {
  name: string | undefined;
  params: Record<string, string | undefined>;
} {
  const m = matchRoute(path);
  return { name: m?.route.name, params: { ...m?.params } };
}

describe('route table', () => {
  it('has unique names (react-router ids) and paths', () => {
    const names = ROUTES.map((r) => r.name).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/', 'home', {}],
    ['/preview/homescreen-vinter', 'preview', { name: 'homescreen-vinter' }],
    ['/login', 'login', {}],
    ['/register', 'registration', {}],
    ['/password/reset', 'password-reset', {}],
    ['/user', 'user', {}],
    ['/user/info', 'account-info', {}],
    ['/user/history', 'account-history', {}],
    ['/user/reservations', 'reservations', {}],
    ['/user/reviews', 'account-reviews', {}],
    ['/user/permissions', 'account-permissions', {}],
    ['/user/accept-terms', 'accept-terms', {}],
    ['/user/email-verification', 'email-verification', {}],
    ['/user/poll/3', 'poll', { pollId: '3' }],
    ['/user/poll/3/7', 'question', { pollId: '3', questionId: '7' }],
    ['/user/poll/3/7/response', 'question-response', { pollId: '3', questionId: '7' }],
    ['/user/poll/3/7/123', 'question-article', { pollId: '3', questionId: '7', articleId: '123' }],
    ['/checkout', 'checkout', {}],
    ['/campaign', 'campaigns', {}],
    ['/campaign/879', 'campaign', { campaignId: '879' }],
    ['/search/joggesko', 'search', { query: 'joggesko' }],
    ['/utvalg/1+2+3', 'bundle', { ids: '1+2+3' }],
    ['/favourites', 'favourites', {}],
    ['/butikker/', 'shops', {}],
    ['/butikker/12', 'shop', { shopId: '12' }],
    ['/blog/lopetips', 'blog-post', { slug: 'lopetips' }],
    ['/blog/category/trening', 'blog-category', { category: 'trening' }],
    ['/inspiration/fjelltur', 'inspiration', { slug: 'fjelltur' }],
    ['/inspiration/preview/fjelltur', 'inspiration-preview', { slug: 'fjelltur' }],
    ['/inspiration/category/tur', 'inspiration-category', { category: 'tur' }],
    ['/giftcard/status', 'giftcard-status', {}],
    ['/category/3/14', 'category-legacy', { categoryId: '3', subcategoryId: '14' }],
  ])('%s → %s', (path, name, params) => {
    const m = matched(path);
    expect(m.name).toBe(name);
    expect(m.params).toMatchObject(params);
  });

  it('maps every information page of spec §2 to mf-content with its slug (InfoPage, /cookies its own)', () => {
    const paths = [
      '/om-oss',
      '/ledige-stillinger/',
      '/faq',
      '/return',
      '/delivery',
      '/terms',
      '/contact',
      '/trim-reklamasjon',
      '/privacy',
      '/support',
      '/payment',
      '/reclamation',
      '/iso',
      '/apenhetsloven',
      '/cookies',
      '/premises',
    ];
    for (const path of paths) {
      const route = matchRoute(path)?.route;
      expect(route?.kind, path).toBe('page');
      if (route?.kind !== 'page') continue;
      expect(route.remote).toBe('mf_content');
      expect(route.page).toBe(path === '/cookies' ? 'Cookies' : 'InfoPage');
      expect(route.staticParams?.slug).toBe(path.replace(/\//g, ''));
    }
    expect(INFO_PAGES).toHaveLength(paths.length);
  });

  it('serves the product page with and without category names', () => {
    expect(matched('/product/55')).toEqual({ name: 'product', params: { articleId: '55' } });
    expect(matched('/klaer/product/55')).toMatchObject({
      name: 'product',
      params: { categoryName: 'klaer', articleId: '55' },
    });
    expect(matched('/klaer/jakker/product/55')).toMatchObject({
      name: 'product',
      params: { categoryName: 'klaer', subcategoryName: 'jakker', articleId: '55' },
    });
  });

  it('falls back to the category route for unknown one-to-three-segment paths (the catch-all)', () => {
    expect(matched('/klaer')).toMatchObject({
      name: 'category',
      params: { categoryName: 'klaer' },
    });
    expect(matched('/klaer/jakker/softshell')).toMatchObject({
      name: 'category',
      params: { categoryName: 'klaer', subcategoryName: 'jakker', group: 'softshell' },
    });
    expect(matched('/finnes-ikke')).toMatchObject({ name: 'category' });
  });

  it('sends deeper unknown paths to the 404 page', () => {
    expect(matched('/a/b/c/d').name).toBe('not-found');
  });

  it('redirects /shops/ to /butikker/ and /article/{id} to /product/{id}', () => {
    const shops = matchRoute('/shops/')?.route as Extract<RouteDef, { kind: 'redirect' }>;
    expect(shops.kind).toBe('redirect');
    expect(shops.to({})).toBe('/butikker/');
    const article = matchRoute('/article/42');
    expect(article?.route.kind).toBe('redirect');
    if (article?.route.kind === 'redirect')
      expect(article.route.to(article.params)).toBe('/product/42');
  });

  it('owns each screen by the remote of architecture §1', () => {
    const owner = (path: string) => {
      const r = matchRoute(path)?.route;
      return r?.kind === 'page' ? `${r.remote}/${r.page}` : r?.kind;
    };
    expect(owner('/')).toBe('mf_catalog/Home');
    expect(owner('/klaer')).toBe('mf_catalog/Category');
    expect(owner('/product/1')).toBe('mf_catalog/Product');
    expect(owner('/checkout')).toBe('mf_checkout/Checkout');
    expect(owner('/login')).toBe('mf_account/Login');
    expect(owner('/user/reviews')).toBe('mf_account/Reviews');
    expect(owner('/user/poll/1')).toBe('mf_polls/Poll');
    expect(owner('/butikker/')).toBe('mf_content/Shops');
    expect(owner('/blog/x')).toBe('mf_content/BlogPost');
    expect(owner('/inspiration/post/17')).toBe('mf_content/SocialPost');
    expect(owner('/giftcard/status')).toBe('mf_content/GiftCard');
  });

  it('guards /user routes with login then terms, and the special account routes as spec §6 says', () => {
    const guards = (path: string) => {
      const r = matchRoute(path)?.route;
      return r && r.kind !== 'redirect' ? r.meta.guards : undefined;
    };
    for (const path of [
      '/user',
      '/user/info',
      '/user/history',
      '/user/reservations',
      '/user/reviews',
      '/user/permissions',
      '/user/poll/1',
      '/user/poll/1/2/response',
      '/user/poll/1/2/3',
    ]) {
      expect(guards(path), path).toEqual(['authRequired', 'termsAccepted']);
    }
    expect(guards('/user/poll/1/2')).toEqual(['authRequired', 'termsAccepted', 'pollQuestion']);
    expect(guards('/user/accept-terms')).toEqual(['authRequired', 'termsPending']);
    expect(guards('/user/email-verification')).toEqual(['authRequired', 'emailVerification']);
    for (const path of ['/login', '/register', '/password/reset'])
      expect(guards(path)).toEqual(['guestsOnly']);
    expect(guards('/')).toBeUndefined();
  });

  it('flags breadcrumb resets (blog category list) and screens without breadcrumbs', () => {
    const meta = (name: string) => {
      const r = routeByName(name);
      return r && r.kind !== 'redirect' ? r.meta : undefined;
    };
    expect(meta('blog-category')?.resetBreadcrumbs).toBe(true);
    expect(meta('category')?.breadcrumbs).toBe(true);
    expect(meta('home')?.breadcrumbs).toBeFalsy();
    expect(meta('checkout')?.layout).toBe('checkout');
    expect(meta('product')?.keepHeaderHidden).toBe(true);
    expect(meta('home')?.skipUserLoad).toBe(true);
  });
});

describe('paths and titles', () => {
  it('builds paths of named routes, dropping empty optional segments', () => {
    expect(pathFor('login')).toBe('/login');
    expect(pathFor('user')).toBe('/user');
    expect(pathFor('accept-terms')).toBe('/user/accept-terms');
    expect(pathFor('product', { categoryName: '', subcategoryName: '', articleId: '9' })).toBe(
      '/product/9',
    );
    expect(pathFor('category', { categoryName: 'klaer', subcategoryName: 'jakker' })).toBe(
      '/klaer/jakker',
    );
    expect(pathFor('poll', {})).toBe('/');
    expect(pathFor('does-not-exist')).toBe('/');
  });

  it("titles pages 'Bare lave priser' + chain name, with route titles in front", () => {
    expect(SITE_TITLE).toBe('Bare lave priser');
    expect(siteTitle('Bare lave priser', 'Sport Outlet')).toBe('Bare lave priser Sport Outlet');
    expect(documentTitle(routeByName('home'))).toBe(SITE_TITLE);
    expect(documentTitle(routeByName('blog-post'))).toBe(`Bloginnlegg | ${SITE_TITLE}`);
    expect(documentTitle(routeByName('product'), 'Joggesko X')).toBe(`Joggesko X | ${SITE_TITLE}`);
  });
});
