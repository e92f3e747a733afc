// `pnpm test`: typecheck, lint, unit + API tests (vitest), the first-load budget, the e2e
// journeys (Playwright, system Chromium), then the journeys again on N-1 compositions (compat). Every stage runs even when one fails, so one report shows
// everything; the last line is the plain 'N passed, N failed' count over all tests, and the exit
// code is non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reports = path.join(root, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

const pnpm = ['npx', '-y', 'pnpm@10'];
const stages = [
  { name: 'typecheck', cmd: [...pnpm, '-r', 'typecheck'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  {
    name: 'unit+api',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    count: () => {
      const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
  {
    // Bytes are deterministic: a page whose first-load JavaScript passes its budget fails here,
    // naming the chunk that grew (builds what is missing first, as the e2e stage would).
    name: 'budget',
    cmd: ['node', 'tooling/scripts/budget.mjs'],
    count: (status) => (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  },
  {
    name: 'e2e',
    cmd: [...pnpm, '--filter', 'e2e', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    before: ensureChromium,
    count: () => {
      const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
  {
    // N-1: the current shell with the previous remotes, the previous shell with the current
    // remotes, each through the journeys (tooling/scripts/compat.mjs).
    name: 'compat',
    cmd: ['node', 'tooling/scripts/compat.mjs'],
    count: () => JSON.parse(readFileSync(path.join(reports, 'compat.json'), 'utf8')),
  },
];

const only = process.argv.slice(2);
const failedStages = [];
const total = { passed: 0, failed: 0 };
for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  console.log(`\n▶ ${stage.name}: ${stage.cmd.join(' ')}`);
  try {
    stage.before?.();
    const res = spawnSync(stage.cmd[0], stage.cmd.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    });
    if (res.status !== 0) failedStages.push(stage.name);
    if (stage.count) {
      const c = stage.count(res.status);
      total.passed += c.passed;
      total.failed += c.failed;
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    failedStages.push(stage.name);
  }
}
console.log(failedStages.length ? `\nFeilet: ${failedStages.join(', ')}` : '\nAlle trinn bestod.');
// A stage that failed without failing tests (typecheck, lint, a crash) still counts as one failure.
const uncounted = failedStages.length && total.failed === 0 ? failedStages.length : 0;
console.log(`${total.passed} passed, ${total.failed + uncounted} failed`);
process.exit(failedStages.length ? 1 : 0);
