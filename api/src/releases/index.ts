/** Releases: the artefact store and where a build's files come from (ADR 0009). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Builds } from './builds';
import { FolderReleaseStore } from './folder-store';
import { S3ReleaseStore } from './s3-store';
import type { ReleaseStore } from './store';

export { Builds, type BuildLocation } from './builds';
export { FolderReleaseStore } from './folder-store';
export { S3ReleaseStore } from './s3-store';
export { ReleaseExistsError, HASHED_FILE, contentTypeOf, type ReleaseStore } from './store';
export {
  packageOfRemote,
  parseReleaseInfo,
  ReleaseInfoSchema,
  type ReleaseInfo,
} from './release-info';

export interface ReleasesConfig {
  /** A folder path, or `s3://bucket/prefix`. */
  store: string;
  s3: { endpoint: string | undefined; region: string; forcePathStyle: boolean };
  /** Serve and accept builds from `<repo>/<package>/dist/<version>/` too. */
  localBuilds: boolean;
}

export function createReleaseStore(config: ReleasesConfig, repoRoot: string): ReleaseStore {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(config.store);
  if (s3) {
    return new S3ReleaseStore({
      bucket: s3[1] ?? '',
      prefix: (s3[2] ?? '').replace(/\/+$/, ''),
      endpoint: config.s3.endpoint,
      region: config.s3.region,
      forcePathStyle: config.s3.forcePathStyle,
    });
  }
  return new FolderReleaseStore(path.resolve(repoRoot, config.store));
}

export function createBuilds(config: ReleasesConfig, repoRoot: string): Builds {
  return new Builds(createReleaseStore(config, repoRoot), config.localBuilds ? repoRoot : null);
}

/** The version a package of this checkout has (its package.json). */
export function checkoutVersion(repoRoot: string, pkg: string): string {
  const file = path.join(repoRoot, pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
