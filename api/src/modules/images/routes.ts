/**
 * GET /images/<kind>/<file>.svg: the generated product and banner illustrations. Everything
 * needed to draw one is in its URL (see seed/images.ts; `?w=` gives the width variants a
 * `srcset` offers), so no database is involved and
 * the answer can be cached for a year as `immutable`; the ETag lets a revalidating client
 * get a 304 without the body.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { renderImageFile } from '../../seed/images';
import { getRoute, notFound } from '../../http/route';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Any kind/file may be asked for; what cannot be drawn is a plain 404, like a missing file. */
const ImageParamsSchema = v.object({ kind: v.string(), file: v.string() });
/**
 * Width of a picture variant: steps of 80 px between 160 and 2400, so the pages pick their own
 * `srcset` widths while odd numbers cannot each become one more cache entry.
 */
const ImageQuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('w må være et heltall'),
      v.minValue(160, 'w må være minst 160'),
      v.maxValue(2400, 'w kan være høyst 2400'),
      v.multipleOf(80, 'w må gå opp i 80'),
    ),
  ),
});

/** Rendered SVG and its ETag per path; bounded so odd URLs cannot grow it without limit. */
const rendered = new Map<string, { svg: string; etag: string }>();
const RENDER_CACHE_MAX = 2000;

/**
 * The last path segment exactly as sent. The router has already percent-decoded `:file`;
 * `renderImageFile` decodes itself, and decoding twice would break labels with '%'.
 */
function rawLastSegment(request: FastifyRequest): string {
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

function render(kind: string, file: string, width: number | undefined) {
  const key = `${kind}/${file}?${width ?? ''}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const svg = renderImageFile(kind, file, width);
  if (svg === null) return null;
  const entry = {
    svg,
    etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`,
  };
  if (rendered.size >= RENDER_CACHE_MAX) rendered.clear();
  rendered.set(key, entry);
  return entry;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: { svg: string; etag: string }) {
  reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('ETag', entry.etag);
  const match = request.headers['if-none-match'];
  if (
    match !== undefined &&
    match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')
  ) {
    return reply.code(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
}

export function registerImageRoutes(app: FastifyInstance): void {
  getRoute(
    app,
    '/images/:kind/:file',
    {
      summary: 'Genererte produkt- og bannerbilder (SVG, immutable)',
      tags: ['Bilder'],
      params: ImageParamsSchema,
      querystring: ImageQuerySchema,
      response: v.string(),
      errors: { 304: 'Uendret (If-None-Match)', 404: 'Ukjent bilde' },
    },
    async ({ params, query, request, reply }) => {
      const entry = render(params.kind, rawLastSegment(request), query.w);
      if (!entry) throw notFound('Fant ikke bildet');
      return send(request, reply, entry);
    },
  );
}
