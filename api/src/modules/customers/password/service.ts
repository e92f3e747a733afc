/**
 * Password reset by e-mail link: the request always answers the same (no way to learn who has an
 * account), the link is single-use and expires, and a new password ends every other session.
 */
import type { PasswordReset } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import type { AccountDeps } from '../deps';
import type { Limiter } from '../limits';
import { OUR_TEXTS } from '../messages';
import {
  deleteCustomerSessions,
  findCustomerById,
  findCustomerByName,
  updateCustomer,
} from '../queries';
import { hashPassword } from '../service';
import {
  consumeAll,
  consumeToken,
  findLinkToken,
  issueToken,
  isLive,
  newLinkToken,
} from '../tokens';

/** Queues a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  ip: string,
  limiter: Limiter,
): Promise<void> {
  await limiter.count(
    { rule: 'passwordMailAddress', parts: [ip] },
    { rule: 'passwordMailEmail', parts: [email] },
  );
  const customer = await findCustomerByName(deps.db, { kind: 'email', email });
  if (!customer) return;
  const token = newLinkToken();
  await deps.db.transaction(async (tx) => {
    await issueToken(tx, deps.secrets, {
      customerId: customer.id,
      kind: 'password_reset',
      token,
      target: customer.email.toLowerCase(),
      now: deps.now(),
    });
    await deps.mailer.passwordReset(tx, customer.email, customer.firstname, token);
  });
}

const invalidLink = () => new ApiError(422, OUR_TEXTS.tokenInvalid, 'TOKEN_INVALID');

/**
 * Sets the new password if the link is live and was sent to `email`. Following the link also
 * proves the address, so it counts as verified.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: PasswordReset,
  ip: string,
  currentSessionId: string | undefined,
  limiter: Limiter,
): Promise<void> {
  await limiter.count({ rule: 'passwordResetAddress', parts: [ip] });
  const now = deps.now();
  const token = await findLinkToken(deps.db, deps.secrets, 'password_reset', input.token);
  if (!token || token.customerId === null || !isLive(token, now) || token.target !== input.email)
    throw invalidLink();
  const customerId = token.customerId;
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const customer = await findCustomerById(tx, customerId);
    if (!customer || customer.email.toLowerCase() !== input.email) throw invalidLink();
    // Guarded: of two requests with one link, exactly one sets a password.
    if (!(await consumeToken(tx, token.id, now))) throw invalidLink();
    await updateCustomer(tx, customerId, { passwordHash, verified: true, updatedAt: now });
    await consumeAll(tx, customerId, 'password_reset', now);
    // Whoever got in with the old password is out now.
    await deleteCustomerSessions(tx, customerId, currentSessionId);
  });
}
