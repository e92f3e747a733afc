/**
 * Calls from staff tools and deploy pipelines carry `Authorization: Bearer <token>` instead of a
 * session. A bearer token is never sent by a browser on its own, so these routes need no CSRF
 * token (they opt out in their route config).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** Equal strings in constant time (hashing first makes the lengths equal). */
export function sameSecret(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A guard (preValidation hook) answering 401 unless the request carries `token`. */
export function bearerOnly(token: string, code: string, message = 'Ingen tilgang') {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sent || !sameSecret(sent, token)) throw new ApiError(401, message, code);
  };
}
