/**
 * `pnpm release <package> [--allow-dirty] [--no-tag]`: builds the package at its package.json
 * version into a folder of its own and publishes it to the artefact store (RELEASE_STORE: a
 * folder, default `.releases/`, or `s3://bucket/prefix`). A published version is never built or
 * written again: the command refuses before building. The release is tagged `<package>@<version>`
 * in git and recorded in `releases.json` (commit it). Development builds (`pnpm start`, `pnpm dev`)
 * go to `<package>/dist/` and never touch the store.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT } from '../config';
import { checkoutVersion, createReleaseStore, parseReleaseInfo } from '../releases';
import { appendReleaseLog } from '../releases/release-log';

const PACKAGES = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'mf-polls'];

/** `mf_catalog`, `catalog`, `mf-catalog` → `mf-catalog`. */
function normalise(name: string): string {
  const dashed = name.trim().replace(/_/g, '-');
  return dashed === 'shell' || dashed.startsWith('mf-') ? dashed : `mf-${dashed}`;
}

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim() };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'allow-dirty': { type: 'boolean', default: false },
      'no-tag': { type: 'boolean', default: false },
    },
  });
  const [named] = positionals;
  if (!named) fail(`Bruk: pnpm release <pakke>   (${PACKAGES.join(', ')})`);
  const pkg = normalise(named);
  if (!PACKAGES.includes(pkg)) fail(`Ukjent pakke: ${named} (kjenner ${PACKAGES.join(', ')})`);
  const version = checkoutVersion(REPO_ROOT, pkg);
  const store = createReleaseStore(loadConfig().releases, REPO_ROOT);

  if (await store.info(pkg, version))
    fail(
      `${pkg} ${version} er allerede publisert i ${store.description}; en utgivelse endres aldri – øk versjonen i ${pkg}/package.json`,
    );
  const dirty = git(['status', '--porcelain', '--', pkg, 'shared-contracts', 'tooling']).out;
  if (dirty && !values['allow-dirty'])
    fail(
      `Arbeidskopien har endringer som ikke er sjekket inn (${pkg}, shared-contracts eller tooling); en utgivelse bygges fra en commit (--allow-dirty for å overstyre)`,
    );

  const out = mkdtempSync(path.join(tmpdir(), `release-${pkg}-${version}-`));
  try {
    console.log(`[release] bygger ${pkg} ${version} …`);
    const env: NodeJS.ProcessEnv = { ...process.env, MF_OUT_DIR: out };
    // A release is the package as it is: no test pages, no overridden version or contract.
    for (const key of ['MF_VERSION', 'MF_TEST_PAGES', 'MF_CONTRACT_RANGE']) delete env[key];
    const built = spawnSync(process.execPath, ['tooling/scripts/build.mjs', pkg], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
    if (built.status !== 0) fail(`[release] byggingen av ${pkg} feilet`);
    const info = parseReleaseInfo(JSON.parse(readFileSync(path.join(out, 'release.json'), 'utf8')));
    if (!info || info.package !== pkg || info.version !== version)
      fail(`[release] bygget i ${out} er ikke ${pkg} ${version}`);
    await store.publish(out, info);
    console.log(`[release] ${pkg} ${version} publisert i ${store.description}`);

    const commit = info.commit ?? git(['rev-parse', 'HEAD']).out;
    appendReleaseLog(path.join(REPO_ROOT, 'releases.json'), {
      package: pkg,
      version,
      commit,
      publishedAt: new Date().toISOString(),
    });
    if (!values['no-tag'] && !info.dirty) {
      const tag = `${pkg}@${version}`;
      // Annotated, so `git push --follow-tags` carries it (a lightweight tag stays local).
      const tagged = git(['tag', '-a', tag, '-m', `Release ${tag}`, commit]);
      console.log(
        tagged.ok
          ? `[release] merket ${commit.slice(0, 10)} som ${tag}`
          : `[release] taggen ${tag} finnes fra før; lot den stå`,
      );
    }
    console.log('[release] husk å sjekke inn releases.json');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
