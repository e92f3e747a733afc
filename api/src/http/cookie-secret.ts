/**
 * The key that signs the CSRF cookie. SESSION_SECRET when configured (every process shares
 * it); otherwise a random secret made once per database and kept in `server_secrets`, so
 * processes on one database agree and a restart does not invalidate every guest's cookie
 * (and with it the guest's way back to an order it just paid for).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const SECRET_NAME = 'cookies';

export async function cookieSecret(db: Db, configured: string | undefined): Promise<string> {
  let secret = configured;
  if (!secret) {
    // Whoever comes first stores theirs; everybody then reads the one that won.
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SECRET_NAME))
      .limit(1);
    if (!row) throw new Error('cookie secret missing after insert');
    secret = row.value;
  }
  // Its own key: a signature made here is never valid for another use of the same secret.
  return createHmac('sha256', secret).update('blp:cookie').digest('base64url');
}
