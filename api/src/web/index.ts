import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnsweredCookie } from 'shared-contracts/rules';
import { RESPONSE_COMPRESSION } from '../http/caching';
import { sendErrorResponse, toErrorResponse } from '../http/errors';
import { ensureCsrfToken } from '../http/csrf';
import { remoteOrigins, type CompositionService } from '../modules/composition';
import { HASHED_FILE, contentTypeOf, type Builds } from '../releases';
import { isPublicBuildFile } from './build-file';
import { escapeHtml, injectServerRender, PLAIN_PAGE_HEADERS, renderShellHtml } from './html';
import { PreloadHints } from './preload';
import { createSeo, DEFAULT_DESCRIPTION, injectHead, type PageRoute, type SeoOptions } from './seo';
import { pageSecurityHeaders } from './security-headers';
import { inProcessFetch, ServerParts, ServerRenderer } from './server-render';

export interface WebOptions {
  /** Where each build's files come from: releases, then local builds. */
  builds: Builds;
  /** The composition in the database every process serves. */
  composition: CompositionService;
  /** composition.config.json (env COMPOSITION_FILE): seeds the composition at start-up. */
  compositionFile: string;
  /** Document title before the shell sets a route title. */
  title?: string;
  /** Serve the builds' `*.map` files (config SOURCE_MAPS; off in production). */
  sourceMaps?: boolean;
  /** Origins of a payment provider's SDK the checkout loads (CSP). */
  paymentOrigins?: readonly string[];
  /** Head, status codes, redirects and sitemaps from the database (off: one plain page). */
  seo?: SeoOptions;
  /** Time budget of a catalogue page's server render (ADR 0010); 0 or absent: off. */
  serverRenderBudgetMs?: number;
}

/** Hashed file names (`main.3f9a0c1b2d.js`) never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entries, manifests, HTML and the composition must be revalidated on every use. */
export const NO_CACHE = 'no-cache';

/** Packages the server may serve builds of; a path segment never reaches the file system raw. */
const PACKAGE_SEGMENT = /^(shell|mf-[a-z0-9-]+)$/;
const VERSION_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
/** Pages rendered on the server (ADR 0010); every other page is rendered in the browser. */
const SERVER_RENDERED: ReadonlySet<PageRoute['kind']> = new Set([
  'home',
  'category',
  'search',
  'product',
]);
/** Last path segment that looks like a file: answered 404 instead of the shop's HTML. */
const ASSET_LIKE =
  /\/[^/]+\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest)$/i;

/** `br`/`gzip` when the request accepts them (for files sent from a bucket). */
function acceptedEncodings(request: FastifyRequest): string[] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return ['br', 'gzip'].filter((encoding) => new RegExp(`\\b${encoding}\\b`).test(accepted));
}

export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
}

/** Whether a GET path is a page of the single-page shop (gets the shell's HTML). */
export function isPagePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/build/')) return false;
  return !ASSET_LIKE.test(pathname);
}

const FAVICON = readFileSync(new URL('./assets/favicon.svg', import.meta.url));

/** The page shown instead of the shop when the server cannot serve it (database down). */
function unavailablePage(title: string): string {
  return `<!doctype html><html lang="nb"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><main><h1>Butikken er midlertidig utilgjengelig</h1><p>Vi får ikke kontakt med systemene våre akkurat nå. Prøv igjen om litt.</p></main></html>`;
}

