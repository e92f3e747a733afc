#!/usr/bin/env node
// `node tooling/scripts/budget.mjs [--update]`: first-load JavaScript of the budgeted pages
// (tooling/first-load-budget.json) from the builds of the package versions (built first when
// missing). Fails when a page passes its budget and names the chunks that grew since the budget
// file was written. `--update` records the current chunk sizes (never the budgets themselves).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ensureBuilt,
  FRONTEND_PACKAGES,
  packageVersion,
  remoteNameOf,
  ROOT_DIR,
} from './lib/builds.mjs';
import { checkBudgets, currentChunkSizes } from './lib/first-load.mjs';

const BUDGET_FILE = path.join(ROOT_DIR, 'tooling', 'first-load-budget.json');
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
const versions = {
  shell: packageVersion('shell'),
  remotes: Object.fromEntries(
    FRONTEND_PACKAGES.filter((pkg) => pkg !== 'shell').map((pkg) => [
      remoteNameOf(pkg),
      packageVersion(pkg),
    ]),
  ),
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureBuilt(FRONTEND_PACKAGES);

if (process.argv.includes('--update')) {
  budget.chunks = currentChunkSizes(ROOT_DIR, budget, versions);
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`[budget] chunkstørrelser skrevet til ${path.relative(ROOT_DIR, BUDGET_FILE)}`);
  process.exit(0);
}

const results = checkBudgets(ROOT_DIR, budget, versions);
for (const result of results) {
  const count =
    result.maxScripts === null
      ? ''
      : `, ${result.scripts.length} skript (høyst ${result.maxScripts})`;
  const line = `[budget] ${result.name}: ${kb(result.bytes)} JavaScript før innhold (budsjett ${kb(result.budgetBytes)})${count}`;
  if (!result.over) {
    console.log(`${line} ok`);
    continue;
  }
  console.error(`${line} OVER`);
  if (result.tooManyScripts) console.error(`  skriptene: ${result.scripts.join(', ')}`);
  for (const chunk of result.grown)
    console.error(
      `  ${chunk.key}: ${kb(chunk.bytes)} ${chunk.was === null ? '(ny chunk)' : `(var ${kb(chunk.was)})`}`,
    );
}
process.exit(results.some((r) => r.over) ? 1 : 0);
