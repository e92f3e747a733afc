/**
 * Server-side sessions: cookie `sid` (httpOnly, SameSite=Lax, random 32-byte token) →
 * row in `sessions`. Nothing lives only in process memory, so any API process can serve
 * any request.
 *
 * When a session exists:
 * - every /api/v1 request loads or lazily creates one, except routes that opt out with
 *   `config: { session: false }` (images, hot anonymous reads, provider callbacks);
 *   state-changing methods only load (without a session the CSRF check fails anyway);
 * - a GET asking for HTML (a page render) gets one, so the CSRF token can go into <head>;
 * - `ensureSession()` creates one on demand anywhere else.
 */
import type {} from '@fastify/cookie'; // request.cookies / reply.setCookie typings
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { globalPlugin } from './global-plugin';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  insertSession,
  loadSession,
  mergeSessionData,
  readSessionData,
  SESSION_TTL_MS,
  type SessionInfo,
} from './session-store';

export type { SessionInfo } from './session-store';

export const SESSION_COOKIE = 'sid';
const API_PREFIX = '/api/v1/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, or null when the request did not need one (see session.ts). */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /** Database used by the session helpers (set by the session plugin). */
    sessionDb: Db;
    /** Secure flag for the sid cookie; undefined = only over HTTPS. */
    sessionSecureCookie: boolean | undefined;
  }
  interface FastifyContextConfig {
    /** false: never load or create a session for this route. */
    session?: boolean;
  }
}

export interface SessionPluginOptions extends Record<string, unknown> {
  db: Db;
  /** Mark the cookie Secure. Default: only when the request came over HTTPS. */
  secureCookie?: boolean;
}

function cookieOptions(request: FastifyRequest, secure: boolean | undefined, expiresAt: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure ?? request.protocol === 'https',
    expires: expiresAt,
  };
}

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(
    SESSION_COOKIE,
    token,
    cookieOptions(request, request.server.sessionSecureCookie, expiresAt),
  );
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** Loads the session named by the cookie; refreshes expiry once half of it has passed. */
async function resolve(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionInfo | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const session = await loadSession(app.sessionDb, token);
  if (!session) return null;
  if (session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS / 2) {
    session.expiresAt = await extendSession(app.sessionDb, session.id);
    setCookie(request, reply, token, session.expiresAt);
  }
  return session;
}

async function create(
  request: FastifyRequest,
  reply: FastifyReply,
  values: Parameters<typeof insertSession>[1] = {},
): Promise<SessionInfo> {
  const db = request.server.sessionDb;
  // Housekeeping without a scheduler: now and then, whoever creates a session sweeps expired ones.
  if (Math.random() < 0.01) await deleteExpiredSessions(db);
  const { token, session } = await insertSession(db, values);
  setCookie(request, reply, token, session.expiresAt);
  request.session = session;
  return session;
}

/** The request's session, created (and the cookie set) if there is none yet. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionInfo> {
  if (request.session) return request.session;
  const existing = await resolve(request.server, request, reply);
  if (existing) {
    request.session = existing;
    return existing;
  }
  return create(request, reply);
}

/**
 * Logs a customer in (or out with null). The session id is rotated so a session fixed by an
 * attacker before login is worthless afterwards; the CSRF token is kept, so a page that
 * logs in without reloading (login from the cart) keeps working.
 */
export async function setSessionCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number | null,
): Promise<SessionInfo> {
  const current = await ensureSession(request, reply);
  const data =
    customerId === null ? {} : await readSessionData(request.server.sessionDb, current.id);
  await deleteSession(request.server.sessionDb, current.id);
  request.session = null;
  return create(request, reply, { customerId, csrfToken: current.csrfToken, data });
}

/** Ends the session completely (account deleted); the next request starts a fresh one. */
export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(request.server.sessionDb, request.session.id);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function getSessionData(request: FastifyRequest): Promise<Record<string, unknown>> {
  return request.session ? readSessionData(request.server.sessionDb, request.session.id) : {};
}

export async function updateSessionData(
  request: FastifyRequest,
  reply: FastifyReply,
  patch: Record<string, unknown>,
): Promise<void> {
  const session = await ensureSession(request, reply);
  await mergeSessionData(request.server.sessionDb, session.id, patch);
}

/** Needs @fastify/cookie registered first. */
export const sessionPlugin = globalPlugin<SessionPluginOptions>(async (app, options) => {
  app.decorate('sessionDb', options.db);
  app.decorate('sessionSecureCookie', options.secureCookie);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    const isApi = path.startsWith(API_PREFIX);
    if (isApi && request.routeOptions.config.session === false) return;
    if (!isApi && !wantsHtml(request)) return;
    const session = await resolve(app, request, reply);
    if (session) {
      request.session = session;
      return;
    }
    if (SAFE_METHODS.has(request.method)) await create(request, reply);
  });
});
