// First-load JavaScript of a page, computed from the builds alone (bytes are deterministic, so a
// budget on them can be checked in the test command): the shell's start-up scripts plus the
// route's remote entry, exposed module and page chunk, as the builds' preload.json list them
// (tooling/webpack/preload-list-plugin.mjs) and the server hints them. Sizes are gzip -9, as a
// CDN would send the files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `262.bccb4b8682.js` → `262.js`: a chunk's name across builds (the hash changes with content). */
export function chunkKey(pkg, file) {
  return `${pkg}/${file.replace(/\.[0-9a-f]{8,}\./, '.')}`;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `CampaignList` → `page-campaign-list` (same rule as the server's preload hints). */
export function pageChunkName(page) {
  return `page-${page.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/**
 * The scripts one page loads before its content, with their gzip sizes.
 * @param {string} rootDir repository root
 * @param {{ shell: string, remote: string, remoteVersion: string, page: string }} page
 * @returns {{ file: string, key: string, bytes: number }[]}
 */
export function firstLoadScripts(rootDir, { shell, remote, remoteVersion, page }) {
  const pkg = remote.replace(/_/g, '-');
  const shellDir = path.join(rootDir, 'shell', 'dist', shell);
  const remoteDir = path.join(rootDir, pkg, 'dist', remoteVersion);
  for (const dir of [shellDir, remoteDir])
    if (!existsSync(path.join(dir, 'preload.json')))
      throw new Error(`${path.relative(rootDir, dir)}/preload.json mangler: bygg pakken først`);
  const shellList = readJson(path.join(shellDir, 'preload.json'));
  const remoteList = readJson(path.join(remoteDir, 'preload.json'));
  const files = [
    ...shellList.initial.map((file) => ({ dir: shellDir, pkg: 'shell', file })),
    ...[...remoteList.initial, ...(remoteList.pages?.[pageChunkName(page)] ?? [])].map((file) => ({
      dir: remoteDir,
      pkg,
      file,
    })),
  ];
  return files
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ dir, pkg: owner, file }) => ({
      file: `${owner}/${file}`,
      key: chunkKey(owner, file),
      bytes: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
    }));
}

/**
 * Checks every page of the budget file against the builds: its bytes, and the number of scripts
 * (`maxScripts`, when set): each is a request of its own, and a browser takes six at a time
 * from one origin, so a page's images queue behind every further one.
 * @param {string} rootDir
 * @param {{ pages: Record<string, { remote: string, page: string, budgetBytes: number,
 *                                   maxScripts?: number }>,
 *           chunks: Record<string, number> }} budget
 * @param {{ shell: string, remotes: Record<string, string> }} versions built versions to check
 * @returns {{ name: string, bytes: number, budgetBytes: number, scripts: string[],
 *             maxScripts: number | null, tooManyScripts: boolean, over: boolean,
 *             grown: { key: string, bytes: number, was: number | null }[] }[]}
 */
export function checkBudgets(rootDir, budget, versions) {
  return Object.entries(budget.pages).map(([name, page]) => {
    const remoteVersion = versions.remotes[page.remote];
    if (!remoteVersion) throw new Error(`${page.remote} er ikke i komposisjonen`);
    const scripts = firstLoadScripts(rootDir, { ...page, shell: versions.shell, remoteVersion });
    const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    // The chunks that are new or bigger than when the budget was last written, biggest growth
    // first: that is where to look when the page is over.
    const grown = scripts
      .map((s) => ({ key: s.key, bytes: s.bytes, was: budget.chunks[s.key] ?? null }))
      .filter((s) => s.was === null || s.bytes > s.was)
      .sort((a, b) => b.bytes - (b.was ?? 0) - (a.bytes - (a.was ?? 0)));
    const maxScripts = page.maxScripts ?? null;
    const tooManyScripts = maxScripts !== null && scripts.length > maxScripts;
    return {
      name,
      bytes,
      budgetBytes: page.budgetBytes,
      scripts: scripts.map((s) => s.key),
      maxScripts,
      tooManyScripts,
      over: bytes > page.budgetBytes || tooManyScripts,
      grown,
    };
  });
}

/** The chunk sizes of every budgeted page now, for `--update`. */
export function currentChunkSizes(rootDir, budget, versions) {
  /** @type {Record<string, number>} */
  const chunks = {};
  for (const page of Object.values(budget.pages)) {
    const remoteVersion = versions.remotes[page.remote];
    for (const s of firstLoadScripts(rootDir, { ...page, shell: versions.shell, remoteVersion }))
      chunks[s.key] = s.bytes;
  }
  return Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
}
