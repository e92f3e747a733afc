/**
 * CSRF protection: every POST/PUT/PATCH/DELETE under /api/v1 must carry `X-CSRF-TOKEN`
 * equal to the visitor's token, else 419 and the handler never runs (the check is an
 * onRequest hook, before the body is even parsed). The token is rendered into the page
 * head by the web layer; other clients fetch it from GET /api/v1/csrf.
 *
 * The visitor's token is its session's when it has one, else the value of the signed `csrf`
 * cookie (a signed double-submit cookie): an anonymous visitor gets a working token without a
 * database write, and the signature (HMAC with the server secret, @fastify/cookie's signer)
 * keeps a cookie planted by a sibling subdomain from being accepted. A guest's token is also its
 * identity for the orders it makes (orders/service.ts `ownerKeyOf`); a session made at login
 * takes the same token over.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { RouteContract } from './route';
import { newToken } from './session-store';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf';
export const CSRF_MESSAGE = 'Vennligst last siden på nytt';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** As long as a session lives: a guest's receipt stays reachable for as long. */
const CSRF_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: skip the CSRF check (server-to-server callbacks that carry their own proof). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** The visitor's CSRF token (session or signed cookie), null before one was issued. */
    csrfToken: string | null;
    /** What `csrfToken` holds once known; undefined until the signed cookie is read. */
    csrfTokenKnown: string | null | undefined;
  }
}

/** Constant-time comparison of a sent token with the expected one. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieToken(request: FastifyRequest): string | null {
  const raw = request.cookies[CSRF_COOKIE];
  if (!raw || raw.length > 256) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** Makes `token` the visitor's, setting the signed cookie unless it already holds it. */
export function adoptCsrfToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const current = cookieToken(request);
  request.csrfToken = token;
  if (current === token) return;
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.sessionSecureCookie ?? request.protocol === 'https',
    maxAge: CSRF_COOKIE_MAX_AGE_S,
    signed: true,
  });
}

/** The visitor's token, issued (cookie only, nothing stored) when it has none yet. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  if (request.csrfToken) return request.csrfToken;
  const token = newToken();
  adoptCsrfToken(request, reply, token);
  return token;
}

/** The token the client sent in `X-CSRF-TOKEN`, if any. */
export function sentCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/** Whether the request carries the visitor's token (routes that check GETs themselves). */
export function hasValidCsrfToken(request: FastifyRequest): boolean {
  const sent = sentCsrfToken(request);
  return !!request.csrfToken && !!sent && sameToken(sent, request.csrfToken);
}

/** Documented like every other route (the OpenAPI plugin turns it into the route's schema). */
const CSRF_CONTRACT: RouteContract = {
  summary: 'CSRF-tokenet til skrivekall (X-CSRF-TOKEN), satt i en signert informasjonskapsel',
  tags: ['Sikkerhet'],
  response: v.object({ token: v.string() }),
};

/** Register after the session plugin (the session's token wins over the cookie's). */
export const csrfPlugin = fp(
  async (app) => {
    app.decorateRequest('csrfTokenKnown', undefined);
    // The signed cookie is verified (an HMAC) when the token is first asked for, not on every
    // request: a browser sends the cookie with each of its reads, and a read never asks.
    app.decorateRequest('csrfToken', {
      getter(this: FastifyRequest) {
        if (this.csrfTokenKnown === undefined) this.csrfTokenKnown = cookieToken(this);
        return this.csrfTokenKnown;
      },
      setter(this: FastifyRequest, token: string | null) {
        this.csrfTokenKnown = token;
      },
    });

    // Callback style: every request passes here, and most need no promise of their own.
    app.addHook('onRequest', (request, reply, done) => {
      // The session's token wins over the cookie's; without a session the cookie is read lazily.
      if (request.session) request.csrfToken = request.session.csrfToken;
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/v1/')) return done();
      if (request.routeOptions.config.csrf === false) return done();
      if (hasValidCsrfToken(request)) return done();
      // Answered here: a hook that sends does not call done, so the route never runs.
      void reply.code(419).send({ message: CSRF_MESSAGE, code: 'CSRF_TOKEN_MISMATCH' });
    });

    app.get(
      '/api/v1/csrf',
      { config: { session: true, contract: CSRF_CONTRACT } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { token: ensureCsrfToken(request, reply) };
      },
    );
  },
  { name: 'csrf', dependencies: ['session'] },
);
