/**
 * Customer rules: login (argon2id verify, attempt limits), and the customer as the API
 * answers it (spec §3 field names, never the password hash).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Customer, LoginCredentials } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { clearBucket } from '../../http/rate-limit';
import { keyOf, type LimitHit, type Limiter } from './limits';
import {
  findCustomerById,
  findCustomerForLogin,
  type CustomerRow,
  type LoginName,
} from './queries';

/** How POST /customers/login/{type} says to read the name. */
export type LoginType = 'email' | 'phone';

/** Spec §3 field names; `cookies` has no column of its own (the cookie_* flags carry consent). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    firstname: row.firstname,
    surname: row.surname,
    auth_id: row.authId,
    email: row.email,
    phone: row.phone,
    birth_date: row.birthDate,
    gender_id: row.genderId,
    cookies: null,
    permissions: row.permissions,
    terms_conditions: row.termsConditions === 1 ? 1 : 0,
    verified: row.verified,
    phone_verified: row.phoneVerifiedAt !== null,
    address: { addr: row.address, postnr: row.postnr },
    city: row.city,
    preferences: row.preferences,
    club: row.club,
    marketing: row.marketing,
    newsletter: row.newsletter,
    event_invite: row.eventInvite,
    birthday_gift: row.birthdayGift,
    cookie_default: row.cookieDefault,
    cookie_ga: row.cookieGa,
    cookie_google_tag_manager: row.cookieGoogleTagManager,
    cookie_meta_pixel: row.cookieMetaPixel,
  };
}

/**
 * Norwegian mobile numbers are written in many ways ('412 34 567', '+47 41234567',
 * '0047-41234567'); customers are stored with the bare 8 digits, so every spelling of the
 * same number finds the same customer and shares one attempt counter.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  const national = compact.replace(/^(?:\+|00)47(?=\d{8}$)/, '');
  return national;
}

/**
 * A login name is an e-mail address when it has an '@', else a phone number, unless the
 * client said which (POST /customers/login/{type}).
 */
export function parseLoginName(username: string, type?: LoginType): LoginName {
  const trimmed = username.trim();
  const kind = type ?? (trimmed.includes('@') ? 'email' : 'phone');
  return kind === 'email'
    ? { kind: 'email', email: trimmed.toLowerCase() }
    : { kind: 'phone', phone: normalizePhone(trimmed) };
}

/**
 * Hash checked when no customer has the name, so an unknown name costs as much time as a
 * wrong password and the answer time does not reveal which names exist. Made once, lazily,
 * with the same (default argon2id) parameters as real hashes.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hash(randomBytes(32).toString('base64url'));
  return decoyHash;
}

/** argon2id (the library's default algorithm) with its default cost, as the seed's hashes. */
export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    if (passwordHash === undefined) {
      await verify(await decoy(), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not crash the login.
    return false;
  }
}

/**
 * Checks credentials. Each attempt is counted before the password is looked at (per client
 * address, then per account), so no more guesses than the limits allow are ever verified, even
 * when they arrive concurrently at different API processes. A successful login takes its count
 * back from the address and clears the account's: a shopper who mistyped is not locked out later.
 * Answers null for a wrong password and an unknown name alike.
 */
export async function login(
  db: Db,
  credentials: LoginCredentials,
  type: LoginType | undefined,
  ip: string,
  limiter: Limiter,
): Promise<Customer | null> {
  const name = parseLoginName(credentials.username, type);
  const row = await findCustomerForLogin(db, name);
  const address: LimitHit = { rule: 'loginAddress', parts: [ip] };
  // Every spelling of one customer (e-mail, phone) shares a counter; unknown names get their own.
  const account: LimitHit = {
    rule: 'loginAccount',
    parts: [
      row
        ? `customer:${row.id}`
        : `${name.kind}:${name.kind === 'email' ? name.email : name.phone}`,
    ],
  };
  await limiter.count(address, account);

  if (!(await passwordMatches(row?.passwordHash, credentials.password)) || !row) return null;
  await limiter.refund(address);
  await clearBucket(db, keyOf(account));
  const { passwordHash: _passwordHash, ...customer } = row;
  return toCustomer(customer);
}

/** The customer of a session, or null when the row is gone (account deleted meanwhile). */
export async function currentCustomer(db: Db, customerId: number): Promise<Customer | null> {
  const row = await findCustomerById(db, customerId);
  return row ? toCustomer(row) : null;
}
