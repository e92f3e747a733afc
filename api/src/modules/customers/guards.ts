/**
 * Who may call what. Each guard throws the app-wide ApiError; they run before input parsing
 * (as a `before` of getRoute, or a preValidation hook of a scope of write routes), so a stranger learns
 * "log in" or "not yours" before anything about their payload.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { CSRF_MESSAGE, hasValidCsrfToken } from '../../http/csrf';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES } from './messages';

/** Login and registration are for guests: whoever is logged in must log out first (§8 401). */
export async function guestOnly(request: FastifyRequest): Promise<void> {
  if (request.session?.customerId != null)
    throw new ApiError(401, LOGIN_MESSAGES.alreadyLoggedIn, 'ALREADY_LOGGED_IN');
}

/** The logged-in customer's id, or 401 with the §8 text. */
export function customerIdOf(request: FastifyRequest): number {
  const id = request.session?.customerId;
  if (id == null) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
  return id;
}

export async function customerOnly(request: FastifyRequest): Promise<void> {
  customerIdOf(request);
}

/**
 * `/customers/:id…` routes: 401 without a login, 403 for any id but one's own (spec §8 text; the
 * client clears the user and reloads on both). Compared as the raw path segment, so a malformed
 * id is "not yours" too rather than a validation error that would confirm the route's shape.
 */
export async function ownAccountOnly(request: FastifyRequest): Promise<void> {
  const own = customerIdOf(request);
  const { id } = request.params as { id?: string };
  if (id !== String(own)) throw new ApiError(403, ACCOUNT_TEXTS.otherCustomer, 'OTHER_CUSTOMER');
}

/**
 * The spec makes some calls that send mail or log in GETs (`/otp/…`, `/customers/email/resend`).
 * The app-wide CSRF hook only guards POST/PUT/DELETE, so these check the token the client sends
 * on every request themselves: otherwise a link on another site could log a shopper into an
 * attacker's account (login CSRF) or make the shop send mail in their name.
 */
export async function csrfOnGet(request: FastifyRequest): Promise<void> {
  if (!hasValidCsrfToken(request)) throw new ApiError(419, CSRF_MESSAGE, 'CSRF_TOKEN_MISMATCH');
}
