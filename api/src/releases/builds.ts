/**
 * Where the files of one build (`<package>@<version>`) come from: a published release in the
 * artefact store first, else a local build in `<repo>/<package>/dist/<version>/` (what
 * `pnpm start`, `pnpm dev` and the e2e suite build from the working tree) when local builds are
 * allowed. A release never changes, so what is read from it is kept; a local build is re-read
 * when its file changes.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseReleaseInfo, PACKAGE_NAME, VERSION_TEXT, type ReleaseInfo } from './release-info';
import { isSafeFilePath, type ReleaseStore, type StoredFile } from './store';

export interface BuildLocation {
  source: 'release' | 'local';
  /** Folder to send files from (the folder store, a local build); null for a bucket. */
  folder: string | null;
}

/** How long "not published" is believed before the store is asked again. */
const MISSING_TTL_MS = 5_000;

export class Builds {
  private readonly released = new Map<string, ReleaseInfo>();
  private readonly missing = new Map<string, number>();
  private readonly releaseTexts = new Map<string, string | null>();
  private readonly localTexts = new Map<string, { mtimeMs: number; text: string }>();

  constructor(
    readonly store: ReleaseStore,
    /** Repository root holding `<package>/dist/<version>/`; null: local builds are not served. */
    private readonly localRoot: string | null,
  ) {}

  /**
   * The published release's info, remembered for good once seen (releases are immutable).
   * `fresh`: ask the store even if it said "not published" a moment ago (a release just made).
   */
  async release(pkg: string, version: string, fresh = false): Promise<ReleaseInfo | null> {
    const key = `${pkg}@${version}`;
    const known = this.released.get(key);
    if (known) return known;
    const missingSince = this.missing.get(key);
    if (!fresh && missingSince !== undefined && Date.now() - missingSince < MISSING_TTL_MS)
      return null;
    const info = await this.store.info(pkg, version);
    if (info) {
      this.released.set(key, info);
      this.missing.delete(key);
    } else {
      this.missing.set(key, Date.now());
    }
    return info;
  }

  private localFolder(pkg: string, version: string): string | null {
    if (!this.localRoot || !PACKAGE_NAME.test(pkg) || !VERSION_TEXT.test(version)) return null;
    return path.join(this.localRoot, pkg, 'dist', version);
  }

  /** Where `pkg@version` is served from, or null when neither a release nor a local build has it. */
  async locate(pkg: string, version: string): Promise<BuildLocation | null> {
    if (await this.release(pkg, version))
      return { source: 'release', folder: this.store.folderOf(pkg, version) };
    const local = this.localFolder(pkg, version);
    if (!local) return null;
    const entry = path.join(local, pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
    return (await isFile(entry)) ? { source: 'local', folder: local } : null;
  }

  /**
   * The build's `release.json`: the release's, else the local build's (null: unknown build).
   * Always asks the store about a version not seen published yet: a composition is checked
   * right after `pnpm release`.
   */
  async info(pkg: string, version: string): Promise<ReleaseInfo | null> {
    const released = await this.release(pkg, version, true);
    if (released) return released;
    const text = await this.localText(pkg, version, 'release.json');
    if (!text) return null;
    try {
      return parseReleaseInfo(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /**
   * Published releases and local builds of `pkg` (every package when omitted), a version that is
   * both listed once, as the release that is served.
   */
  async list(pkg?: string): Promise<Array<ReleaseInfo & { source: 'release' | 'local' }>> {
    const released = (await this.store.list(pkg)).map((info) => ({
      ...info,
      source: 'release' as const,
    }));
    const seen = new Set(released.map((info) => `${info.package}@${info.version}`));
    const local: Array<ReleaseInfo & { source: 'local' }> = [];
    if (this.localRoot) {
      const packages = pkg ? [pkg] : await readdir(this.localRoot).catch(() => [] as string[]);
      for (const name of packages.filter((p) => PACKAGE_NAME.test(p))) {
        const versions = await readdir(path.join(this.localRoot, name, 'dist')).catch(
          () => [] as string[],
        );
        // `<version>.building-<pid>`: a build being written (tooling/bin/mf-build.mjs).
        const complete = versions.filter((v) => VERSION_TEXT.test(v) && !v.includes('.building-'));
        for (const version of complete) {
          if (seen.has(`${name}@${version}`)) continue;
          const info = await this.info(name, version);
          if (info) local.push({ ...info, source: 'local' });
        }
      }
    }
    return [...released, ...local].sort(
      (a, b) => a.package.localeCompare(b.package) || a.builtAt.localeCompare(b.builtAt),
    );
  }

  /** A small text file of the build (index.html, preload.json, routes.json); null when absent. */
  async readText(pkg: string, version: string, file: string): Promise<string | null> {
    if (!isSafeFilePath(file)) return null;
    const location = await this.locate(pkg, version);
    if (!location) return null;
    if (location.source === 'local') return this.localText(pkg, version, file);
    const key = `${pkg}@${version}/${file}`;
    if (this.releaseTexts.has(key)) return this.releaseTexts.get(key) ?? null;
    const opened = await this.store.open(pkg, version, file, []);
    const text = opened ? await streamText(opened) : null;
    this.releaseTexts.set(key, text);
    return text;
  }

  /** JSON file of the build, parsed; null when absent or not JSON (a build being written). */
  async readJson(pkg: string, version: string, file: string): Promise<unknown> {
    const text = await this.readText(pkg, version, file);
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  private async localText(pkg: string, version: string, file: string): Promise<string | null> {
    const folder = this.localFolder(pkg, version);
    if (!folder) return null;
    const target = path.join(folder, file);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(target));
    } catch {
      return null;
    }
    const hit = this.localTexts.get(target);
    if (hit && hit.mtimeMs === mtimeMs) return hit.text;
    const text = await readFile(target, 'utf8').catch(() => null);
    if (text !== null) this.localTexts.set(target, { mtimeMs, text });
    return text;
  }

  /** One file of a release in a bucket (folder locations are sent from disk by the web layer). */
  open(pkg: string, version: string, file: string, accepts: readonly string[]) {
    return this.store.open(pkg, version, file, accepts);
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function streamText(file: StoredFile): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
