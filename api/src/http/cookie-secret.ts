/**
 * The key that signs the CSRF cookie. SESSION_SECRET when configured (every process shares
 * it); otherwise a random secret made once per database and kept in `server_secrets`, so
 * processes on one database agree and a restart does not invalidate every guest's cookie
 * (and with it the guest's way back to an order it just paid for).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client';
import { storedSecret } from '../db/server-secrets';

export async function cookieSecret(db: Db, configured: string | undefined): Promise<string> {
  const secret = configured || (await storedSecret(db, 'cookies'));
  // Its own key: a signature made here is never valid for another use of the same secret.
  return createHmac('sha256', secret).update('blp:cookie').digest('base64url');
}
