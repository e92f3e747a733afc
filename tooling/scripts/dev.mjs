#!/usr/bin/env node
// `pnpm dev <remote>`: work on one remote against everybody else's builds.
//  - builds whatever else is missing,
//  - runs the one server with staging overrides enabled for http://localhost:<port>,
//  - runs webpack-dev-server for <remote> on that port (page reloads on edit),
//  - prints the URL that points the shell at the dev server.
// `pnpm dev shell` rebuilds the shell on change into dist/<version>-dev and serves that instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from '../lib/load-config.mjs';
import {
  ensureBuilt,
  FRONTEND_PACKAGES,
  MF_BUILD_BIN,
  normalisePackage,
  packageVersion,
  remoteNameOf,
  ROOT_DIR,
} from './lib/builds.mjs';
import { startServer, superviseChildren } from './lib/server.mjs';

const args = parseArgs(process.argv.slice(2));
const target = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!target) {
  console.error(`Bruk: pnpm dev <${FRONTEND_PACKAGES.join('|')}> [--port 3001]`);
  process.exit(2);
}
const pkg = normalisePackage(target);
if (!FRONTEND_PACKAGES.includes(pkg)) {
  console.error(`Ukjent pakke: ${target} (kjenner ${FRONTEND_PACKAGES.join(', ')})`);
  process.exit(2);
}
const port = Number(args.port ?? 3001);
const serverPort = process.env.PORT ?? '8080';
const devOrigin = `http://localhost:${port}`;

await ensureBuilt(FRONTEND_PACKAGES.filter((name) => name !== pkg));

const children = [];
if (pkg === 'shell') {
  const devVersion = `${packageVersion('shell')}-dev`;
  // The server serves the shell version the composition names; a private copy of the
  // composition points it at the dev build without touching the shared file.
  const source = process.env.COMPOSITION_FILE ?? path.join(ROOT_DIR, 'composition.config.json');
  const composition = JSON.parse(readFileSync(source, 'utf8'));
  const devComposition = path.join(mkdtempSync(path.join(tmpdir(), 'mf-dev-')), 'composition.json');
  writeFileSync(
    devComposition,
    JSON.stringify({ ...composition, shell: { version: devVersion } }, null, 2),
  );
  children.push(
    spawn(process.execPath, [MF_BUILD_BIN, '--mode', 'development', '--watch'], {
      cwd: path.join(ROOT_DIR, 'shell'),
      env: { ...process.env, MF_VERSION: devVersion },
      stdio: 'inherit',
    }),
  );
  // The server takes only a composition whose builds exist: wait for the first dev build.
  const entry = path.join(ROOT_DIR, 'shell', 'dist', devVersion, 'release.json');
  while (!existsSync(entry)) await new Promise((resolve) => setTimeout(resolve, 250));
  children.push(startServer({ env: { COMPOSITION_FILE: devComposition } }));
  console.log(`\n[dev] shell ${devVersion} bygges ved endring: http://localhost:${serverPort}/\n`);
} else {
  const serveBin = path.join(ROOT_DIR, 'tooling', 'bin', 'mf-serve.mjs');
  children.push(
    spawn(process.execPath, [serveBin, '--port', String(port)], {
      cwd: path.join(ROOT_DIR, pkg),
      stdio: 'inherit',
    }),
    startServer({ env: { MF_OVERRIDE_ORIGINS: devOrigin } }),
  );
  const overrideUrl =
    `http://localhost:${serverPort}/?mf-override=` +
    encodeURIComponent(`${remoteNameOf(pkg)}=${devOrigin}/mf-manifest.json`);
  console.log(`\n[dev] ${pkg} fra ${devOrigin}. Åpne:\n  ${overrideUrl}\n`);
}
superviseChildren(children);
