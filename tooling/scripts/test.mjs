// `pnpm test`: typecheck, lint, unit + API tests (vitest), then the e2e journeys (Playwright, system Chromium).
// Runs every stage even when one fails, so one report shows everything; exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const pnpm = ['npx', '-y', 'pnpm@10'];
const stages = [
  { name: 'typecheck', cmd: [...pnpm, '-r', '--parallel', 'typecheck'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'unit+api', cmd: ['npx', 'vitest', 'run'] },
  { name: 'e2e', cmd: [...pnpm, '--filter', 'e2e', 'test'], before: ensureChromium },
];
const only = process.argv.slice(2);
const failed = [];
for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  console.log(`\n▶ ${stage.name}: ${stage.cmd.join(' ')}`);
  try {
    stage.before?.();
    const res = spawnSync(stage.cmd[0], stage.cmd.slice(1), { stdio: 'inherit', env: process.env });
    if (res.status !== 0) failed.push(stage.name);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    failed.push(stage.name);
  }
}
console.log(failed.length ? `\nFeilet: ${failed.join(', ')}` : '\nAlle trinn bestod.');
process.exit(failed.length ? 1 : 0);
