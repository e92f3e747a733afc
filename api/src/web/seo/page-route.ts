/**
 * Which page of the shop a path is, as far as the server needs to know it for the document's
 * head, its status code and server redirects. It follows the shell's route table (spec §2) in the
 * same order: fixed paths first, the category pattern last. Client-only screens (checkout,
 * account, favourites …) are 'app': the shell renders them, the server only marks them noindex.
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'product'; id: number }
  | { kind: 'category'; names: readonly string[] }
  | { kind: 'legacy-category'; ids: readonly number[] }
  | { kind: 'campaigns' }
  | { kind: 'campaign'; id: number }
  | { kind: 'search'; query: string }
  | { kind: 'shops' }
  | { kind: 'shop'; id: number }
  | { kind: 'posts'; base: PostBase }
  | { kind: 'post-category'; base: PostBase; slug: string }
  | { kind: 'post'; base: PostBase; slug: string }
  | { kind: 'page'; slug: string }
  | { kind: 'app'; index: boolean }
  | { kind: 'redirect'; to: string };

export type PostBase = '/blog' | '/inspiration';

/** Top-level segments the shell owns besides the catalogue (spec §2). */
const APP_SEGMENTS = new Set([
  'checkout',
  'login',
  'register',
  'password',
  'user',
  'favourites',
  'utvalg',
  'preview',
  'giftcard',
  '__test',
]);
/** App screens a search engine may show (the rest are personal, transient or previews). */
const INDEXED_APP_PATHS = new Set(['/giftcard/status']);

const ID = /^\d{1,9}$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `infoSlugs`: the information pages (`/om-oss`, `/faq` …), from the database. */
export function matchPageRoute(pathname: string, infoSlugs: ReadonlySet<string>): PageRoute {
  const raw = pathname.split('/').filter((s) => s !== '');
  const segments = raw.map(decode);
  if (segments.some((s) => s === null)) return { kind: 'category', names: ['%'] };
  const s = segments as string[];
  const [first = '', second, third, fourth] = s;

  if (s.length === 0) return { kind: 'home' };
  if (first === 'article' && s.length === 2 && ID.test(second ?? ''))
    return { kind: 'redirect', to: `/product/${second}` };
  if (first === 'shops' && s.length === 1) return { kind: 'redirect', to: '/butikker/' };
  if (first === 'category' && s.length <= 3 && s.slice(1).every((x) => ID.test(x)))
    return { kind: 'legacy-category', ids: s.slice(1).map(Number) };
  if (first === 'campaign') {
    if (s.length === 1) return { kind: 'campaigns' };
    if (s.length === 2 && ID.test(second ?? '')) return { kind: 'campaign', id: Number(second) };
  }
  if (first === 'search' && s.length === 2) return { kind: 'search', query: second ?? '' };
  if (first === 'butikker') {
    if (s.length === 1) return { kind: 'shops' };
    if (s.length === 2 && ID.test(second ?? '')) return { kind: 'shop', id: Number(second) };
  }
  if (first === 'blog' || first === 'inspiration') {
    const base: PostBase = first === 'blog' ? '/blog' : '/inspiration';
    if (s.length === 1 && base === '/inspiration') return { kind: 'posts', base };
    if (s.length === 3 && second === 'category')
      return { kind: 'post-category', base, slug: third ?? '' };
    if (s.length === 2 && second !== 'category') return { kind: 'post', base, slug: second ?? '' };
    if (base === '/inspiration' && (second === 'preview' || second === 'post'))
      return { kind: 'app', index: false };
  }
  if (APP_SEGMENTS.has(first))
    return { kind: 'app', index: INDEXED_APP_PATHS.has(`/${s.join('/')}`) };
  if (s.length === 1 && infoSlugs.has(first)) return { kind: 'page', slug: first };

  // `/{category?}/{subcategory?}/product/{id}`
  const at = s.indexOf('product');
  if (at >= 0 && at <= 2 && s.length === at + 2 && ID.test(s[at + 1] ?? ''))
    return { kind: 'product', id: Number(s[at + 1]) };
  if (s.length <= 3 && fourth === undefined) return { kind: 'category', names: s };
  return { kind: 'category', names: ['%'] };
}
