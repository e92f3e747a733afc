/**
 * Builds and compositions for tests of the web layer: a release.json as the build tooling writes
 * it, and a composition service over a folder of fake builds.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { CompositionService } from '../../src/modules/composition';
import { Builds, FolderReleaseStore, type ReleaseInfo } from '../../src/releases';

/** What a build's release.json says (tooling/webpack/release-info-plugin.mjs). */
export function releaseInfo(pkg: string, version: string, contract = '1.3.0'): ReleaseInfo {
  const shell = pkg === 'shell';
  return {
    package: pkg,
    container: pkg.replace(/-/g, '_'),
    version,
    kind: shell ? 'shell' : 'remote',
    contract: shell ? { version: contract } : { range: `^${contract}` },
    react: '19.2.0',
    commit: null,
    dirty: false,
    builtAt: '2026-11-27T12:00:00.000Z',
  };
}

/** A shell's index.html with the placeholders the server fills, as the build writes it. */
export const SHELL_TEMPLATE = `<!doctype html><html><head><meta name="csrf-token" content="%CSRF_TOKEN%"><title>%TITLE%</title><script id="composition" type="application/json">%COMPOSITION%</script></head><body><div id="root"></div></body></html>`;

/** A new temporary folder holding `files` (relative path → text), like a checkout with builds. */
export function folderWith(prefix: string, files: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const silent = { error: () => undefined, info: () => undefined };

/**
 * Local builds below `root` (`<pkg>/dist/<version>/`), releases in `root/.releases`, and the
 * composition service over `db`. Remotes given by URL answer with a release.json of the same
 * contract.
 */
export function testPlatform(db: Db, root: string, shellVersion = '0.1.0') {
  const builds = new Builds(new FolderReleaseStore(path.join(root, '.releases')), root);
  const composition = new CompositionService({
    db,
    builds,
    shellVersion,
    pollMs: 60_000,
    log: silent,
    fetchRemoteInfo: async (url) =>
      releaseInfo(/mf-content/.test(url) ? 'mf-content' : 'mf-other', '2.0.0'),
  });
  return { builds, composition };
}
