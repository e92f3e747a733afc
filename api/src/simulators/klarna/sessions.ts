/**
 * Klarna Payments sessions and authorization tokens: a session lives 48 h (or until an order
 * is placed from it); each widget approval mints a token bound to the session and to what was
 * approved, usable once, for 60 min, and only while it is the session's newest.
 */
import { randomUUID } from 'node:crypto';
import { signClientToken } from './client-token';
import type { SessionBody } from './schemas';
import type { KlarnaSimulatorState, SimAuthorization, SimSession } from './state';

const SESSION_TTL_MS = 48 * 60 * 60 * 1000;
// Older Klarna pages cite 60 min (external-apis §1.3, unconfirmed).
const TOKEN_TTL_MS = 60 * 60 * 1000;

export const PAYMENT_METHOD_CATEGORIES = [{ identifier: 'klarna', name: 'Klarna' }] as const;

export function openSession(state: KlarnaSimulatorState, body: SessionBody, now: Date): SimSession {
  pruneExpired(state, now);
  const id = randomUUID();
  const session: SimSession = {
    id,
    body,
    clientToken: signClientToken(state.secret, id, now),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    authorizationToken: null,
    orderId: null,
    refused: false,
  };
  state.sessions.set(id, session);
  return session;
}

/** The session unless unknown or past its 48 h. */
export function liveSession(
  state: KlarnaSimulatorState,
  id: string,
  now: Date,
): SimSession | undefined {
  const session = state.sessions.get(id);
  return session && session.expiresAt > now ? session : undefined;
}

export function authorize(
  state: KlarnaSimulatorState,
  session: SimSession,
  paymentMethodCategory: string,
  now: Date,
): SimAuthorization {
  const previous =
    session.authorizationToken && state.authorizations.get(session.authorizationToken);
  if (previous && previous.state === 'open') previous.state = 'replaced';
  const authorization: SimAuthorization = {
    token: randomUUID(),
    sessionId: session.id,
    body: structuredClone(session.body),
    paymentMethodCategory,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
    state: 'open',
  };
  state.authorizations.set(authorization.token, authorization);
  session.authorizationToken = authorization.token;
  return authorization;
}

/** Forget sessions past their 48 h, and their tokens: a long-running dev server stays small. */
function pruneExpired(state: KlarnaSimulatorState, now: Date): void {
  for (const [id, session] of state.sessions) {
    if (session.expiresAt > now) continue;
    state.sessions.delete(id);
    for (const [token, authorization] of state.authorizations) {
      if (authorization.sessionId === id) state.authorizations.delete(token);
    }
  }
}

/** Fills Klarna's `{session.id}` / `{order.id}` placeholders of a merchant URL. */
export function merchantUrl(template: string, session: SimSession, orderId?: string): string {
  const url = template.replaceAll('{session.id}', encodeURIComponent(session.id));
  return orderId ? url.replaceAll('{order.id}', encodeURIComponent(orderId)) : url;
}
