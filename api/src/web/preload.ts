/**
 * Preload hints for a page's HTML. The server knows the route (the shell's routes.json), the
 * composition and every build's file lists (releases and local builds), so the HTML can name, in one go, what the
 * browser would otherwise discover one round trip after another: the shell's start-up chunks,
 * then the route's remote manifest, its remote entry, its exposed module and the page's own
 * chunk and CSS. Remotes on another origin (CDN, overrides) get only their manifest hinted; their
 * file lists are not known here.
 */
import type { Composition } from 'shared-contracts/schemas';
import { packageOfRemote, type Builds } from '../releases';
import { escapeHtml } from './html';
import { RouteMatcher, type RouteMatch, type TableRoute } from './route-match';

/**
 * The reads a page starts with before it can show anything, by page name (what the remote's
 * prefetchers ask for first; `:param` is taken from the URL). Hinted so they arrive with the
 * code instead of one round trip after it. They are anonymous GETs with Cache-Control, so the
 * shell and the remote asking for the same one share the response.
 */
const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  // The social posts ('Bli inspirert') are asked for when the shopper scrolls near them.
  Home: ['/api/v1/settings', '/api/v1/categories', '/api/v1/page/allActive'],
  Category: ['/api/v1/categories'],
  Search: ['/api/v1/categories'],
  Product: [
    '/api/v1/articles/:articleId',
    '/api/v1/categories',
    '/api/v1/settings',
    '/api/v1/shops',
  ],
  Favourites: ['/api/v1/categories'],
};

const ID = /^\d{1,10}$/;

/** The page's reads with params filled in; none when a param is not a plain id. */
export function pageReads(match: RouteMatch): string[] {
  const reads = match.route.page ? (PAGE_READS[match.route.page] ?? []) : [];
  return reads.flatMap((url) => {
    let ok = true;
    const filled = url.replace(/:(\w+)/g, (_, name: string) => {
      const value = match.params[name] ?? '';
      ok &&= ID.test(value);
      return value;
    });
    return ok ? [filled] : [];
  });
}

/** preload.json of a build (tooling/webpack/preload-list-plugin.mjs). */
interface PreloadList {
  initial: string[];
  pages?: Record<string, string[]>;
}

function isPreloadList(value: unknown): value is PreloadList {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as PreloadList).initial)
  );
}

/** `CampaignList` → `page-campaign-list`: the chunk name remotes give a code-split page. */
export function pageChunkName(page: string): string {
  return `page-${page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** One `<link>`: scripts and styles as the page will load them, the manifest as a fetch. */
export function linkFor(
  href: string,
  kind: 'script' | 'style' | 'manifest' | 'read',
  remote = '',
): string {
  const url = escapeHtml(href);
  // The shared API client fetches with mode cors and same-origin credentials, as this does.
  if (kind === 'read')
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`;
  if (kind === 'manifest')
    // The MF runtime fetches manifests with fetch(url, {}): mode cors, same-origin credentials.
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}" data-mf-manifest="${escapeHtml(remote)}">`;
  // Code at low priority, as the deferred scripts that run it would load: Chrome gives a script
  // preload high priority, which makes the markup and its stylesheets wait for every chunk on a
  // slow line (and Lighthouse counts each one as render-blocking).
  if (kind === 'script')
    return `<link rel="preload" as="script" fetchpriority="low" href="${url}">`;
  return `<link rel="preload" as="${kind}" href="${url}">`;
}

const kindOf = (file: string): 'script' | 'style' => (file.endsWith('.css') ? 'style' : 'script');

export class PreloadHints {
  private readonly matchers = new WeakMap<object, RouteMatcher>();

  constructor(private readonly builds: Builds) {}

  /** The route a page URL shows, by the table of the shell version served (null: unknown). */
  async routeFor(shellVersion: string, pathname: string): Promise<RouteMatch | null> {
    const table = await this.builds.readJson('shell', shellVersion, 'routes.json');
    const routes = (table as { routes?: TableRoute[] } | null)?.routes;
    if (!table || !Array.isArray(routes)) return null;
    let matcher = this.matchers.get(table);
    if (!matcher) {
      matcher = new RouteMatcher(routes);
      this.matchers.set(table, matcher);
    }
    return matcher.match(pathname);
  }

  private async shellLinks(shellVersion: string): Promise<string[]> {
    const list = await this.builds.readJson('shell', shellVersion, 'preload.json');
    if (!isPreloadList(list)) return [];
    const base = `/build/shell/${encodeURIComponent(shellVersion)}/`;
    // main.*.js is the page's own <script>; the rest it would ask for after running.
    return list.initial
      .filter((file) => !file.startsWith('main.'))
      .map((file) => linkFor(base + file, kindOf(file)));
  }

  private async remoteLinks(document: Composition, route: TableRoute): Promise<string[]> {
    const remote = route.remote ? document.remotes[route.remote] : undefined;
    if (!route.remote || !remote) return [];
    const links = [linkFor(remote.url, 'manifest', route.remote)];
    const pkg = packageOfRemote(route.remote);
    const local = `/build/${pkg}/`;
    if (!remote.version || !remote.url.startsWith(local)) return links;
    const list = await this.builds.readJson(pkg, remote.version, 'preload.json');
    if (!isPreloadList(list)) return links;
    const base = remote.url.slice(0, remote.url.lastIndexOf('/') + 1);
    const pageFiles = route.page ? (list.pages?.[pageChunkName(route.page)] ?? []) : [];
    for (const file of [...list.initial, ...pageFiles])
      links.push(linkFor(base + file, kindOf(file)));
    return links;
  }

  /**
   * The `<link>` tags for one page request (empty when nothing is known about the route); the
   * page's first reads only with `reads` (a server-rendered page brings their answers).
   */
  async forPage(
    document: Composition,
    shellVersion: string,
    match: RouteMatch | null,
    { reads = true }: { reads?: boolean } = {},
  ): Promise<string> {
    const links = [
      ...(match && reads ? pageReads(match).map((url) => linkFor(url, 'read')) : []),
      ...(await this.shellLinks(shellVersion)),
      ...(match ? await this.remoteLinks(document, match.route) : []),
    ];
    return links.join('\n    ');
  }
}
