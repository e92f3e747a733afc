/**
 * The composition in the database: the admin API (token, history, switch, refusal, conflicts,
 * rollback) and every process serving the same composition within its poll interval.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompositionSetBodySchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModules } from '../../src/modules';
import { CompositionService } from '../../src/modules/composition';
import { createDb, type Db } from '../../src/db/client';
import { releaseInfo, testPlatform } from '../helpers/builds';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';

const TOKEN = 'admin-token-for-tests-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** Local builds: shell 0.1.0 (contract 1.3.0), mf_catalog 0.1.0 and 0.2.0, one incompatible. */
function buildsFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'composition-'));
  const build = (pkg: string, version: string, contract = '1.3.0') => {
    const dir = path.join(root, pkg, 'dist', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, pkg === 'shell' ? 'index.html' : 'mf-manifest.json'), '{}');
    writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify(releaseInfo(pkg, version, contract)),
    );
  };
  build('shell', '0.1.0');
  build('mf-catalog', '0.1.0');
  build('mf-catalog', '0.2.0', '1.1.0');
  build('mf-catalog', '0.3.0', '2.0.0');
  return root;
}

/** A change as the admin API receives it, parsed by its contract. */
const change = (composition: object) =>
  v.parse(CompositionSetBodySchema, { config: composition, author: 'a', reason: 'b' });

const config = (catalog: string) => ({
  shell: { version: '0.1.0' },
  remotes: { mf_catalog: { version: catalog } },
});

describe.each(testDialects)('composition admin API on %s', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  let root: string;
  const put = (payload: object, headers: Record<string, string> = AUTH) =>
    app.inject({ method: 'PUT', url: '/api/v1/admin/composition', headers, payload });

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: false });
    root = buildsFolder();
    const { builds } = testPlatform(t.db, root);
    app = await createTestApp(t.db, {
      config: { ...testConfig(), adminToken: TOKEN },
      builds,
      modules: apiModules.filter((m) => m.name === 'composition'),
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 401 without the token and 404 before any composition exists', async () => {
    expect((await app.inject({ url: '/api/v1/admin/composition' })).statusCode).toBe(401);
    const wrong = await put(
      { config: config('0.1.0'), author: 'a', reason: 'b' },
      { authorization: 'Bearer nope' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Ingen tilgang');
    const none = await app.inject({ url: '/api/v1/admin/composition', headers: AUTH });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Det finnes ingen sammensetning ennå');
  });

  it('switches to a composition whose builds exist and fit the contract, with who and why', async () => {
    const first = await put({ config: config('0.1.0'), author: 'anna', reason: 'første' });
    expect(first.statusCode).toBe(201);
    const second = await put({
      config: config('0.2.0'),
      author: 'ole',
      reason: 'ny katalog',
      basedOn: first.json().id,
    });
    expect(second.statusCode).toBe(201);
    const current = await app.inject({ url: '/api/v1/admin/composition', headers: AUTH });
    expect(current.json().entry).toMatchObject({
      author: 'ole',
      reason: 'ny katalog',
      action: 'set',
    });
    expect(current.json().document.remotes.mf_catalog.url).toBe(
      '/build/mf-catalog/0.2.0/mf-manifest.json',
    );
  });

  it('refuses a build that does not exist and one needing another contract major, changing nothing', async () => {
    const before = (await app.inject({ url: '/api/v1/admin/composition', headers: AUTH })).json();
    const missing = await put({ config: config('9.9.9'), author: 'a', reason: 'b' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(
      /^Sammensetningen ble ikke tatt i bruk: mf_catalog 9\.9\.9 finnes ikke/,
    );
    const incompatible = await put({ config: config('0.3.0'), author: 'a', reason: 'b' });
    expect(incompatible.statusCode).toBe(422);
    expect(incompatible.json().message).toContain(
      'mf_catalog 0.3.0 trenger kontrakt ^2.0.0, men shell 0.1.0 har 1.3.0',
    );
    const after = (await app.inject({ url: '/api/v1/admin/composition', headers: AUTH })).json();
    expect(after.entry.id).toBe(before.entry.id);
  });

  it('refuses a change made from an entry that is no longer in force (409)', async () => {
    const stale = await put({ config: config('0.1.0'), author: 'a', reason: 'b', basedOn: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Sammensetningen er endret i mellomtiden/);
  });

  it('validates the body in Norwegian', async () => {
    const bad = await put({ config: config('0.1.0'), author: '', reason: 'b' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Oppgi hvem som gjør endringen');
  });

  it('rolls back to the previous entry, or to a named one, as new entries in the history', async () => {
    const back = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/composition/rollback',
      headers: AUTH,
      payload: { author: 'kari' },
    });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ action: 'rollback', author: 'kari', restores: 1 });
    expect(back.json().config.remotes.mf_catalog.version).toBe('0.1.0');
    const forward = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/composition/rollback',
      headers: AUTH,
      payload: { author: 'kari', to: 2, reason: 'likevel 0.2.0' },
    });
    expect(forward.json().config.remotes.mf_catalog.version).toBe('0.2.0');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/composition/rollback',
      headers: AUTH,
      payload: { author: 'kari', to: 999 },
    });
    expect(unknown.statusCode).toBe(404);
    const history = await app.inject({
      url: '/api/v1/admin/composition/history?limit=10',
      headers: AUTH,
    });
    expect(history.json().entries.map((e: { id: number; action: string }) => e.action)).toEqual([
      'rollback',
      'rollback',
      'set',
      'set',
    ]);
  });

  it('records a forced change (break-glass) as forced', async () => {
    const forced = await put({
      config: config('9.9.9'),
      author: 'vakt',
      reason: 'test',
      force: true,
    });
    expect(forced.statusCode).toBe(201);
    expect(forced.json().forced).toBe(true);
  });

  it('lists the builds a composition may name', async () => {
    const list = await app.inject({
      url: '/api/v1/admin/releases?package=mf-catalog',
      headers: AUTH,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .releases.map((r: { version: string }) => r.version)
        .sort(),
    ).toEqual(['0.1.0', '0.2.0', '0.3.0']);
    expect(list.json().releases[0].source).toBe('local');
  });
});

