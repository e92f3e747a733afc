/**
 * A ceiling on the size of one API answer: whatever a route is asked (a search for everything, a
 * list without paging), no single answer may tie up the server and the client's connection with
 * megabytes. Checked on the serialised body, before compression; files and streams are exempt
 * (builds, images and videos are sent from disk).
 */
import fp from 'fastify-plugin';
import { ApiError, toErrorResponse } from './errors';

export const RESPONSE_TOO_LARGE_MESSAGE = 'Svaret ble for stort – be om færre om gangen';

export interface ResponseSizeOptions {
  /** Largest answer in bytes. */
  maxBytes: number;
}

export const responseSizePlugin = fp<ResponseSizeOptions>(
  async (app, { maxBytes }) => {
    // Callback style: every answer passes here, and needs no promise for it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (bytes <= maxBytes) return done(null, payload);
      request.log.warn({ route: request.routeOptions.url, bytes }, 'answer over the size limit');
      const { status, body } = toErrorResponse(
        new ApiError(422, RESPONSE_TOO_LARGE_MESSAGE, 'RESPONSE_TOO_LARGE'),
      );
      reply.code(status).type('application/json; charset=utf-8').removeHeader('etag');
      reply.header('cache-control', 'no-store');
      done(null, JSON.stringify(body));
    });
  },
  { name: 'response-size' },
);
