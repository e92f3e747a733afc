/**
 * Builds and compositions for tests of the web layer: a release.json as the build tooling writes
 * it, and a composition service over a folder of fake builds.
 */
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
