// Starts the one server process and ties its life to ours. `pnpm start` runs the compiled server
// (api/dist/main.js, built by api/scripts/build.mjs) with plain node; `pnpm dev` runs the
// TypeScript sources through tsx, so a change needs no build step.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT_DIR } from './builds.mjs';

const API_DIR = path.join(ROOT_DIR, 'api');
const require = createRequire(path.join(API_DIR, 'package.json'));
export const SERVER_BUNDLE = path.join(API_DIR, 'dist', 'main.js');

/** Newest modification time (ms) of the files under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether api/dist/main.js is missing or older than a source it is built from. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(API_DIR, 'src')),
    newestMtime(path.join(ROOT_DIR, 'shared-contracts', 'src')),
    statSync(path.join(API_DIR, 'package.json')).mtimeMs,
  );
  return sources > built;
}

/** Builds the server when it is missing or stale; answers the build time in ms, or null. */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return null;
  const { buildServer } = await import(path.join(API_DIR, 'scripts', 'build.mjs'));
  return buildServer();
}

/**
 * @param {{ env?: Record<string, string | undefined>, compiled?: boolean }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startServer(options = {}) {
  // Plain node either way (tsx only as a loader): no extra watcher process, signals reach the
  // server directly.
  const args = options.compiled
    ? ['--enable-source-maps', SERVER_BUNDLE]
    : ['--import', require.resolve('tsx'), path.join('src', 'main.ts')];
  return spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
}

/** Forwards Ctrl-C / SIGTERM to the children and exits with the first child's exit code. */
export function superviseChildren(children) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  for (const child of children) {
    child.on('exit', (code, signal) => {
      stop('SIGTERM');
      process.exitCode = code ?? (signal ? 1 : 0);
    });
  }
}
