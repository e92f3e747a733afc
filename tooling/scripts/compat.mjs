#!/usr/bin/env node
// `pnpm test:compat`: proves N-1 compatibility of independent deploys. Composes
//   A. the current shell with the previous release of every remote, and
//   B. the previous release of the shell with every current remote,
// and runs the journey e2e (browse, buy, log in, a poll, an information page) against each, served by the
// current server. "Previous" is the highest released version below the package's current one
// (git tags `<package>@<version>`, else `releases.json`); it is built from its commit in a
// temporary worktree. Writes `{ passed, failed }` to .data/test-reports/compat.json for `pnpm test`.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { FRONTEND_PACKAGES, packageVersion, remoteNameOf, ROOT_DIR } from './lib/builds.mjs';
import { hasCommit, previousRelease } from './lib/releases.mjs';

/** The journeys every mixed composition must pass: one through each team's part (e2e/support/tags.ts). */
const JOURNEYS = ['--grep', '@journey'];
const REPORTS = path.join(ROOT_DIR, '.data', 'test-reports');
const pnpm = ['npx', '-y', 'pnpm@10'];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} feilet (kode ${result.status})`);
}

function report(summary) {
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'compat.json'), JSON.stringify(summary));
}

/** CONTRACT_VERSION of the shared-contracts source in `root`. */
function contractVersionIn(root) {
  const source = readFileSync(path.join(root, 'shared-contracts', 'src', 'version.ts'), 'utf8');
  return /CONTRACT_VERSION\s*=\s*['"](\d+\.\d+\.\d+)['"]/.exec(source)?.[1] ?? '0.0.0';
}

/**
 * Copies a build made in `root` into the release store. Builds from before release.json existed
 * get the one their build would have written: the contract their shared-contracts declared.
 */
function importBuild(root, pkg, version, commit, store) {
  const from = path.join(root, pkg, 'dist', version);
  const to = path.join(store, pkg, version);
  cpSync(from, to, { recursive: true });
  const infoFile = path.join(to, 'release.json');
  if (existsSync(infoFile)) return;
  const contract = contractVersionIn(root);
  const info = {
    package: pkg,
    container: remoteNameOf(pkg),
    version,
    kind: pkg === 'shell' ? 'shell' : 'remote',
    contract: pkg === 'shell' ? { version: contract } : { range: `^${contract}` },
    react: null,
    commit,
    dirty: false,
    builtAt: new Date().toISOString(),
  };
  writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`);
}

/** Builds `pkgs` as they were at `commit` (a temporary worktree) into the store. */
function buildReleases(commit, pkgs, work, store) {
  const tree = path.join(work, `tree-${commit.slice(0, 10)}`);
  run('git', ['worktree', 'add', '--detach', tree, commit], { cwd: ROOT_DIR });
  try {
    run(pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: tree,
    });
    run(process.execPath, ['tooling/scripts/build.mjs', ...pkgs.map((p) => p.pkg)], {
      cwd: tree,
      env: { ...process.env, MF_VERSION: '', MF_TEST_PAGES: '', MF_CONTRACT_RANGE: '' },
    });
    for (const { pkg, version } of pkgs) importBuild(tree, pkg, version, commit, store);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT_DIR });
  }
}

function playwright(name, composition, store) {
  const file = path.join(store, '..', `${name}.composition.json`);
  writeFileSync(file, JSON.stringify(composition, null, 2));
  const json = path.join(REPORTS, `compat-${name}.json`);
  const result = spawnSync(
    pnpm[0],
    [...pnpm.slice(1), '--filter', 'e2e', 'test', '--reporter=list,json', ...JOURNEYS],
    {
      cwd: ROOT_DIR,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_COMPOSITION: file,
        E2E_RELEASE_STORE: store,
        PLAYWRIGHT_JSON_OUTPUT_NAME: json,
      },
    },
  );
  if (!existsSync(json)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(json, 'utf8'));
  const failed = stats.unexpected + (result.status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed };
}

const current = Object.fromEntries(FRONTEND_PACKAGES.map((pkg) => [pkg, packageVersion(pkg)]));
const previous = Object.fromEntries(
  FRONTEND_PACKAGES.map((pkg) => [pkg, previousRelease(pkg, current[pkg])]),
);
for (const pkg of FRONTEND_PACKAGES) {
  const before = previous[pkg];
  console.log(
    `[compat] ${pkg}: nå ${current[pkg]}, forrige utgivelse ${before ? `${before.version} (${before.commit.slice(0, 10)})` : 'ingen'}`,
  );
}
const remotes = FRONTEND_PACKAGES.filter((pkg) => pkg !== 'shell');
const composeWith = (shellVersion, remoteVersion) => ({
  shell: { version: shellVersion },
  remotes: Object.fromEntries(
    remotes.map((pkg) => [remoteNameOf(pkg), { version: remoteVersion(pkg) }]),
  ),
  overrides: { enabled: false, allowedOrigins: [] },
});

const runs = [];
if (remotes.some((pkg) => previous[pkg]))
  runs.push({
    name: 'shell-now-remotes-before',
    composition: composeWith(current.shell, (pkg) => previous[pkg]?.version ?? current[pkg]),
  });
if (previous.shell)
  runs.push({
    name: 'shell-before-remotes-now',
    composition: composeWith(previous.shell.version, (pkg) => current[pkg]),
  });
if (runs.length === 0) {
  console.log('[compat] ingen tidligere utgivelser: ingenting å sammenligne med');
  report({ passed: 0, failed: 0 });
  process.exit(0);
}

const missing = Object.values(previous).filter((release) => release && !hasCommit(release.commit));
if (missing.length > 0) {
  console.error(
    `[compat] commit ${missing.map((r) => r.commit.slice(0, 10)).join(', ')} finnes ikke i denne klonen (grunn klon?): hent hele historikken (git fetch --unshallow --tags)`,
  );
  report({ passed: 0, failed: 1 });
  process.exit(1);
}

ensureChromium();
const work = mkdtempSync(path.join(tmpdir(), 'blp-compat-'));
const store = path.join(work, 'releases');
const total = { passed: 0, failed: 0 };
try {
  /** @type {Map<string, Array<{ pkg: string, version: string }>>} */
  const byCommit = new Map();
  for (const pkg of FRONTEND_PACKAGES) {
    const release = previous[pkg];
    if (!release) continue;
    byCommit.set(release.commit, [
      ...(byCommit.get(release.commit) ?? []),
      { pkg, version: release.version },
    ]);
  }
  for (const [commit, pkgs] of byCommit) buildReleases(commit, pkgs, work, store);

  for (const { name, composition } of runs) {
    console.log(`\n[compat] ${name}: ${JSON.stringify(composition)}`);
    const result = playwright(name, composition, store);
    console.log(`[compat] ${name}: ${result.passed} bestått, ${result.failed} feilet`);
    total.passed += result.passed;
    total.failed += result.failed;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  total.failed += 1;
} finally {
  rmSync(work, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: ROOT_DIR });
}
report(total);
console.log(`[compat] ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
