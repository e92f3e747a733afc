#!/usr/bin/env node
// `pnpm start`: builds the shell and remotes whose current version is missing from dist/ (or is
// older than its sources) and the server when api/dist/main.js is missing or stale, then runs the
// compiled server with plain node (config → migrate/seed the embedded database → listen on PORT,
// default 8080) that answers /api/v1, serves /build/, /composition.json and the HTML.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, FRONTEND_PACKAGES, isBuilt, ROOT_DIR } from './lib/builds.mjs';
import { ensureServerBuilt, startServer, superviseChildren } from './lib/server.mjs';

const compositionFile = process.env.COMPOSITION_FILE
  ? path.resolve(process.env.COMPOSITION_FILE)
  : path.join(ROOT_DIR, 'composition.config.json');

try {
  const times = await ensureBuilt(FRONTEND_PACKAGES);
  for (const [pkg, ms] of Object.entries(times))
    console.log(`[start] bygget ${pkg} på ${(ms / 1000).toFixed(1)} s`);
  const serverMs = await ensureServerBuilt();
  if (serverMs !== null) console.log(`[start] bygget api på ${(serverMs / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Versions other than the package's current one cannot be built from this checkout; say so
// instead of letting the shop show the fallback without explanation.
if (existsSync(compositionFile)) {
  const config = JSON.parse(readFileSync(compositionFile, 'utf8'));
  for (const [remote, entry] of Object.entries(config.remotes ?? {})) {
    const pkg = remote.replace(/_/g, '-');
    if (entry && typeof entry === 'object' && 'version' in entry && !isBuilt(pkg, entry.version)) {
      console.warn(
        `[start] ${remote} ${entry.version} finnes ikke i ${pkg}/dist/ – siden viser reservevisning`,
      );
    }
  }
}

superviseChildren([startServer({ compiled: true, env: { COMPOSITION_FILE: compositionFile } })]);
