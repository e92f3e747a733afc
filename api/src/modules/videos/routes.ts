/**
 * GET (and HEAD) /videos/<name>/<file>: the demo HLS streams in api/data/videos, standing in for
 * the video CDN (spec §7: `{cdn}/{videopath}/playlist.m3u8` with `thumbnail.jpg`). Only the three
 * file shapes of a stream are served, so no path can reach outside the folder. Segments never
 * change under a name and are cached for a year; the playlist and thumbnail revalidate.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { getRoute, notFound } from '../../http/route';

const VIDEO_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data/videos',
);

const FILE_TYPES: ReadonlyArray<{ pattern: RegExp; type: string; cache: string }> = [
  { pattern: /^playlist\.m3u8$/, type: 'application/vnd.apple.mpegurl', cache: 'no-cache' },
  { pattern: /^thumbnail\.jpg$/, type: 'image/jpeg', cache: 'public, max-age=3600' },
  { pattern: /^seg\d{1,4}\.ts$/, type: 'video/mp2t', cache: 'public, max-age=31536000, immutable' },
];

const VideoParamsSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Ugyldig videonavn')),
  file: v.string(),
});

export function registerVideoRoutes(app: FastifyInstance): void {
  getRoute(
    app,
    '/videos/:name/:file',
    {
      summary: 'Demovideoer som HLS (spilleliste, segmenter, miniatyrbilde)',
      tags: ['Video'],
      params: VideoParamsSchema,
      response: v.unknown(),
      errors: { 404: 'Ukjent video eller fil' },
    },
    async ({ params, reply }) => {
      const kind = FILE_TYPES.find((t) => t.pattern.test(params.file));
      if (!kind) throw notFound('Fant ikke videoen');
      const file = path.join(VIDEO_DIR, params.name, params.file);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('Fant ikke videoen');
      return reply
        .header('Cache-Control', kind.cache)
        .header('Content-Length', info.size)
        .header('Last-Modified', info.mtime.toUTCString())
        .type(kind.type)
        .send(createReadStream(file));
    },
  );
}