/**
 * The web side of the one server: built shell and remotes under /build/, the composition
 * document, and the shell's HTML (with CSRF meta and inlined composition) for every page path.
 * Registered after the API so `/api/v1` routes and their JSON 404s stay untouched.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { builds, composition } = options;
  // The seed file is taken when it changed and passes the checks (a refusal is logged and the
  // last good entry served); then the database is followed for changes made through any process.
  await composition.seedFromFile(options.compositionFile);
  composition.start();
  app.addHook('onClose', async () => composition.stop());
  const preloads = new PreloadHints(builds);
  /** Responses sending a file of a published release (see setHeaders below). */
  const fromRelease = new WeakSet<object>();
  const title = options.title ?? 'Bare lave priser';
  const serveSourceMaps = options.sourceMaps ?? true;

  await app.register(fastifyHelmet, {
    global: false,
    ...pageSecurityHeaders({
      code: () => {
        const served = composition.current();
        return served ? remoteOrigins(served.document) : [];
      },
      payment: options.paymentOrigins ?? [],
    }),
  });

  // A page that cannot be served (the database is down) is a Norwegian page, not raw JSON.
  app.setErrorHandler((error, request, reply) => {
    const { status } = toErrorResponse(error);
    if (status < 500 || request.method !== 'GET' || !isPagePath(request.url))
      return sendErrorResponse(error, request, reply);
    request.log.error({ err: error }, 'page failed');
    return (
      reply
        .code(503)
        .header('Retry-After', '30')
        .header('Cache-Control', 'no-store')
        // It may fail before helmet's route hooks run (a session lookup in the database).
        .headers(PLAIN_PAGE_HEADERS)
        .type('text/html; charset=utf-8')
        .send(unavailablePage(title))
    );
  });

  // Pages opt in (below); builds come pre-compressed and are sent as they are.
  await app.register(fastifyCompress, { global: false });

  await app.register(fastifyStatic, {
    // Every file is sent with the folder its build lives in (below); this root is never used.
    root: tmpdir(),
    serve: false,
    // Cache-Control is set per file below; `send` would otherwise add max-age=0 to everything.
    cacheControl: false,
    // .br/.gz siblings written by the build are used when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      // A release never changes, entry files included; a local build of a version may be redone.
      res.setHeader('Cache-Control', fromRelease.has(res) ? IMMUTABLE : cacheControlFor(filePath));
      // The same URL answers br, gzip or plain: caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
      // Remotes may be loaded cross-origin by a shell on another host (CDN, staging).
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  app.get<{ Params: { pkg: string; version: string; '*': string } }>(
    '/build/:pkg/:version/*',
    async (request, reply) => {
      const { pkg, version, '*': file } = request.params;
      if (!PACKAGE_SEGMENT.test(pkg) || !VERSION_SEGMENT.test(version) || !file) {
        return reply.callNotFound();
      }
      if (!isPublicBuildFile(file, serveSourceMaps)) return reply.callNotFound();
      const location = await builds.locate(pkg, version);
      if (!location) return reply.callNotFound();
      if (location.source === 'release') fromRelease.add(reply.raw);
      // `send` rejects `..` and normalises the path inside the build's folder.
      if (location.folder) return reply.sendFile(file, location.folder);
      const stored = await builds.open(pkg, version, file, acceptedEncodings(request));
      if (!stored) return reply.callNotFound();
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .header('Access-Control-Allow-Origin', '*')
        .type(contentTypeOf(file));
      if (stored.encoding) reply.header('Content-Encoding', stored.encoding);
      if (stored.length !== undefined) reply.header('Content-Length', stored.length);
      return reply.send(stored.body);
    },
  );

  for (const url of ['/favicon.ico', '/favicon.svg']) {
    app.get(url, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON),
    );
  }

  const seo = options.seo ? createSeo(app, options.seo) : null;
  const serverRender = options.serverRenderBudgetMs
    ? new ServerRenderer(new ServerParts(builds), inProcessFetch(app), options.serverRenderBudgetMs)
    : null;

  app.get('/composition.json', async (request, reply) => {
    const served = composition.current() ?? (await composition.refresh());
    if (!served) return reply.callNotFound();
    reply.header('Cache-Control', NO_CACHE).header('ETag', served.etag);
    if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(served.json);
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPagePath(request.url)) return reply.callNotFound();
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const answer = seo ? await seo.answer(pathname) : null;
    if (answer?.status === 301) {
      // Moved for good (legacy links, bare product URLs): search engines move the page's rank.
      reply.header('Cache-Control', 'public, max-age=3600');
      return reply.redirect(query ? `${answer.location}?${query}` : answer.location, 301);
    }
    const served = composition.current() ?? (await composition.refresh());
    if (!served) throw new Error('no composition in the database');
    const { document } = served;
    const shellVersion = document.shell?.version ?? '';
    const template = await builds.readText('shell', shellVersion, 'index.html');
    reply.header('Cache-Control', 'no-cache, private');
    reply.type('text/html; charset=utf-8');
    if (!template) {
      reply.code(503);
      return `<!doctype html><html lang="nb"><meta charset="utf-8"><title>${escapeHtml(title)}</title><p>Butikken er ikke bygget ennå (shell ${shellVersion}). Kjør <code>pnpm start</code>.</p></html>`;
    }
    // The session's token when the visitor has one, else the signed cookie's: no database write.
    const csrfToken = ensureCsrfToken(request, reply);
    // Only a page that exists is rendered: a 404 shows the shell's own page in the browser.
    const rendered =
      serverRender &&
      seo &&
      answer?.status === 200 &&
      SERVER_RENDERED.has(await seo.pageKind(pathname))
        ? await serverRender.render(request.url, document, request.log, {
            consentAnswered: hasAnsweredCookie(request.headers.cookie),
          })
        : null;
    const match = await preloads.routeFor(shellVersion, pathname);
    // A rendered page carries the answers of its first reads: hinting them would fetch them again.
    const preload = await preloads.forPage(document, shellVersion, match, { reads: !rendered });
    // An unknown product, category … is a real 404 for crawlers; the shell shows its 404 page.
    if (answer) reply.code(answer.status);
    const shellHtml = renderShellHtml(template, {
      csrfToken,
      title: answer?.head.title ?? title,
      composition: document,
      preload,
      description: answer?.head.description ?? DEFAULT_DESCRIPTION,
    });
    const html = answer ? injectHead(shellHtml, answer.head, title) : shellHtml;
    return rendered ? injectServerRender(html, rendered) : html;
  };

  // Helmet's headers (CSP, frame-ancestors …) on the pages only: builds are loaded cross-origin.
  // Compressed per request: a server-rendered page carries its markup and its data.
  const pageRoute = { helmet: {}, compress: RESPONSE_COMPRESSION };
  app.get('/', pageRoute, sendPage);
  app.get('/*', pageRoute, sendPage);
}
