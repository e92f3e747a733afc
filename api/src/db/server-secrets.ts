/**
 * A random secret made once per database and kept in `server_secrets` under `name`, so every
 * process on one database agrees on it without a constant in the code or a configured value.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema';

export async function storedSecret(db: Db, name: string): Promise<string> {
  // Whoever comes first stores theirs; everybody then reads the one that won.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret '${name}' missing after insert`);
  return row.value;
}
