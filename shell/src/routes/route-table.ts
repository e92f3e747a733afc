/**
 * The route table of spec §2: every screen's URL, its name (as the spec names it), its title,
 * the remote and exposed page that renders it, and the meta the shell acts on (guards,
 * breadcrumb handling, layout). Pure data so it can be unit-tested without a browser.
 *
 * Paths use react-router syntax; `?` marks an optional segment.
 */
import type { GuardName } from '../guards/guards';

export type RemoteName = 'mf_catalog' | 'mf_checkout' | 'mf_account' | 'mf_content' | 'mf_polls';

export interface RouteMeta {
  /** Guards, run in order; the first failure wins. */
  guards?: readonly GuardName[];
  /** Entering this route empties the breadcrumb trail (e.g. the blog category list). */
  resetBreadcrumbs?: boolean;
  /**
   * The screen shows a breadcrumb component. Entering a screen without one resets the trail
   * (spec §2 "Navigation behaviour").
   */
  breadcrumbs?: boolean;
  /** /checkout has its own layout (no header search, menus or footer). */
  layout?: 'default' | 'checkout';
  /** The product page keeps the header hidden on scroll up (spec §2 "Layout"). */
  keepHeaderHidden?: boolean;
  /** No user loading on navigation to '/' (spec §2 "Navigation behaviour"). */
  skipUserLoad?: boolean;
}

export interface PageRoute {
  kind: 'page';
  name: string;
  path: string;
  remote: RemoteName;
  /** Key in the remote entry's `pages` (also accepted with a 'Page' suffix, see page-resolution). */
  page: string;
  /** Other names the remote may expose the page under. */
  aliases?: readonly string[];
  /** Route title (spec: 'Bloginnlegg' …); the default title is used when absent. */
  title?: string;
  /** Params the page needs that the URL does not carry (info page slug, register flow). */
  staticParams?: Readonly<Record<string, string>>;
  meta: RouteMeta;
}

export interface RedirectRoute {
  kind: 'redirect';
  name?: string;
  path: string;
  /** Target path built from the matched params. */
  to: (params: Readonly<Record<string, string | undefined>>) => string;
}

/** A route the shell renders itself (legacy lookup, 404). */
export interface ShellRoute {
  kind: 'shell';
  name: string;
  path: string;
  component: 'legacy-category' | 'not-found';
  title?: string;
  meta: RouteMeta;
}

export type RouteDef = PageRoute | RedirectRoute | ShellRoute;

const USER_GUARDS: readonly GuardName[] = ['authRequired', 'termsAccepted'];
const GUESTS: readonly GuardName[] = ['guestsOnly'];

/** Information pages of spec §2 → slug for mf-content's InfoPage (path without slashes). */
export const INFO_PAGES = [
  { name: 'about', path: '/om-oss', slug: 'om-oss', label: 'Om oss' },
  {
    name: 'vacancies',
    path: '/ledige-stillinger',
    slug: 'ledige-stillinger',
    label: 'Ledige stillinger',
  },
  { name: 'faq', path: '/faq', slug: 'faq', label: 'Ofte stilte spørsmål' },
  { name: 'return', path: '/return', slug: 'return', label: 'Retur og bytte' },
  { name: 'delivery', path: '/delivery', slug: 'delivery', label: 'Levering' },
  { name: 'terms', path: '/terms', slug: 'terms', label: 'Kjøpsvilkår' },
  { name: 'contact', path: '/contact', slug: 'contact', label: 'Kontakt oss' },
  {
    name: 'trim-reklamasjon',
    path: '/trim-reklamasjon',
    slug: 'trim-reklamasjon',
    label: 'Trim-reklamasjon',
  },
  { name: 'privacy', path: '/privacy', slug: 'privacy', label: 'Personvern' },
  { name: 'support', path: '/support', slug: 'support', label: 'Kundeservice' },
  { name: 'payment', path: '/payment', slug: 'payment', label: 'Betaling' },
  { name: 'reclamation', path: '/reclamation', slug: 'reclamation', label: 'Reklamasjon' },
  { name: 'iso', path: '/iso', slug: 'iso', label: 'ISO-sertifisering' },
  { name: 'apenhetsloven', path: '/apenhetsloven', slug: 'apenhetsloven', label: 'Åpenhetsloven' },
  { name: 'cookies', path: '/cookies', slug: 'cookies', label: 'Informasjonskapsler' },
  { name: 'premises', path: '/premises', slug: 'premises', label: 'Lokaler' },
] as const;

/**
 * /cookies is more than editor text: it lists what the site stores and lets the visitor change
 * the cookie choice, so mf-content renders it with its own page (the editor text included).
 */
