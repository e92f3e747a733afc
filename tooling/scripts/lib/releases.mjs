// The releases a package has had, from git tags (`<package>@<version>`, made by `pnpm release`)
// and from `releases.json` (committed, with each release's commit, for clones without tags), and
// which of them is the one before the current version.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './builds.mjs';

/** `1.4.0` → [1, 4, 0]; a pre-release sorts before its release. */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-(.+))?$/.exec(version);
  if (!match) return null;
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? null };
}

/** Negative when a < b (semver order; unparsable versions sort first). */
export function compareVersions(a, b) {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  for (let i = 0; i < 3; i += 1) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i];
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/**
 * Every known release of `pkg` as { version, commit }, from tags and the release log.
 * @param {string} pkg
 */
export function releasesOf(pkg) {
  /** @type {Map<string, string>} */
  const found = new Map();
  const logFile = path.join(ROOT_DIR, 'releases.json');
  if (existsSync(logFile)) {
    for (const entry of JSON.parse(readFileSync(logFile, 'utf8')).releases ?? [])
      if (entry.package === pkg) found.set(entry.version, entry.commit);
  }
  for (const tag of git(['tag', '--list', `${pkg}@*`])
    .split('\n')
    .filter(Boolean)) {
    const version = tag.slice(pkg.length + 1);
    const commit = git(['rev-list', '-n', '1', tag]);
    if (commit) found.set(version, commit);
  }
  return [...found].map(([version, commit]) => ({ version, commit }));
}

/**
 * The release that runs before `current` goes out: the highest released version below it.
 * Null when the package has never been released below its current version.
 * @param {string} pkg
 * @param {string} current
 */
export function previousRelease(pkg, current) {
  const older = releasesOf(pkg)
    .filter((release) => compareVersions(release.version, current) < 0)
    .sort((a, b) => compareVersions(b.version, a.version));
  return older[0] ?? null;
}

/** Whether `commit` is in this clone (a shallow clone may lack it). */
export function hasCommit(commit) {
  return spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT_DIR }).status === 0;
}
