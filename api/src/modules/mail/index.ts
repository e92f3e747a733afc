/**
 * The development mailbox (DEV_MAILBOX, default on outside production): GET /dev/mailbox lists
 * the newest outbox mail, as an HTML page or, asked for JSON, as data (e2e tests read it). Mail
 * holds personal data, so production serves it only when explicitly switched on.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { escapeHtml, PLAIN_PAGE_HEADERS } from '../../web/html';
import { getRoute } from '../../http/route';
import { latestMail } from './outbox';

export interface MailModuleOptions {
  db: Db;
  devMailbox: boolean;
}

const MailboxQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
});

const MailboxSchema = v.array(
  v.object({
    id: v.number(),
    to: v.string(),
    subject: v.string(),
    kind: v.string(),
    text: v.string(),
    createdAt: v.string(),
    sentAt: v.nullable(v.string()),
  }),
);

export const mailModule: FastifyPluginAsync<MailModuleOptions> = async (app, options) => {
  if (!options.devMailbox) return;
  getRoute(
    app,
    '/dev/mailbox',
    {
      summary: 'Utviklingspostkasse: siste e-poster i utboksen (HTML, eller JSON med Accept)',
      tags: ['Utvikling'],
      querystring: MailboxQuerySchema,
      response: MailboxSchema,
    },
    async ({ query, request, reply }) => {
      const rows = await latestMail(options.db, 50, query.to?.toLowerCase());
      reply.header('Cache-Control', 'no-store');
      const mail = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        kind: r.kind,
        text: r.bodyText,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
      if ((request.headers.accept ?? '').includes('application/json')) return mail;
      const items = mail
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>Til: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${m.sentAt ? 'sendt' : 'ikke sendt (SMTP ikke satt opp)'}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .headers(PLAIN_PAGE_HEADERS)
        .send(
          `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>Utviklingspostkasse</title></head><body><h1>Utviklingspostkasse</h1>${items || '<p>Ingen e-post ennå.</p>'}</body></html>`,
        );
    },
  );
};
