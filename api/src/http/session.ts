/**
 * Server-side sessions: cookie `sid` (httpOnly, SameSite=Lax, random 32-byte token) →
 * row in `sessions`. Nothing lives only in process memory, so any API process can serve
 * any request.
 *
 * A session row is made only when the visitor needs one: at login (`setSessionCustomer`) or
 * when a route calls `ensureSession()`. Anonymous visitors browse, fetch the CSRF token and
 * buy as guests with the signed CSRF cookie alone (csrf.ts), so a crawler or a flood of
 * cookieless requests writes nothing. A request that carries `sid` loads its session, except
 * on routes that opt out with `config: { session: false }` (images, hot anonymous reads,
 * provider callbacks) and on GETs outside the API that are not page renders (assets).
 */
import type {} from '@fastify/cookie'; // request.cookies / reply.setCookie typings
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { adoptCsrfToken } from './csrf';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  insertSession,
  loadSession,
  readSessionData,
  SESSION_TTL_MS,
  type SessionInfo,
} from './session-store';

export type { SessionInfo } from './session-store';

export const SESSION_COOKIE = 'sid';
const API_PREFIX = '/api/v1/';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, or null when there is none or the route did not load it. */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /** Database used by the session helpers (set by the session plugin). */
    sessionDb: Db;
    /** Secure flag for the sid cookie; undefined = only over HTTPS. */
    sessionSecureCookie: boolean | undefined;
  }
  interface FastifyContextConfig {
    /** false: never load a session for this route. */
    session?: boolean;
  }
}

export interface SessionPluginOptions {
  db: Db;
  /** Mark the cookie Secure. Default: only when the request came over HTTPS. */
  secureCookie?: boolean;
}

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.sessionSecureCookie ?? request.protocol === 'https',
    expires: expiresAt,
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** Loads the session named by the cookie; refreshes expiry once half of it has passed. */
async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const db = request.server.sessionDb;
  const session = await loadSession(db, token);
  if (!session) return null;
  if (session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS / 2) {
    session.expiresAt = await extendSession(db, session.id);
    setCookie(request, reply, token, session.expiresAt);
  }
  return session;
}

/**
 * Makes the row. Its CSRF token is the visitor's current one (the signed cookie's), so a guest
 * who logs in keeps the token the page already holds and the guest orders made with it.
 */
async function create(
  request: FastifyRequest,
  reply: FastifyReply,
  values: Parameters<typeof insertSession>[1] = {},
): Promise<SessionInfo> {
  const db = request.server.sessionDb;
  // Housekeeping without a scheduler: now and then, whoever creates a session sweeps expired ones.
  if (Math.random() < 0.01) await deleteExpiredSessions(db);
  const csrfToken = values.csrfToken ?? request.csrfToken ?? undefined;
  const { token, session } = await insertSession(db, {
    ...values,
    ...(csrfToken ? { csrfToken } : {}),
  });
  setCookie(request, reply, token, session.expiresAt);
  request.session = session;
  adoptCsrfToken(request, reply, session.csrfToken);
  return session;
}

/** The request's session, created (and the cookie set) if there is none yet. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionInfo> {
  if (request.session) return request.session;
  const existing = await resolve(request, reply);
  if (existing) {
    request.session = existing;
    return existing;
  }
  return create(request, reply);
}

/**
 * Logs a customer in (or out with null). The session id is rotated so a session fixed by an
 * attacker before login is worthless afterwards; the CSRF token is kept, so a page that
 * logs in without reloading (login from the cart) keeps working. Logging out only ends the
 * session: the visitor goes on as an anonymous guest with the same CSRF token.
 */
export async function setSessionCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number | null,
): Promise<SessionInfo | null> {
  if (customerId === null) {
    const csrfToken = request.csrfToken;
    await destroySession(request, reply);
    if (csrfToken) adoptCsrfToken(request, reply, csrfToken);
    return null;
  }
  const current = await ensureSession(request, reply);
  const data = await readSessionData(request.server.sessionDb, current.id);
  await deleteSession(request.server.sessionDb, current.id);
  request.session = null;
  return create(request, reply, { customerId, csrfToken: current.csrfToken, data });
}

/** Ends the session completely (logout, account deleted). */
export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(request.server.sessionDb, request.session.id);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Needs @fastify/cookie registered first and the CSRF plugin after it. */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('sessionDb', options.db);
    app.decorate('sessionSecureCookie', options.secureCookie);
    app.decorateRequest('session', null);

    // Callback style: the many requests that need no session pass without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.cookies[SESSION_COOKIE]) return done();
      const isApi = request.url.startsWith(API_PREFIX);
      if (isApi && request.routeOptions.config.session === false) return done();
      if (!isApi && !wantsHtml(request)) return done();
      resolve(request, reply).then((session) => {
        request.session = session;
        done();
      }, done);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
