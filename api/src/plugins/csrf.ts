/**
 * CSRF protection: every POST/PUT/PATCH/DELETE under /api/v1 must carry `X-CSRF-TOKEN`
 * equal to its session's token, else 419 and the handler never runs (the check is an
 * onRequest hook, before the body is even parsed). The token is rendered into the page
 * head by the web layer; other clients fetch it from GET /api/v1/csrf.
 */
import { timingSafeEqual } from 'node:crypto';
import { globalPlugin } from './global-plugin';
import { ensureSession } from './session';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_MESSAGE = 'Vennligst last siden på nytt';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: skip the CSRF check (server-to-server callbacks that carry their own proof). */
    csrf?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Register after the session plugin. */
export const csrfPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    if (request.routeOptions.config.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!request.session || !sent || !sameToken(sent, request.session.csrfToken)) {
      return reply.code(419).send({ message: CSRF_MESSAGE, code: 'CSRF_TOKEN_MISMATCH' });
    }
  });

  app.get('/api/v1/csrf', async (request, reply) => {
    const session = await ensureSession(request, reply);
    reply.header('Cache-Control', 'no-store');
    return { token: session.csrfToken };
  });
});
