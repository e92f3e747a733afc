/**
 * The outbox goes out over SMTP when SMTP_URL is set: a minimal SMTP server on loopback receives
 * the mail and the row is marked sent; a server refusing the mail leaves the row for a retry.
 */
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestDb, type TestDb } from '../../../test/helpers/test-db';
import { waitFor } from '../../simulators/klarna/testing';
import { queueMail } from './outbox';
import { startMailSender } from './sender';

/** Just enough SMTP for nodemailer: greets, accepts or refuses the recipient, keeps the data. */
function smtpServer(options: {
  refuse: boolean;
}): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 OK queued\r\n');
          } else received.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT')
          socket.write(options.refuse ? '550 No such user\r\n' : '250 OK\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 End with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        received,
      });
    }),
  );
}

describe('mail sender', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const silent = { error: () => undefined };

  it('sends queued mail over SMTP and marks it sent', async () => {
    const smtp = await smtpServer({ refuse: false });
    await queueMail(t.db, {
      to: 'kari@example.no',
      subject: 'Kvittering for ordre W0200001',
      text: 'Takk for handelen',
      html: null,
      kind: 'receipt',
    });
    const sender = startMailSender({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Bare lave priser <kundeservice@barelavepriser.no>',
      intervalMs: 20,
      log: silent,
    });
    try {
      await waitFor(() => smtp.received.some((l) => l.includes('Takk for handelen')), {
        what: 'the mail at the SMTP server',
      });
      expect(smtp.received.join('\n')).toContain('Subject: Kvittering for ordre W0200001');
      const [row] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'kari@example.no'));
      expect(row?.sentAt).not.toBeNull();
    } finally {
      await sender.stop();
      smtp.server.close();
    }
  });

  it('keeps mail the server refused for the next round', async () => {
    const smtp = await smtpServer({ refuse: true });
    await queueMail(t.db, {
      to: 'ukjent@example.no',
      subject: 'Kvittering',
      text: 'x',
      html: null,
      kind: 'receipt',
    });
    let failures = 0;
    const sender = startMailSender({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'kundeservice@barelavepriser.no',
      intervalMs: 20,
      log: { error: () => (failures += 1) },
    });
    try {
      await waitFor(() => failures >= 2, { what: 'two refused attempts' });
    } finally {
      await sender.stop();
      smtp.server.close();
    }
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'ukjent@example.no'));
    expect(row?.sentAt).toBeNull();
  });
});
