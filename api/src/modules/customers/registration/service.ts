/**
 * Registration and e-mail verification: a new customer (argon2id), a single-use verification
 * link by mail, the link's check, and sending the link again.
 */
import { randomUUID } from 'node:crypto';
import type { Customer, Registration } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import type { AccountDeps } from '../deps';
import type { Limiter } from '../limits';
import { ACCOUNT_TEXTS } from '../messages';
import { accountExists, checkGender, consentColumns, storedPhone } from '../fields';
import {
  contactTaken,
  findCustomerById,
  insertCustomer,
  isUniqueViolation,
  updateCustomer,
  type CustomerRow,
} from '../queries';
import { hashPassword, toCustomer } from '../service';
import { consumeToken, findLinkToken, issueToken, isLive, newLinkToken } from '../tokens';

async function sendVerification(deps: AccountDeps, db: AccountDeps['db'], row: CustomerRow) {
  const token = newLinkToken();
  await issueToken(db, deps.secrets, {
    customerId: row.id,
    kind: 'email_verify',
    token,
    // The address the link proves; a link sent to an old address cannot verify a new one.
    target: row.email.toLowerCase(),
    now: deps.now(),
  });
  await deps.mailer.verifyEmail(db, row.email, row.firstname, token);
}

/**
 * Creates the customer and queues the verification mail in one transaction (both or neither).
 * Attempts that passed validation count against the client address, which bounds both account
 * farming and probing which addresses have an account (the 423).
 */
export async function register(
  deps: AccountDeps,
  input: Registration,
  ip: string,
  limiter: Limiter,
): Promise<Customer> {
  const phone = storedPhone(input.phone);
  await checkGender(deps.db, input.gender_id);
  await limiter.count({ rule: 'registerAddress', parts: [ip] });
  if (await contactTaken(deps.db, { email: input.email, phone })) throw accountExists();

  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await insertCustomer(tx, {
        authId: randomUUID(),
        firstname: input.firstname,
        surname: input.surname,
        email: input.email,
        phone,
        birthDate: input.birth_date ?? null,
        genderId: input.gender_id ?? null,
        passwordHash,
        termsConditions: 1,
        address: input.address?.addr ?? null,
        postnr: input.address?.postnr ?? null,
        city: input.city ?? null,
        ...consentColumns(input),
        createdAt: now,
        updatedAt: now,
      });
      await sendVerification(deps, tx, created);
      return created;
    });
    return toCustomer(row);
  } catch (error) {
    // Two registrations with one address at once: the unique index decides, the loser gets 423.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}

export type ResendOutcome = { kind: 'sent'; email: string } | { kind: 'verified' };

export async function resendVerification(
  deps: AccountDeps,
  customerId: number,
  limiter: Limiter,
): Promise<ResendOutcome> {
  const row = await findCustomerById(deps.db, customerId);
  if (!row) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
  if (row.verified) return { kind: 'verified' };
  await limiter.count({ rule: 'resendCustomer', parts: [String(customerId)] });
  await deps.db.transaction((tx) => sendVerification(deps, tx, row));
  return { kind: 'sent', email: row.email };
}

/** Marks the customer verified; false for an unknown, used or expired link, or a changed address. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<boolean> {
  const now = deps.now();
  const row = await findLinkToken(deps.db, deps.secrets, 'email_verify', token);
  if (!row || row.customerId === null || !isLive(row, now)) return false;
  return deps.db.transaction(async (tx) => {
    const customer = await findCustomerById(tx, row.customerId as number);
    if (!customer || customer.email.toLowerCase() !== row.target) return false;
    if (!(await consumeToken(tx, row.id, now))) return false;
    await updateCustomer(tx, customer.id, { verified: true, updatedAt: now });
    return true;
  });
}
