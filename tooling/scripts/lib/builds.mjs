// Which front-end packages exist, whether a version of one is built, and how to build it.
// Shared by `pnpm start`, `pnpm dev`, the e2e global setup and the CI script.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

function entryFile(pkg, version) {
  return path.join(
    ROOT_DIR,
    pkg,
    'dist',
    version,
    pkg === 'shell' ? 'index.html' : 'mf-manifest.json',
  );
}

/**
 * The folder of the release store (RELEASE_STORE, default `.releases/`), or null when releases
 * live in a bucket: then they are only known to the server.
 */
export function releaseStoreFolder(env = process.env) {
  const store = env.RELEASE_STORE || '.releases';
  if (store.startsWith('s3://')) return null;
  return path.resolve(ROOT_DIR, store);
}

/** Whether `pkg@version` is published in the folder release store (the server serves that). */
export function isReleased(pkg, version = packageVersion(pkg)) {
  const folder = releaseStoreFolder();
  return folder !== null && existsSync(path.join(folder, pkg, version, 'release.json'));
}

/** A build is complete when its entry file exists (written last by webpack's emit). */
export function isBuilt(pkg, version = packageVersion(pkg)) {
  return existsSync(entryFile(pkg, version));
}

const TEST_FILE = /\.test\.[cm]?[jt]sx?$|^test-setup\.[jt]sx?$/;

/** Newest modification time (ms) of a file or of any file below a folder (tests aside). */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    // Tests are not part of a build: editing one must not make every build stale.
    if (entry === 'node_modules' || entry === 'dist' || TEST_FILE.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * What a package's build is made from: its own source and config, the contract library it
 * compiles in, and the shared build configuration.
 */
function buildInputs(pkg) {
  return [
    path.join(ROOT_DIR, pkg, 'src'),
    path.join(ROOT_DIR, pkg, 'package.json'),
    path.join(ROOT_DIR, pkg, 'webpack.config.mjs'),
    path.join(ROOT_DIR, 'shared-contracts', 'src'),
    path.join(ROOT_DIR, 'shared-contracts', 'package.json'),
    path.join(ROOT_DIR, 'tooling', 'webpack'),
  ];
}

/**
 * Missing, or older than any of its inputs. A stale build would serve yesterday's code under
 * today's version number (and fail tests for reasons nobody can see), so it counts as missing.
 */
export function needsBuild(pkg, version = packageVersion(pkg)) {
  if (!isBuilt(pkg, version)) return true;
  const builtAt = statSync(entryFile(pkg, version)).mtimeMs;
  return buildInputs(pkg).some((input) => newestMtime(input) > builtAt);
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
 * Builds every listed package whose current version is missing or stale, a few at a time.
 * @param {readonly string[]} pkgs
 * @param {{ env?: Record<string, string>, force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<Record<string, number>>} build time per package that was built
 */
export async function ensureBuilt(pkgs = FRONTEND_PACKAGES, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const version = (pkg) => options.env?.MF_VERSION || process.env.MF_VERSION || packageVersion(pkg);
  // A published release is served as it is: rebuilding its version locally would change nothing
  // the shop serves (and must never change the release).
  const todo = pkgs.filter(
    (pkg) => options.force || (!isReleased(pkg, version(pkg)) && needsBuild(pkg, version(pkg))),
  );
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
