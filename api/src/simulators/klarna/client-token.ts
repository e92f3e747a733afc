/**
 * The `client_token` handed to the browser: JWT-shaped like Klarna's, carrying the session id
 * and signed with HMAC-SHA256 under the state's secret, so the widget endpoints can find the
 * session without trusting the page (a forged or edited token fails the signature).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(secret: Buffer, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signClientToken(secret: Buffer, sessionId: string, issuedAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ session_id: sessionId, iat: Math.floor(issuedAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${HEADER}.${payload}.${sign(secret, `${HEADER}.${payload}`)}`;
}

/** The session id of a genuine token, else null. Expiry is the session's business. */
export function verifyClientToken(secret: Buffer, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const sessionId = (claims as { session_id?: unknown } | null)?.session_id;
    return typeof sessionId === 'string' ? sessionId : null;
  } catch {
    return null;
  }
}