describe.each(testDialects)('one composition for every process on %s', (dialect) => {
  let t: TestDb;
  let second: { db: Db; close: () => Promise<void> };
  let root: string;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: false });
    root = buildsFolder();
    // Another process: its own connection pool on PostgreSQL (PGlite has one client per database).
    second = t.url
      ? await createDb({ databaseUrl: t.url, poolSize: 2 })
      : { db: t.db, close: async () => {} };
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('a switch made through one process is served by another within its poll interval', async () => {
    const one = testPlatform(t.db, root).composition;
    const two = new CompositionService({
      db: second.db,
      builds: testPlatform(second.db, root).builds,
      shellVersion: '0.1.0',
      pollMs: 50,
      log: { error: () => undefined, info: () => undefined },
    });
    await one.set(change(config('0.1.0')));
    two.start();
    try {
      await expect.poll(() => two.current()?.document.remotes.mf_catalog?.version).toBe('0.1.0');
      await one.set(change(config('0.2.0')));
      // Nothing but the database connects the two: the other one polls it.
      await expect
        .poll(() => two.current()?.document.remotes.mf_catalog?.version, { timeout: 5_000 })
        .toBe('0.2.0');
    } finally {
      two.stop();
    }
  });
});

describe.each(testDialects)('the seed file at start-up on %s', (dialect) => {
  let t: TestDb;
  let root: string;

  beforeAll(async () => {
    t = await createTestDb({ dialect, seed: false });
    root = buildsFolder();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const seedFile = (content: object | string) => {
    const file = path.join(root, `seed-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('refuses a file naming a missing build without stopping, then serves a good one and keeps it through bad files', async () => {
    const { composition } = testPlatform(t.db, root);
    const refused = await composition.seedFromFile(seedFile(config('9.9.9')));
    expect(refused).toMatch(
      /^Sammensetningen ble ikke tatt i bruk: mf_catalog 9\.9\.9 finnes ikke/,
    );
    expect(composition.current()).toBeNull();

    expect(await composition.seedFromFile(seedFile(config('0.1.0')))).toBeNull();
    const good = composition.current()?.entry;
    expect(good).toMatchObject({ action: 'seed' });

    // A process started later with a broken, a refused or no file serves the last good entry.
    for (const file of [
      seedFile('{ ikke json'),
      seedFile(config('0.3.0')),
      path.join(root, 'borte.json'),
    ]) {
      const later = testPlatform(t.db, root).composition;
      expect(await later.seedFromFile(file)).toEqual(expect.any(String));
      expect(later.current()?.entry.id).toBe(good?.id);
    }
  });
});
