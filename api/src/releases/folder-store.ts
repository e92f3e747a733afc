/**
 * The default artefact store: a folder (`RELEASE_STORE`, default `<repo>/.releases`). A release is
 * copied into a hidden staging folder and renamed into place in one step, so a reader sees all of
 * it or nothing, and a second publish of the same version fails on the rename (the target exists)
 * even when two run at once. Published files are made read-only.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseReleaseInfo, PACKAGE_NAME, VERSION_TEXT, type ReleaseInfo } from './release-info';
import { isSafeFilePath, ReleaseExistsError, type ReleaseStore, type StoredFile } from './store';

const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Files read-only for everyone; folders readable by everyone (a build folder from `mkdtemp` is
 * 0700, and a release is served or synced by whatever user runs the server or the CDN's copy)
 * and writable by the owner only, so a failed publish can still remove its staging folder.
 */
async function readOnly(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) await readOnly(target);
    else await chmod(target, 0o444);
  }
}

export class FolderReleaseStore implements ReleaseStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `mappen ${root}`;
  }

  folderOf(pkg: string, version: string): string | null {
    if (!PACKAGE_NAME.test(pkg) || !VERSION_TEXT.test(version)) return null;
    return path.join(this.root, pkg, version);
  }

  async info(pkg: string, version: string): Promise<ReleaseInfo | null> {
    const folder = this.folderOf(pkg, version);
    if (!folder) return null;
    try {
      return parseReleaseInfo(
        JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8')),
      );
    } catch {
      return null;
    }
  }

  async list(pkg?: string): Promise<ReleaseInfo[]> {
    const packages = pkg ? [pkg] : await readdir(this.root).catch(() => [] as string[]);
    const found: ReleaseInfo[] = [];
    for (const name of packages.filter((p) => PACKAGE_NAME.test(p))) {
      const versions = await readdir(path.join(this.root, name)).catch(() => [] as string[]);
      for (const version of versions.filter((v) => VERSION_TEXT.test(v))) {
        const info = await this.info(name, version);
        if (info) found.push(info);
      }
    }
    return found;
  }

  async publish(dir: string, info: ReleaseInfo): Promise<void> {
    const target = this.folderOf(info.package, info.version);
    if (!target) throw new Error(`ugyldig pakke eller versjon: ${info.package} ${info.version}`);
    if (await this.info(info.package, info.version))
      throw new ReleaseExistsError(info.package, info.version, this.description);
    const staging = path.join(
      this.root,
      info.package,
      `.${info.version}.publishing-${randomUUID()}`,
    );
    await mkdir(path.dirname(staging), { recursive: true });
    try {
      await cp(dir, staging, { recursive: true, errorOnExist: true });
      await readOnly(staging);
      // rename(2) onto an existing non-empty folder fails: the check above cannot race.
      await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
          throw new ReleaseExistsError(info.package, info.version, this.description);
        throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async open(
    pkg: string,
    version: string,
    file: string,
    accepts: readonly string[],
  ): Promise<StoredFile | null> {
    const folder = this.folderOf(pkg, version);
    if (!folder || !isSafeFilePath(file)) return null;
    for (const [encoding, suffix] of PRECOMPRESSED) {
      if (!accepts.includes(encoding)) continue;
      const hit = await sized(path.join(folder, file + suffix));
      if (hit) return { ...hit, encoding };
    }
    return sized(path.join(folder, file));
  }
}

async function sized(file: string): Promise<StoredFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: createReadStream(file), length: info.size };
  } catch {
    return null;
  }
}
