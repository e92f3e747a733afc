/**
 * The server secret behind the account calls: keyed hashes of one-time tokens, the QR code's
 * signature, decoy OTP ids. SESSION_SECRET when configured (every process shares it); otherwise a
 * random secret made once per database and kept in `server_secrets`, so several processes on one
 * database agree without any constant in the code.
 *
 * Each use gets its own key derived from the secret (HMAC(secret, label)), so a value made for
 * one purpose (a QR signature) is never valid for another (a cookie signature, a token hash).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { storedSecret } from '../../db/server-secrets';

const SECRET_NAME = 'accounts';

export type SecretPurpose = 'customer-code' | 'token' | 'otp-decoy';

export interface AccountSecrets {
  /**
   * Reads (or makes) the secret. Called once at start: afterwards `mac` never queries, which
   * matters inside a transaction on PGlite, whose one connection the transaction holds.
   */
  load(): Promise<void>;
  /** HMAC-SHA256 of `message` with the key of `purpose`. */
  mac(purpose: SecretPurpose, message: string): Promise<Buffer>;
}

export function accountSecrets(db: Db, configured: string | undefined): AccountSecrets {
  let master: Promise<string> | undefined;
  const keys = new Map<SecretPurpose, Buffer>();
  const keyOf = async (purpose: SecretPurpose) => {
    let key = keys.get(purpose);
    if (!key) {
      master ??= configured ? Promise.resolve(configured) : storedSecret(db, SECRET_NAME);
      // A failed read (database down at that moment) must not stick for the process's life.
      const secret = await master.catch((error: unknown) => {
        master = undefined;
        throw error;
      });
      key = createHmac('sha256', secret).update(`blp:${purpose}`).digest();
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    async load() {
      await keyOf('token');
    },
    async mac(purpose, message) {
      return createHmac('sha256', await keyOf(purpose))
        .update(message)
        .digest();
    },
  };
}

/**
 * What the QR code on /user holds: `BLP1.<auth_id>.<base64url HMAC-SHA256(auth_id)>`, with the
 * 'customer-code' key. A shop holding that key verifies a code offline; the customer's id alone
 * (printed, guessed) makes no valid code.
 */
export async function customerCode(secrets: AccountSecrets, authId: string): Promise<string> {
  const signature = (await secrets.mac('customer-code', authId)).toString('base64url');
  return `BLP1.${authId}.${signature}`;
}

/** Keyed hash stored for a one-time token or code (a dump of the table gives nothing to try). */
export async function tokenDigest(secrets: AccountSecrets, token: string): Promise<string> {
  return (await secrets.mac('token', token)).toString('hex');
}

/**
 * An auth id for a value that belongs to no customer: shaped like a real one (a v4 UUID),
 * stable for the value, and never a customer's, so GET /otp/login answers the same whether or
 * not the address is registered.
 */
export async function decoyAuthId(secrets: AccountSecrets, value: string): Promise<string> {
  const hex = (await secrets.mac('otp-decoy', value)).toString('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
