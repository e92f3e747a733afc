// Which front-end packages exist, whether a version of one is built, and how to build it.
// Shared by `pnpm start`, `pnpm dev`, the e2e global setup and the CI script.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MF_BUILD_BIN = path.join(ROOT_DIR, 'tooling', 'bin', 'mf-build.mjs');

/** The shell first: it is what every page needs. */
export const FRONTEND_PACKAGES = Object.freeze([
  'shell',
  'mf-catalog',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'mf-polls',
]);

/** `mf_catalog`, `catalog`, `mf-catalog` → `mf-catalog`; `shell` → `shell`. */
export function normalisePackage(name) {
  const dashed = String(name).trim().replace(/_/g, '-');
  if (dashed === 'shell' || dashed.startsWith('mf-')) return dashed;
  return `mf-${dashed}`;
}

export function remoteNameOf(pkg) {
  return pkg.replace(/-/g, '_');
}

export function packageVersion(pkg) {
  const file = path.join(ROOT_DIR, pkg, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** A build is complete when its entry file exists (written last by webpack's emit). */
export function isBuilt(pkg, version = packageVersion(pkg)) {
  const entry = pkg === 'shell' ? 'index.html' : 'mf-manifest.json';
  return existsSync(path.join(ROOT_DIR, pkg, 'dist', version, entry));
}

/**
 * Builds one package with its own config (same as `pnpm --filter <pkg> build`, minus pnpm's
 * start-up time). Resolves with the wall time in ms; rejects when webpack fails.
 * @param {string} pkg
 * @param {{ env?: Record<string, string>, quiet?: boolean }} [options]
 */
export function buildPackage(pkg, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MF_BUILD_BIN], {
      cwd: path.join(ROOT_DIR, pkg),
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`bygging av ${pkg} feilet (kode ${code})\n${output}`));
    });
  });
}

/**
 * Builds every listed package whose current version is missing, a few at a time.
 * @param {readonly string[]} pkgs
 * @param {{ env?: Record<string, string>, force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<string, number>>} build time per package that was built
 */
export async function ensureBuilt(pkgs = FRONTEND_PACKAGES, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const version = (pkg) => options.env?.MF_VERSION || process.env.MF_VERSION || packageVersion(pkg);
  const todo = pkgs.filter((pkg) => options.force || !isBuilt(pkg, version(pkg)));
  /** @type {Record<string, number>} */
  const times = {};
  if (todo.length === 0) return times;
  log(`[build] bygger ${todo.join(', ')}`);
  // webpack is CPU-bound; more parallel builds than cores only adds contention.
  const workers = Math.max(1, Math.min(availableParallelism(), 3, todo.length));
  const queue = [...todo];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
        times[pkg] = await buildPackage(pkg, { env: options.env });
      }
    }),
  );
  return times;
}
