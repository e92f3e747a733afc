/**
 * Customer rules: login (argon2id verify, attempt limit), and the customer as the API
 * answers it (spec §3 field names, never the password hash).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Customer, LoginCredentials } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import {
  bucketKey,
  clearBucket,
  deleteExpiredBuckets,
  hitBucket,
  type RateLimit,
} from '../../plugins/rate-limit';
import {
  findCustomerById,
  findCustomerForLogin,
  type CustomerRow,
  type LoginName,
} from './queries';

/** Login attempts per IP address and login name (architecture §3: login attempts limited). */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

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

/** A login name is an e-mail address when it has an '@', else a phone number. */
export function parseLoginName(username: string): LoginName {
  const trimmed = username.trim();
  return trimmed.includes('@')
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

async function passwordMatches(
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

export type LoginOutcome =
  | { kind: 'ok'; customer: Customer }
  | { kind: 'invalid' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Checks credentials. Every attempt counts against the (IP, login name) bucket before the
 * password is looked at, so no more than `limit` guesses per window are ever verified, even
 * when they arrive concurrently at different API processes. A successful login clears the
 * bucket: a shopper who mistyped a few times is not locked out later.
 */
export async function login(
  db: Db,
  credentials: LoginCredentials,
  ip: string,
  now: Date,
): Promise<LoginOutcome> {
  const name = parseLoginName(credentials.username);
  const key = bucketKey('login', ip, name.kind === 'email' ? name.email : name.phone);
  const hit = await hitBucket(db, key, LOGIN_RATE_LIMIT, now);
  if (hit.limited) return { kind: 'limited', retryAfterSeconds: hit.retryAfterSeconds };
  // Housekeeping without a scheduler, as for sessions: now and then an attempt sweeps old buckets.
  if (Math.random() < 0.01) await deleteExpiredBuckets(db, now);

  const row = await findCustomerForLogin(db, name);
  if (!(await passwordMatches(row?.passwordHash, credentials.password)) || !row) {
    return { kind: 'invalid' };
  }
  await clearBucket(db, key);
  const { passwordHash: _passwordHash, ...customer } = row;
  return { kind: 'ok', customer: toCustomer(customer) };
}

/** The customer of a session, or null when the row is gone (account deleted meanwhile). */
export async function currentCustomer(db: Db, customerId: number): Promise<Customer | null> {
  const row = await findCustomerById(db, customerId);
  return row ? toCustomer(row) : null;
}
