#!/usr/bin/env node
// `pnpm start`: builds the shell and remotes whose current version is neither published in the
// release store nor built in dist/ (or whose build is older than its sources) and the server when
// api/dist/main.js is missing or stale, then runs the compiled server with plain node (config →
// migrate/seed the embedded database → composition from composition.config.json when the file
// changed → listen on PORT, default 8080) that answers /api/v1, serves /build/, /composition.json
// and the HTML. A composition file that is missing, invalid or names a build that exists nowhere
// is refused in the server's log, and the last good composition is served (ADR 0009).
import path from 'node:path';
import { ensureBuilt, FRONTEND_PACKAGES, ROOT_DIR } from './lib/builds.mjs';
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

superviseChildren([startServer({ compiled: true, env: { COMPOSITION_FILE: compositionFile } })]);
