/**
 * Sends the outbox over SMTP (nodemailer) when SMTP_URL is set. Each row is claimed with a
 * guarded update before sending, so two API processes never send one mail twice; a failed send
 * gives the claim back and the row is tried again on the next round.
 */
import { and, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { unsentMail } from './outbox';

export interface MailSenderOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  log: { error(obj: unknown, msg: string): void };
}

export function startMailSender(options: MailSenderOptions): { stop(): Promise<void> } {
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const round = async () => {
    for (const row of await unsentMail(options.db, 20)) {
      if (stopped) return;
      const claimed = await options.db
        .update(emailOutbox)
        .set({ sentAt: new Date() })
        .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)))
        .returning({ id: emailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.bodyText,
          ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        });
      } catch (error) {
        options.log.error({ err: error, mailId: row.id }, 'mail not sent; will retry');
        await options.db
          .update(emailOutbox)
          .set({ sentAt: null })
          .where(eq(emailOutbox.id, row.id));
      }
    }
  };
  const timer = setInterval(() => {
    running = running.then(round).catch((error: unknown) => {
      options.log.error({ err: error }, 'mail round failed');
    });
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
