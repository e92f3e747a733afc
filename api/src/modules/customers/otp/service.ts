/**
 * One-time codes (spec §7 `/otp/…`): six digits by e-mail or SMS, kept as a keyed hash, valid
 * for 10 minutes and 5 guesses. Asking for a code for an address that has no account answers
 * exactly like one that has (a decoy id that never validates), so the call reveals nobody.
 */
import { normalisePhone } from 'shared-contracts/rules';
import {
  ACCOUNT_MESSAGES,
  PasswordEmailSchema,
  type Customer,
  type OtpSent,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { ApiError } from '../../../http/errors';
import type { AccountDeps } from '../deps';
import type { Limiter } from '../limits';
import { e164 } from '../mail';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../messages';
import {
  findCustomerByAuthId,
  findCustomerById,
  findCustomerByName,
  updateCustomer,
  type CustomerChanges,
  type CustomerRow,
  type LoginName,
} from '../queries';
import { decoyAuthId } from '../secrets';
import { normalizePhone, toCustomer } from '../service';
import { checkCode, issueToken, newCode, TOKEN_TTL_MS } from '../tokens';

/** 'kari@example.no' → 'k***@example.no'; '41234567' → '*** ** 567'. */
export function maskDestination(name: LoginName): string {
  if (name.kind === 'email') {
    const [local = '', domain = ''] = name.email.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `*** ** ${name.phone.slice(-3)}`;
}

/** An e-mail address or a Norwegian mobile number, normalised as customers are stored; else 422. */
export function parseOtpValue(value: string): LoginName {
  if (value.includes('@')) {
    const parsed = v.safeParse(PasswordEmailSchema, { email: value });
    if (parsed.success) return { kind: 'email', email: parsed.output.email };
  } else if (normalisePhone(value) !== null) {
    return { kind: 'phone', phone: normalizePhone(value) };
  }
  throw new ApiError(422, ACCOUNT_MESSAGES.otpValue, 'VALIDATION_ERROR');
}

const targetOf = (name: LoginName) =>
  name.kind === 'email' ? `email:${name.email}` : `sms:${e164(name.phone)}`;

async function sendCode(deps: AccountDeps, customer: CustomerRow, to: LoginName): Promise<void> {
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    // A new code replaces the last: only the newest one in the shopper's hands works.
    await issueToken(tx, deps.secrets, {
      customerId: customer.id,
      kind: 'otp',
      token: code,
      target: targetOf(to),
      now: deps.now(),
      replace: true,
    });
    if (to.kind === 'email') await deps.mailer.codeByEmail(tx, to.email, code);
    else await deps.mailer.codeBySms(tx, to.phone, code);
  });
}

const sentTo = (authId: string, to: LoginName): OtpSent => ({
  authId,
  channel: to.kind === 'email' ? 'email' : 'sms',
  to: maskDestination(to),
});

/** GET /otp/login/{value}: a code to the address or number, if it is a customer's. */
export async function sendLoginCode(
  deps: AccountDeps,
  value: string,
  ip: string,
  limiter: Limiter,
): Promise<OtpSent> {
  const to = parseOtpValue(value);
  const key = to.kind === 'email' ? to.email : to.phone;
  await limiter.count(
    { rule: 'otpSendAddress', parts: [ip] },
    { rule: 'otpSendValue', parts: [to.kind, key] },
  );
  const customer = await findCustomerByName(deps.db, to);
  if (!customer) return sentTo(await decoyAuthId(deps.secrets, `${to.kind}:${key}`), to);
  await sendCode(deps, customer, to);
  return sentTo(customer.authId, to);
}

/** GET /otp/register/{authId}: a code to the logged-in customer's own phone, to verify it. */
export async function sendPhoneCode(
  deps: AccountDeps,
  customerId: number,
  authId: string,
  limiter: Limiter,
): Promise<OtpSent> {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
  if (customer.authId !== authId)
    throw new ApiError(403, ACCOUNT_TEXTS.otherCustomer, 'OTHER_CUSTOMER');
  if (!customer.phone) throw new ApiError(422, OUR_TEXTS.noPhone, 'NO_PHONE');
  await limiter.count({ rule: 'otpSendCustomer', parts: [String(customerId)] });
  const to: LoginName = { kind: 'phone', phone: customer.phone };
  await sendCode(deps, customer, to);
  return sentTo(customer.authId, to);
}

const wrongCode = () => new ApiError(422, OUR_TEXTS.codeWrong, 'CODE_INVALID');

/**
 * GET /otp/check/{authId}/{code}: the customer the code logs in. The code also proves the
 * address or number it went to, so that one is marked verified.
 */
export async function checkLoginCode(
  deps: AccountDeps,
  authId: string,
  code: string,
  ip: string,
  limiter: Limiter,
): Promise<Customer> {
  const now = deps.now();
  await limiter.count({ rule: 'otpCheckAddress', parts: [ip] });
  const customer = await findCustomerByAuthId(deps.db, authId);
  const result = customer
    ? await checkCode(deps.db, deps.secrets, { customerId: customer.id, kind: 'otp', code, now })
    : ({ kind: 'none' } as const);
  switch (result.kind) {
    case 'none':
      // Nothing to compare with: counted per id like a real code, answered like a wrong guess.
      await limiter.count({ rule: 'otpCheckNoCode', parts: [authId] });
      throw wrongCode();
    case 'dead':
      throw limiter.refuse(Math.ceil(TOKEN_TTL_MS.otp / 1000));
    case 'wrong':
      throw wrongCode();
    case 'expired':
      throw new ApiError(422, OUR_TEXTS.codeExpired, 'CODE_EXPIRED');
    case 'ok':
      break;
  }
  const row = customer as CustomerRow;
  const changes: CustomerChanges = {};
  if (result.row.target === `email:${row.email.toLowerCase()}`) changes.verified = true;
  if (row.phone && result.row.target === `sms:${e164(row.phone)}`) changes.phoneVerifiedAt = now;
  if (Object.keys(changes).length === 0) return toCustomer(row);
  const updated = await updateCustomer(deps.db, row.id, { ...changes, updatedAt: now });
  return toCustomer(updated ?? row);
}
