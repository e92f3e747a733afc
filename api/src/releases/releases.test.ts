/**
 * The artefact store (a folder, and an S3-compatible bucket served by s3rver) and where a build's
 * files come from: a published release is never written again and wins over a local build.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseInfo } from '../../test/helpers/builds';
import { Builds } from './builds';
import { FolderReleaseStore } from './folder-store';
import { S3ReleaseStore } from './s3-store';
import { PartialReleaseError, ReleaseExistsError, type ReleaseStore } from './store';

const tmp = (name: string) => mkdtempSync(path.join(tmpdir(), `${name}-`));

/** A finished build of mf-catalog at `version` whose page chunk says `marker`. */
function buildFolder(version: string, marker: string): string {
  const dir = tmp('build');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('mf-manifest.json', '{"id":"mf_catalog"}');
  write('remoteEntry.js', 'var mf_catalog;');
  write('page-home.0123456789.js', marker);
  write('page-home.0123456789.js.br', `br:${marker}`);
  write('css/page.abcdef0123.css', 'body{}');
  write('release.json', JSON.stringify(releaseInfo('mf-catalog', version)));
  return dir;
}

async function text(store: ReleaseStore, file: string, accepts: string[] = []) {
  const opened = await store.open('mf-catalog', '1.0.0', file, accepts);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { text: Buffer.concat(chunks).toString('utf8'), encoding: opened.encoding };
}

/** The behaviour every store has, whatever it keeps its files in. */
function storeContract(name: string, make: () => Promise<ReleaseStore>) {
  describe(name, () => {
    let store: ReleaseStore;
    beforeAll(async () => {
      store = await make();
    }, 60_000);

    it('publishes a release and reads it back, precompressed when accepted', async () => {
      expect(await store.info('mf-catalog', '1.0.0')).toBeNull();
      await store.publish(buildFolder('1.0.0', 'first'), releaseInfo('mf-catalog', '1.0.0'));
      expect((await store.info('mf-catalog', '1.0.0'))?.container).toBe('mf_catalog');
      expect(await text(store, 'page-home.0123456789.js')).toEqual({
        text: 'first',
        encoding: undefined,
      });
      expect(await text(store, 'page-home.0123456789.js', ['br'])).toEqual({
        text: 'br:first',
        encoding: 'br',
      });
      expect((await text(store, 'css/page.abcdef0123.css'))?.text).toBe('body{}');
    });

    it('refuses to publish a version again and keeps the first one', async () => {
      await expect(
        store.publish(buildFolder('1.0.0', 'second'), releaseInfo('mf-catalog', '1.0.0')),
      ).rejects.toThrow(ReleaseExistsError);
      await expect(
        store.publish(buildFolder('1.0.0', 'second'), releaseInfo('mf-catalog', '1.0.0')),
      ).rejects.toThrow(/mf-catalog 1\.0\.0 er allerede publisert .* en utgivelse endres aldri/);
      expect((await text(store, 'page-home.0123456789.js'))?.text).toBe('first');
    });

    it('lists releases and answers nothing for unknown files and unsafe paths', async () => {
      await store.publish(buildFolder('1.1.0', 'x'), releaseInfo('mf-catalog', '1.1.0'));
      const versions = (await store.list('mf-catalog')).map((info) => info.version).sort();
      expect(versions).toEqual(['1.0.0', '1.1.0']);
      expect((await store.list()).length).toBe(2);
      expect(await store.open('mf-catalog', '1.0.0', 'missing.js', [])).toBeNull();
      expect(await store.open('mf-catalog', '1.0.0', '../1.1.0/remoteEntry.js', [])).toBeNull();
      expect(await store.open('mf-catalog', '..', 'x', [])).toBeNull();
    });
  });
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

storeContract('folder store', async () => {
  const root = tmp('releases');
  folders.push(root);
  return new FolderReleaseStore(root);
});

describe('folder store specifics', () => {
  it('lets one of two publishers of the same version win, and makes the files read-only', async () => {
    const root = tmp('releases');
    folders.push(root);
    const store = new FolderReleaseStore(root);
    const results = await Promise.allSettled([
      store.publish(buildFolder('2.0.0', 'a'), releaseInfo('mf-catalog', '2.0.0')),
      store.publish(buildFolder('2.0.0', 'b'), releaseInfo('mf-catalog', '2.0.0')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const file = path.join(root, 'mf-catalog', '2.0.0', 'page-home.0123456789.js');
    expect(['a', 'b']).toContain(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o222).toBe(0);
  });

  it('publishes a build folder made by mkdtemp (0700) readable by every user', async () => {
    const root = tmp('releases');
    folders.push(root);
    const store = new FolderReleaseStore(root);
    const build = buildFolder('3.0.0', 'x');
    chmodSync(build, 0o700);
    chmodSync(path.join(build, 'css'), 0o700);
    await store.publish(build, releaseInfo('mf-catalog', '3.0.0'));
    const folder = path.join(root, 'mf-catalog', '3.0.0');
    expect(statSync(folder).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(folder, 'css')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(folder, 'remoteEntry.js')).mode & 0o777).toBe(0o444);
  });
});

const s3Servers: S3rver[] = [];
afterAll(async () => {
  await Promise.all(s3Servers.map((server) => server.close()));
});

/** The parts of s3rver (a Koa app with a file store) that its type definitions leave out. */
interface S3rverInternals {
  middleware: Array<
    (
      ctx: { method: string; path: string; status: number; get: (header: string) => string },
      next: () => Promise<void>,
    ) => Promise<void>
  >;
  store: { existsObject: (bucket: string, key: string) => Promise<boolean> };
}

/**
 * An s3rver that also refuses a PUT with `If-None-Match: *` onto an existing object (412), as S3
 * does since it has conditional writes: s3rver itself honours the header only on reads.
 */
async function startS3(): Promise<{ store: S3ReleaseStore; client: S3Client }> {
  const directory = tmp('s3rver');
  folders.push(directory);
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'releases', configs: [] }],
  });
  s3Servers.push(server);
  const internals = server as unknown as S3rverInternals;
  internals.middleware.unshift(async (ctx, next) => {
    if (ctx.method === 'PUT' && ctx.get('if-none-match') === '*') {
      const [bucket = '', ...key] = ctx.path.slice(1).split('/').map(decodeURIComponent);
      if (await internals.store.existsObject(bucket, key.join('/'))) {
        ctx.status = 412;
        return;
      }
    }
    await next();
  });
  const { port } = await server.run();
  const connection = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    store: new S3ReleaseStore({ bucket: 'releases', prefix: 'shop', ...connection }),
    client: new S3Client(connection),
  };
}

