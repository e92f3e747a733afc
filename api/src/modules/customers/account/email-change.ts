/**
 * PUT /customers/{id}/updateEmail: first a code to the NEW address (proving it is the
 * customer's), then the change with that code. The new address is then verified.
 */
import type { Customer } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import type { AccountDeps } from '../deps';
import { accountExists } from '../fields';
import type { Limiter } from '../limits';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../messages';
import { contactTaken, findCustomerById, isUniqueViolation, updateCustomer } from '../queries';
import { toCustomer } from '../service';
import { checkCode, issueToken, newCode, TOKEN_TTL_MS } from '../tokens';

async function customerOf(deps: AccountDeps, customerId: number) {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
  return row;
}

async function checkNewAddress(deps: AccountDeps, customerId: number, email: string) {
  const row = await customerOf(deps, customerId);
  if (row.email.toLowerCase() === email)
    throw new ApiError(422, OUR_TEXTS.emailUnchanged, 'EMAIL_UNCHANGED');
  if (await contactTaken(deps.db, { email }, customerId)) throw accountExists();
  return row;
}

/** Sends a code to `email`; answers the sentence to show. */
export async function requestEmailChange(
  deps: AccountDeps,
  customerId: number,
  email: string,
  limiter: Limiter,
): Promise<string> {
  await checkNewAddress(deps, customerId, email);
  await limiter.count({ rule: 'emailChangeCustomer', parts: [String(customerId)] });
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await issueToken(tx, deps.secrets, {
      customerId,
      kind: 'email_change',
      token: code,
      target: email,
      now: deps.now(),
      replace: true,
    });
    await deps.mailer.emailChangeCode(tx, email, code);
  });
  return OUR_TEXTS.emailCodeSent(email);
}

/** Changes the e-mail if `code` is the live code sent to exactly this address. */
export async function confirmEmailChange(
  deps: AccountDeps,
  customerId: number,
  email: string,
  code: string,
  limiter: Limiter,
): Promise<Customer> {
  await checkNewAddress(deps, customerId, email);
  const now = deps.now();
  const result = await checkCode(deps.db, deps.secrets, {
    customerId,
    kind: 'email_change',
    code,
    now,
    target: email,
  });
  switch (result.kind) {
    case 'none':
    case 'wrong':
      throw new ApiError(422, OUR_TEXTS.codeWrong, 'CODE_INVALID');
    case 'expired':
      throw new ApiError(422, OUR_TEXTS.codeExpired, 'CODE_EXPIRED');
    case 'dead':
      throw limiter.refuse(Math.ceil(TOKEN_TTL_MS.email_change / 1000));
    case 'ok':
      break;
  }
  try {
    const row = await updateCustomer(deps.db, customerId, {
      email,
      verified: true,
      updatedAt: now,
    });
    if (!row) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
    return toCustomer(row);
  } catch (error) {
    // Someone registered the address between the check and now: the unique index decides.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}
