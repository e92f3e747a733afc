// Starts the one server process (api/src/main.ts under tsx) and ties its life to ours.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT_DIR } from './builds.mjs';

const require = createRequire(path.join(ROOT_DIR, 'api', 'package.json'));

/**
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startServer(options = {}) {
  // tsx as a loader of plain node: no extra watcher process, signals reach the server directly.
  const tsxLoader = require.resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join('src', 'main.ts')], {
    cwd: path.join(ROOT_DIR, 'api'),
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
  return child;
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
