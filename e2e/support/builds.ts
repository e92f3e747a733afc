/**
 * Builds what the suite serves before it runs: every package's current version and the e2e-only
 * builds, each only when missing or older than its sources (tooling/scripts/lib/builds.mjs).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_BUILDS, E2E_RELEASE_STORE, ROOT_DIR } from './paths';

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT_DIR, 'tooling/scripts/build.mjs'), ...args],
      {
        cwd: ROOT_DIR,
        env: { ...process.env, RELEASE_STORE: E2E_RELEASE_STORE, ...env },
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build.mjs ${args.join(' ')} feilet`)),
    );
  });
}

/** The compiled server, as `pnpm start` builds it: only when missing or older than its sources. */
async function buildServer(): Promise<void> {
  const lib = pathToFileURL(path.join(ROOT_DIR, 'tooling/scripts/lib/server.mjs')).href;
  const { ensureServerBuilt } = (await import(lib)) as {
    ensureServerBuilt: () => Promise<number | null>;
  };
  await ensureServerBuilt();
}

export async function buildForE2E(options: { testBuilds: boolean }): Promise<void> {
  // What `pnpm start` would serve: the server and the current version of every package.
  await buildServer();
  await run(['--missing'], {});
  if (!options.testBuilds) return;
  for (const build of Object.values(E2E_BUILDS)) {
    await run(['--missing', build.pkg], { ...build.env, MF_VERSION: build.version });
  }
}
