#!/usr/bin/env node
// `node tooling/scripts/build.mjs [--missing] [pkg …]`: builds the shell and remotes (all when no
// package is named). `--missing` skips builds that exist and are newer than their sources.
// Honours MF_VERSION, MF_TEST_PAGES and MF_CONTRACT_RANGE like `mf-build`. Prints the wall time
// per package (the baseline figures).
import { ensureBuilt, FRONTEND_PACKAGES, normalisePackage } from './lib/builds.mjs';

const args = process.argv.slice(2);
const missingOnly = args.includes('--missing');
const named = args.filter((arg) => !arg.startsWith('--')).map(normalisePackage);
const pkgs = named.length > 0 ? named : [...FRONTEND_PACKAGES];
for (const pkg of pkgs) {
  if (!FRONTEND_PACKAGES.includes(pkg)) {
    console.error(`Ukjent pakke: ${pkg} (kjenner ${FRONTEND_PACKAGES.join(', ')})`);
    process.exit(2);
  }
}
const started = Date.now();
try {
  const times = await ensureBuilt(pkgs, { force: !missingOnly });
  for (const [pkg, ms] of Object.entries(times))
    console.log(`[build] ${pkg}: ${(ms / 1000).toFixed(1)} s`);
  console.log(`[build] ferdig på ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