storeContract('S3 store (s3rver)', async () => (await startS3()).store);

describe('S3 store specifics', () => {
  /** What a publish interrupted after `files` leaves: those files, and no release.json. */
  async function interruptedPublish(client: S3Client, files: Record<string, string>) {
    for (const [file, text] of Object.entries(files))
      await client.send(
        new PutObjectCommand({
          Bucket: 'releases',
          Key: `shop/mf-catalog/4.0.0/${file}`,
          Body: text,
        }),
      );
  }

  it('finishes a publish that was interrupted when the same build is published again', async () => {
    const { store, client } = await startS3();
    await interruptedPublish(client, {
      'remoteEntry.js': 'var mf_catalog;',
      'css/page.abcdef0123.css': 'body{}',
    });
    expect(await store.info('mf-catalog', '4.0.0')).toBeNull();
    await store.publish(buildFolder('4.0.0', 'same'), releaseInfo('mf-catalog', '4.0.0'));
    expect((await store.info('mf-catalog', '4.0.0'))?.version).toBe('4.0.0');
    const opened = await store.open('mf-catalog', '4.0.0', 'page-home.0123456789.js', []);
    expect(opened).not.toBeNull();
    // Published now: a second publish is refused as before.
    await expect(
      store.publish(buildFolder('4.0.0', 'same'), releaseInfo('mf-catalog', '4.0.0')),
    ).rejects.toThrow(ReleaseExistsError);
  });

  it('refuses to finish a version whose left files belong to another build', async () => {
    const { store, client } = await startS3();
    await interruptedPublish(client, { 'remoteEntry.js': 'var other_build;' });
    const publishing = store.publish(buildFolder('4.0.0', 'x'), releaseInfo('mf-catalog', '4.0.0'));
    await expect(publishing).rejects.toThrow(PartialReleaseError);
    await expect(publishing).rejects.toThrow(
      /mf-catalog 4\.0\.0 er ikke publisert, men remoteEntry\.js ligger allerede i s3:\/\/releases\/shop med annet innhold/,
    );
    expect(await store.info('mf-catalog', '4.0.0')).toBeNull();
  });
});

describe('Builds: releases first, then local builds', () => {
  it('serves a published release instead of a local build of the same version', async () => {
    const root = tmp('repo');
    const releases = tmp('releases');
    folders.push(root, releases);
    const local = path.join(root, 'mf-catalog', 'dist', '1.0.0');
    mkdirSync(local, { recursive: true });
    writeFileSync(path.join(local, 'mf-manifest.json'), '{"local":true}');
    writeFileSync(
      path.join(local, 'release.json'),
      JSON.stringify(releaseInfo('mf-catalog', '1.0.0')),
    );
    const store = new FolderReleaseStore(releases);
    const builds = new Builds(store, root);
    expect(await builds.locate('mf-catalog', '1.0.0')).toEqual({ source: 'local', folder: local });
    expect(await builds.readText('mf-catalog', '1.0.0', 'mf-manifest.json')).toBe('{"local":true}');

    await store.publish(buildFolder('1.0.0', 'released'), releaseInfo('mf-catalog', '1.0.0'));
    // "Not published" is believed for a few seconds; a new Builds asks the store again.
    const fresh = new Builds(store, root);
    expect(await fresh.locate('mf-catalog', '1.0.0')).toEqual({
      source: 'release',
      folder: path.join(releases, 'mf-catalog', '1.0.0'),
    });
    expect(await fresh.readText('mf-catalog', '1.0.0', 'mf-manifest.json')).toBe(
      '{"id":"mf_catalog"}',
    );
    expect((await fresh.list('mf-catalog')).map((b) => b.source)).toEqual(['release']);
  });

  it('serves no local build when local builds are off', async () => {
    const root = tmp('repo');
    folders.push(root);
    const local = path.join(root, 'shell', 'dist', '1.0.0');
    mkdirSync(local, { recursive: true });
    writeFileSync(path.join(local, 'index.html'), '<!doctype html>');
    expect(
      await new Builds(new FolderReleaseStore(tmp('r')), root).locate('shell', '1.0.0'),
    ).not.toBeNull();
    expect(
      await new Builds(new FolderReleaseStore(tmp('r')), null).locate('shell', '1.0.0'),
    ).toBeNull();
  });
});
