/**
 * Issue 16 on the whole server as main.ts builds it (API and web layer together): a cookieless
 * page costs no session row yet hands out a working CSRF token (signed double-submit cookie),
 * every HTML answer, whatever its status, carries the page policy that forbids framing, and a
 * database that goes away turns pages into the Norwegian 503 page.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { sessions } from '../../src/db/schema';
import { CSRF_COOKIE } from '../../src/http/csrf';
import { SERVER_ERROR_MESSAGE } from '../../src/http/errors';
import { SESSION_COOKIE } from '../../src/http/session';
import { folderWith, releaseInfo, SHELL_TEMPLATE, testPlatform } from '../helpers/builds';
import { testConfig } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';

/** A repository-like folder with a built shell and a composition file naming no remotes. */
function builtShell(): string {
  return folderWith('pages-test', {
    'shell/package.json': JSON.stringify({ name: 'shell', version: '0.1.0' }),
    'shell/dist/0.1.0/index.html': SHELL_TEMPLATE,
    'shell/dist/0.1.0/release.json': JSON.stringify(releaseInfo('shell', '0.1.0')),
    'composition.config.json': JSON.stringify({ remotes: {} }),
  });
}

const metaToken = (html: string) => /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];

describe.each(testDialects)('pages of the whole server on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: { articles: 30 } });
    root = builtShell();
    app = await buildApp({
      db: t.db,
      config: {
        ...testConfig(),
        repoRoot: root,
        compositionFile: path.join(root, 'composition.config.json'),
      },
      web: true,
      builds: testPlatform(t.db, root).builds,
      now: () => TEST_NOW,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('answers a cookieless page without a session row, with a CSRF token that works for a write', async () => {
    const before = await t.db.$count(sessions);
    const page = await app.inject({ url: '/sko', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const cookie = page.cookies.find((c) => c.name === CSRF_COOKIE);
    const token = metaToken(page.body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The signed cookie holds the page's token: the double submit an anonymous write needs.
    expect(cookie?.value.startsWith(`${token}.`)).toBe(true);
    expect(cookie?.httpOnly).toBe(true);

    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      headers: {
        cookie: `${CSRF_COOKIE}=${cookie?.value}`,
        'x-csrf-token': token ?? '',
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: { username: 'ingen@example.no', password: 'feil-passord' },
    });
    // Past the CSRF check (419) into the login's own refusal.
    expect(write.statusCode, write.body).toBe(422);
    expect(await t.db.$count(sessions)).toBe(before);
  });

  it('sends CSP with frame-ancestors and X-Frame-Options on every HTML answer, whatever its status', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/sko', 200],
      ['/produkt/finnes-ikke-999999', 404],
      ['/en/side/som/ikke/finnes', 404],
    ] as const) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
    // The development mailbox is a page of the server's own too.
    const mailbox = await app.inject({
      url: '/api/v1/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.headers['content-type']).toContain('text/html');
    expect(mailbox.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(mailbox.headers['x-frame-options']).toBe('DENY');
  });

  it('answers pages with the Norwegian 503 page once the database is gone, the API with JSON', async () => {
    const lost = await createTestDb({ dialect, seed: { articles: 30 } });
    const folder = builtShell();
    const server = await buildApp({
      db: lost.db,
      config: {
        ...testConfig(),
        repoRoot: folder,
        compositionFile: path.join(folder, 'composition.config.json'),
      },
      web: true,
      builds: testPlatform(lost.db, folder).builds,
      now: () => TEST_NOW,
    });
    await server.ready();
    try {
      await lost.close();
      const page = await server.inject({ url: '/sko', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Butikken er midlertidig utilgjengelig');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const api = await server.inject({ url: '/api/v1/categories' });
      expect(api.statusCode).toBe(500);
      expect(api.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    } finally {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers a malformed build URL with its own 400 in Norwegian', async () => {
    const res = await app.inject({ url: '/build/shell/0.1.0/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Ugyldig forespørsel' });
  });
});
