import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureSession } from '../plugins/session';
import { CompositionSource } from './composition';
import { escapeHtml, renderShellHtml, TemplateCache } from './html';

export interface WebOptions {
  /** Repository root: built packages live in `<rootDir>/<pkg>/dist/<version>/`. */
  rootDir: string;
  /** composition.config.json (env COMPOSITION_FILE). */
  compositionFile: string;
  /** Dev only (env MF_OVERRIDE_ORIGINS): enable staging overrides for these origins. */
  overrideOrigins?: readonly string[];
  /** Document title before the shell sets a route title. */
  title?: string;
}

/** Hashed file names (`main.3f9a0c1b2d.js`) never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entries, manifests, HTML and the composition must be revalidated on every use. */
export const NO_CACHE = 'no-cache';

const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;
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

/**
 * The session plugin opens a session for GETs that ask for HTML; a client that sends no Accept
 * header still gets a page whose forms work, so the session is ensured here too.
 */
async function csrfTokenOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const session = request.session ?? (await ensureSession(request, reply));
  return session.csrfToken;
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
  const title = options.title ?? 'Bare lave priser';

  await app.register(fastifyStatic, {
    root: rootDir,
    serve: false,
    // Cache-Control is set per file below; `send` would otherwise add max-age=0 to everything.
    cacheControl: false,
    // .br/.gz siblings written by the build are used when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
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
      // `send` rejects `..` and normalises the path inside this root.
      return reply.sendFile(file, path.join(rootDir, pkg, 'dist', version));
    },
  );

  app.get('/composition.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return composition.get();
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPagePath(request.url)) return reply.callNotFound();
    const document = await composition.get();
    const shellVersion = document.shell?.version ?? readShellVersion(rootDir);
    const template = await templates.get(
      path.join(rootDir, 'shell', 'dist', shellVersion, 'index.html'),
    );
    reply.header('Cache-Control', 'no-cache, private');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.type('text/html; charset=utf-8');
    if (!template) {
      reply.code(503);
      return `<!doctype html><html lang="nb"><meta charset="utf-8"><title>${escapeHtml(title)}</title><p>Butikken er ikke bygget ennå (shell ${shellVersion}). Kjør <code>pnpm start</code>.</p></html>`;
    }
    const csrfToken = await csrfTokenOf(request, reply);
    return renderShellHtml(template, { csrfToken, title, composition: document });
  };

  app.get('/', sendPage);
  app.get('/*', sendPage);
}
