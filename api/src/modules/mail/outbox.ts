/**
 * Mail goes into `email_outbox` in the transaction of the change it reports (a paid order and its
 * receipt commit together, or neither does). Sending is separate (sender.ts), so a mail server
 * being down never rolls back an order.
 */
import { and, desc, isNull, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Built only from escaped values (see receipt.ts). */
  html: string | null;
  /** 'receipt', 'password_reset' … */
  kind: string;
}

export async function queueMail(tx: Db, mail: Mail): Promise<void> {
  await tx.insert(emailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    kind: mail.kind,
  });
}

/** Outbox kind of a text message: `to` is the number in E.164. */
export const SMS_KIND = 'sms';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Newest first, for the development mailbox. */
export async function latestMail(db: Db, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/**
 * Oldest unsent mail first, for the SMTP sender. Text messages (kind 'sms') share the outbox but
 * are not e-mail: SMTP leaves them to an SMS gateway.
 */
export async function unsentMail(db: Db, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), ne(emailOutbox.kind, SMS_KIND)))
    .orderBy(asc(emailOutbox.id))
    .limit(limit);
}

export async function markSent(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ sentAt: now })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)))
    .returning({ id: emailOutbox.id });
  return rows.length === 1;
}
