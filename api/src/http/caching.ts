/**
 * HTTP caching and compression of the API's answers: `Cache-Control` from the route's
 * `maxAge` (short, with stale-while-revalidate, for anonymous reads; `no-store` for
 * everything else), an ETag on every answer so a revalidation that finds nothing new costs a
 * 304 instead of the body (@fastify/etag), and br/gzip compression (@fastify/compress).
 * Register inside the /api/v1 scope: the ETag is computed before compression (hooks run in
 * registration order), and the builds, which come pre-compressed, are left alone.
 */
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** `Cache-Control` of an answer the route allows caching for `maxAge` seconds. */
export function publicCacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 2}`;
}

export const NO_STORE = 'no-store';

/**
 * How answers made per request are compressed (API JSON here, pages in the web layer): a fast
 * level costs little CPU and still shrinks JSON and HTML several times over (brotli's default,
 * quality 11, is meant for build time). Brotli's quality 5 costs about what 4 does on our JSON
 * and pages and sends 6–9 % fewer bytes.
 */
export const RESPONSE_COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
} satisfies FastifyCompressOptions;

export const cachingPlugin = fp(
  async (app) => {
    // Callback style: every answer passes here, and needs no promise for it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) {
        const maxAge = request.routeOptions.config.maxAge ?? 0;
        const cacheable =
          (request.method === 'GET' || request.method === 'HEAD') &&
          reply.statusCode === 200 &&
          maxAge > 0;
        reply.header('Cache-Control', cacheable ? publicCacheControl(maxAge) : NO_STORE);
      }
      done(null, payload);
    });
    await app.register(fastifyEtag, { weak: true });
    await app.register(fastifyCompress, { global: true, ...RESPONSE_COMPRESSION });
  },
  { name: 'caching' },
);
