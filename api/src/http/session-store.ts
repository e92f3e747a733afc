/**
 * Session rows in the `sessions` table. The cookie carries a random 32-byte token; the row
 * id is its SHA-256, so a leaked database dump holds no usable session cookies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionInfo {
  /** Row id (hash of the cookie token). */
  id: string;
  csrfToken: string;
  customerId: number | null;
  expiresAt: Date;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function loadSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionInfo | null> {
  const rows = await db
    .select({
      id: sessions.id,
      csrfToken: sessions.csrfToken,
      customerId: sessions.customerId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionIdFor(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: Db,
  values: { customerId?: number | null; csrfToken?: string; data?: Record<string, unknown> } = {},
  now = new Date(),
): Promise<{ token: string; session: SessionInfo }> {
  const token = newToken();
  const session: SessionInfo = {
    id: sessionIdFor(token),
    csrfToken: values.csrfToken ?? newToken(),
    customerId: values.customerId ?? null,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await db.insert(sessions).values({ ...session, data: values.data ?? {}, createdAt: now });
  return { token, session };
}

export async function extendSession(db: Db, id: string, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return expiresAt;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function readSessionData(db: Db, id: string): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ data: sessions.data })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return rows[0]?.data ?? {};
}

/** Shallow-merges into the jsonb `data` in SQL, so concurrent writers of different keys don't clobber each other. */
export async function mergeSessionData(
  db: Db,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(sessions)
    .set({ data: sql`${sessions.data} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(sessions.id, id));
}
