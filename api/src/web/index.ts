import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorResponse, toErrorResponse } from '../http/errors';
import { ensureCsrfToken } from '../http/csrf';
import { CompositionSource, remoteOrigins } from './composition';
import { escapeHtml, renderShellHtml, TemplateCache } from './html';
import { PreloadHints } from './preload';
import { createSeo, DEFAULT_DESCRIPTION, injectHead, type SeoOptions } from './seo';
import { pageSecurityHeaders } from './security-headers';

export interface WebOptions {
  /** Repository root: built packages live in `<rootDir>/<pkg>/dist/<version>/`. */
  rootDir: string;
  /** composition.config.json (env COMPOSITION_FILE). */
  compositionFile: string;
  /** Dev only (env MF_OVERRIDE_ORIGINS): enable staging overrides for these origins. */
  overrideOrigins?: readonly string[];
  /** Document title before the shell sets a route title. */
  title?: string;
  /** Serve the builds' `*.map` files (config SOURCE_MAPS; off in production). */
  sourceMaps?: boolean;
  /** Origins of a payment provider's SDK the checkout loads (CSP). */
  paymentOrigins?: readonly string[];
  /** Head, status codes, redirects and sitemaps from the database (off: one plain page). */
  seo?: SeoOptions;
}

/** Hashed file names (`main.3f9a0c1b2d.js`) never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entries, manifests, HTML and the composition must be revalidated on every use. */
export const NO_CACHE = 'no-cache';

/** Also the `.br`/`.gz` siblings `send` picks for browsers that accept them. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/;
/** Packages the server may serve builds of; a path segment never reaches the file system raw. */
const PACKAGE_SEGMENT = /^(shell|mf-[a-z0-9-]+)$/;
const VERSION_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
/** Last path segment that looks like a file: answered 404 instead of the shop's HTML. */
const ASSET_LIKE =
  /\/[^/]+\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest)$/i;

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

function readShellVersion(rootDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'shell', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The web side of the one server: built shell and remotes under /build/, the composition
 * document, and the shell's HTML (with CSRF meta and inlined composition) for every page path.
 * Registered after the API so `/api/v1` routes and their JSON 404s stay untouched.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { rootDir } = options;
  const composition = new CompositionSource(
    options.compositionFile,
    { shellVersion: readShellVersion(rootDir), extraOrigins: options.overrideOrigins },
    { error: (obj, msg) => app.log.error(obj, msg) },
  );
  // Fail at start-up, not on the first visitor, when the file is missing or invalid.
  await composition.get();
  const templates = new TemplateCache();
  const preloads = new PreloadHints(rootDir);
  const title = options.title ?? 'Bare lave priser';
  const serveSourceMaps = options.sourceMaps ?? true;

  // The page's CSP is built from the composition before the handler runs: re-read it first, so
  // a remote just switched to another origin is allowed on the very first page that names it.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && isPagePath(request.url)) await composition.get();
  });

  await app.register(fastifyHelmet, {
    global: false,
    ...pageSecurityHeaders({
      code: () => {
        const document = composition.current();
        return document ? remoteOrigins(document) : [];
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
    return reply
      .code(503)
      .header('Retry-After', '30')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unavailablePage(title));
  });

  await app.register(fastifyStatic, {
    root: rootDir,
    serve: false,
    // Cache-Control is set per file below; `send` would otherwise add max-age=0 to everything.
    cacheControl: false,
    // .br/.gz siblings written by the build are used when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      // The same URL answers br, gzip or plain: caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
      // Remotes may be loaded cross-origin by a shell on another host (CDN, staging).
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  app.get<{ Params: { pkg: string; version: string; '*': string } }>(
    '/build/:pkg/:version/*',
    (request, reply) => {
      const { pkg, version, '*': file } = request.params;
      if (!PACKAGE_SEGMENT.test(pkg) || !VERSION_SEGMENT.test(version) || !file) {
        return reply.callNotFound();
      }
      if (!serveSourceMaps && file.endsWith('.map')) return reply.callNotFound();
      // `send` rejects `..` and normalises the path inside this root.
      return reply.sendFile(file, path.join(rootDir, pkg, 'dist', version));
    },
  );

  for (const url of ['/favicon.ico', '/favicon.svg']) {
    app.get(url, (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON),
    );
  }

  const seo = options.seo ? createSeo(app, options.seo) : null;

  app.get('/composition.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return composition.get();
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
    // The onRequest hook above has just re-read the file for this page.
    const document = composition.current() ?? (await composition.get());
    const shellVersion = document.shell?.version ?? readShellVersion(rootDir);
    const template = await templates.get(
      path.join(rootDir, 'shell', 'dist', shellVersion, 'index.html'),
    );
    reply.header('Cache-Control', 'no-cache, private');
    reply.type('text/html; charset=utf-8');
    if (!template) {
      reply.code(503);
      return `<!doctype html><html lang="nb"><meta charset="utf-8"><title>${escapeHtml(title)}</title><p>Butikken er ikke bygget ennå (shell ${shellVersion}). Kjør <code>pnpm start</code>.</p></html>`;
    }
    // The session's token when the visitor has one, else the signed cookie's: no database write.
    const csrfToken = ensureCsrfToken(request, reply);
    const match = await preloads.routeFor(shellVersion, pathname);
    const preload = await preloads.forPage(document, shellVersion, match);
    // An unknown product, category … is a real 404 for crawlers; the shell shows its 404 page.
    if (answer) reply.code(answer.status);
    const html = renderShellHtml(template, {
      csrfToken,
      title: answer?.head.title ?? title,
      composition: document,
      preload,
      description: answer?.head.description ?? DEFAULT_DESCRIPTION,
    });
    return answer ? injectHead(html, answer.head, title) : html;
  };

  // Helmet's headers (CSP, frame-ancestors …) on the pages only: builds are loaded cross-origin.
  app.get('/', { helmet: {} }, sendPage);
  app.get('/*', { helmet: {} }, sendPage);
}