const OWN_INFO_PAGE: Readonly<Partial<Record<(typeof INFO_PAGES)[number]['name'], string>>> = {
  cookies: 'Cookies',
};

const infoRoutes: PageRoute[] = INFO_PAGES.map((p) => ({
  kind: 'page',
  name: p.name,
  path: p.path,
  remote: 'mf_content',
  page: OWN_INFO_PAGE[p.name] ?? 'InfoPage',
  aliases: OWN_INFO_PAGE[p.name] ? [] : ['InformationPage'],
  title: p.label,
  staticParams: { slug: p.slug },
  meta: { breadcrumbs: true },
}));

/**
 * Order matters only for readers: react-router ranks by specificity (static segments beat
 * dynamic ones), so `/login` wins over the catch-all category route.
 */
export const ROUTES: readonly RouteDef[] = [
  // Catalogue (mf-catalog)
  {
    kind: 'page',
    name: 'home',
    path: '/',
    remote: 'mf_catalog',
    page: 'Home',
    meta: { skipUserLoad: true },
  },
  {
    kind: 'page',
    name: 'preview',
    path: '/preview/:name',
    remote: 'mf_catalog',
    page: 'Preview',
    meta: {},
  },
  {
    kind: 'redirect',
    name: 'article',
    path: '/article/:articleId',
    to: (p) => `/product/${enc(p.articleId)}`,
  },
  {
    // Also serves /product/{articleId} itself: "the product route with empty category and subcategory".
    kind: 'page',
    name: 'product',
    path: '/:categoryName?/:subcategoryName?/product/:articleId',
    remote: 'mf_catalog',
    page: 'Product',
    meta: { breadcrumbs: true, keepHeaderHidden: true },
  },
  {
    kind: 'page',
    name: 'campaign',
    path: '/campaign/:campaignId',
    remote: 'mf_catalog',
    page: 'Campaign',
    title: 'Kampanje',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'campaigns',
    path: '/campaign',
    remote: 'mf_catalog',
    page: 'CampaignList',
    title: 'Kampanjer',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'search',
    path: '/search/:query',
    remote: 'mf_catalog',
    page: 'Search',
    title: 'Søk',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'bundle',
    path: '/utvalg/:ids',
    remote: 'mf_catalog',
    page: 'Bundle',
    title: 'Utvalg',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'favourites',
    path: '/favourites',
    remote: 'mf_catalog',
    page: 'Favourites',
    title: 'Favoritter',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'shell',
    name: 'category-legacy',
    path: '/category/:categoryId?/:subcategoryId?',
    component: 'legacy-category',
    meta: {},
  },
  {
    // The catch-all of the spec: any unknown one-to-three-segment path is a category listing;
    // mf-catalog reports a category that does not exist and the shell shows its 404 page.
    kind: 'page',
    name: 'category',
    path: '/:categoryName/:subcategoryName?/:group?',
    remote: 'mf_catalog',
    page: 'Category',
    meta: { breadcrumbs: true },
  },

  // Checkout (mf-checkout)
  {
    kind: 'page',
    name: 'checkout',
    path: '/checkout',
    remote: 'mf_checkout',
    page: 'Checkout',
    title: 'Kasse',
    meta: { layout: 'checkout' },
  },

  // Account (mf-account)
  {
    kind: 'page',
    name: 'login',
    path: '/login',
    remote: 'mf_account',
    page: 'Login',
    title: 'Logg inn',
    meta: { guards: GUESTS },
  },
  {
    kind: 'page',
    name: 'registration',
    path: '/register',
    remote: 'mf_account',
    page: 'Register',
    title: 'Registrer deg',
    staticParams: { flow: 'register' },
    meta: { guards: GUESTS },
  },
  {
    kind: 'page',
    name: 'password-reset',
    path: '/password/reset',
    remote: 'mf_account',
    page: 'PasswordReset',
    title: 'Tilbakestill passord',
    staticParams: { flow: 'reset' },
    meta: { guards: GUESTS },
  },
  {
    // Logged-in only, then always refused (spec §6); it never renders.
    kind: 'page',
    name: 'email-verification',
    path: '/user/email-verification',
    remote: 'mf_account',
    page: 'User',
    meta: { guards: ['authRequired', 'emailVerification'] },
  },
  {
    kind: 'page',
    name: 'user',
    path: '/user',
    remote: 'mf_account',
    page: 'User',
    title: 'Min side',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'account-info',
    path: '/user/info',
    remote: 'mf_account',
    page: 'AccountInfo',
    title: 'Kontoinformasjon',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'account-history',
    path: '/user/history',
    remote: 'mf_account',
    page: 'History',
    title: 'Ordrehistorikk',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'reservations',
    path: '/user/reservations',
    remote: 'mf_account',
    page: 'History',
    title: 'Reservasjoner',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'account-reviews',
    path: '/user/reviews',
    remote: 'mf_account',
    page: 'Reviews',
    title: 'Mine anmeldelser',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'account-permissions',
    path: '/user/permissions',
    remote: 'mf_account',
    page: 'Permissions',
    title: 'Samtykker',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'accept-terms',
    path: '/user/accept-terms',
    remote: 'mf_account',
    page: 'AcceptTerms',
    title: 'Godta brukervilkår',
    meta: { guards: ['authRequired', 'termsPending'] },
  },

  // Polls (mf-polls), also /user routes
  {
    kind: 'page',
    name: 'poll',
    path: '/user/poll/:pollId',
    remote: 'mf_polls',
    page: 'Poll',
    title: 'Kalender',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'question',
    path: '/user/poll/:pollId/:questionId',
    remote: 'mf_polls',
    page: 'Question',
    title: 'Spørsmål',
    meta: { guards: [...USER_GUARDS, 'pollQuestion'] },
  },
  {
    kind: 'page',
    name: 'question-response',
    path: '/user/poll/:pollId/:questionId/response',
    remote: 'mf_polls',
    page: 'QuestionResponse',
    title: 'Svar',
    meta: { guards: USER_GUARDS },
  },
  {
    kind: 'page',
    name: 'question-article',
    path: '/user/poll/:pollId/:questionId/:articleId',
    remote: 'mf_polls',
    page: 'QuestionArticle',
    title: 'Spørsmål',
    meta: { guards: USER_GUARDS },
  },

  // Content (mf-content)
  ...infoRoutes,
  {
    kind: 'page',
    name: 'giftcard-status',
    path: '/giftcard/status',
    remote: 'mf_content',
    page: 'GiftCard',
    title: 'Saldo på gavekort',
    meta: { breadcrumbs: true },
  },
  { kind: 'redirect', name: 'shops-legacy', path: '/shops', to: () => '/butikker/' },
  {
    kind: 'page',
    name: 'shops',
    path: '/butikker',
    remote: 'mf_content',
    page: 'Shops',
    title: 'Butikker',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'shop',
    path: '/butikker/:shopId',
    remote: 'mf_content',
    page: 'Shop',
    title: 'Butikk',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'blog-post',
    path: '/blog/:slug',
    remote: 'mf_content',
    page: 'BlogPost',
    title: 'Bloginnlegg',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'blog-category',
    path: '/blog/category/:category',
    remote: 'mf_content',
    page: 'BlogCategory',
    title: 'Blogg',
    meta: { breadcrumbs: true, resetBreadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'inspiration-list',
    path: '/inspiration',
    remote: 'mf_content',
    page: 'Inspiration',
    title: 'Inspirasjon',
    meta: { breadcrumbs: true, resetBreadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'inspiration',
    path: '/inspiration/:slug',
    remote: 'mf_content',
    page: 'BlogPost',
    title: 'Bloginnlegg',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'inspiration-preview',
    path: '/inspiration/preview/:slug',
    remote: 'mf_content',
    page: 'BlogPost',
    title: 'Bloginnlegg',
    staticParams: { preview: '1' },
    meta: { breadcrumbs: true },
  },
  {
    // "Instagram-style post details" (spec §2): a social post with its articles and variants.
    kind: 'page',
    name: 'social-post',
    path: '/inspiration/post/:postId',
    remote: 'mf_content',
    page: 'SocialPost',
    title: 'Innlegg',
    meta: { breadcrumbs: true },
  },
  {
    kind: 'page',
    name: 'inspiration-category',
    path: '/inspiration/category/:category',
    remote: 'mf_content',
    page: 'BlogCategory',
    title: 'Inspirasjon',
    meta: { breadcrumbs: true, resetBreadcrumbs: true },
  },

  // Test hook of the platform suite: only a build of mf-content made with MF_TEST_PAGES=1 exposes
  // the page (it throws while rendering, to prove the error boundary); elsewhere it is "not available".
  {
    kind: 'page',
    name: 'test-throw',
    path: '/__test/throw',
    remote: 'mf_content',
    page: 'TestThrowPage',
    meta: {},
  },

  // Deeper than any route of the spec: nothing can match, so the Norwegian 404 page.
  {
    kind: 'shell',
    name: 'not-found',
    path: '*',
    component: 'not-found',
    title: 'Siden finnes ikke',
    meta: {},
  },
];

function enc(value: string | undefined): string {
  return encodeURIComponent(value ?? '');
}

const byName = new Map(ROUTES.filter((r) => r.name).map((r) => [r.name as string, r]));

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}
