/**
 * The artefact store: where published releases of the shell and the remotes live, one folder per
 * `<package>/<version>/` (the same layout a CDN serves under `/build/`). A published version is
 * never written again; its `release.json` is written last and marks it complete.
 */
import type { Readable } from 'node:stream';
import type { ReleaseInfo } from './release-info';

export interface StoredFile {
  body: Readable;
  /** Set when a precompressed sibling (`.br`, `.gz`) answers. */
  encoding?: 'br' | 'gzip';
  length?: number;
}

export interface ReleaseStore {
  /** Where it is, for messages (`folder /srv/releases`, `s3://bucket/prefix`). */
  readonly description: string;
  /** The release's `release.json`, or null when that version is not published. */
  info(pkg: string, version: string): Promise<ReleaseInfo | null>;
  /** Every published release of `pkg` (all packages when omitted). */
  list(pkg?: string): Promise<ReleaseInfo[]>;
  /** Publishes the build in `dir` as `info.package`@`info.version`; ReleaseExistsError if it is. */
  publish(dir: string, info: ReleaseInfo): Promise<void>;
  /** The folder holding a published release (folder stores only: files are sent from disk). */
  folderOf(pkg: string, version: string): string | null;
  /** One file of a published release, precompressed when the client accepts it; null: none. */
  open(
    pkg: string,
    version: string,
    file: string,
    accepts: readonly string[],
  ): Promise<StoredFile | null>;
}

/**
 * A version that is not published (no `release.json`) already holds a file with other bytes than
 * the build being published: what an interrupted publish of another build, or a concurrent one,
 * left. The same build published again finishes such a version; another build must not.
 */
export class PartialReleaseError extends Error {
  constructor(pkg: string, version: string, file: string, where: string) {
    super(
      `${pkg} ${version} er ikke publisert, men ${file} ligger allerede i ${where} med annet innhold (fra en avbrutt eller samtidig publisering av et annet bygg); fjern filene til ${pkg} ${version} der, eller bruk et nytt versjonsnummer`,
    );
    this.name = 'PartialReleaseError';
  }
}

export class ReleaseExistsError extends Error {
  constructor(
    readonly pkg: string,
    readonly version: string,
    where: string,
  ) {
    super(
      `${pkg} ${version} er allerede publisert i ${where}; en utgivelse endres aldri – bruk et nytt versjonsnummer`,
    );
    this.name = 'ReleaseExistsError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content type of a build file by its name (a `.br`/`.gz` sibling has the original's). */
export function contentTypeOf(file: string): string {
  const name = file.replace(/\.(br|gz)$/, '');
  const dot = name.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[name.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/** Hashed file names (`main.3f9a0c1b2d.js`) never change content. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/;

/** A path inside a release: relative, no `..`, no empty or hidden segments. */
export function isSafeFilePath(file: string): boolean {
  if (!file || file.length > 300 || file.includes('\\')) return false;
  return file.split('/').every((part) => part !== '' && part !== '..' && !part.startsWith('.'));
}
