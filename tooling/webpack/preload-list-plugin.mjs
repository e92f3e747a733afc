// Writes `preload.json` next to a build: the files a page needs from this package before its
// content can show, so the server can name them in the HTML (`<link rel="preload">`) and the
// browser fetches them in one round trip instead of discovering them one after another.
//
//   shell:   { "initial": [every script and style the entry chunk goes on to load at start-up] }
//   remotes: { "initial": [the remote entry and its exposed module's files],
//              "pages": { "page-home": [files of that code-split page only], … } }
//
// Pages are the chunk groups named `page-<name>` (webpackChunkName); the server finds a route's
// group as `page-<kebab-case page name>`.

const PAGE_GROUP = /^page-/;
const SHIPPED = /\.(js|css)$/;

/** @param {Iterable<string>} files */
const shipped = (files) => [...files].filter((file) => SHIPPED.test(file)).sort();

export class PreloadListPlugin {
  /** @param {{ isShell: boolean, remoteEntry?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing (REPORT comes last), so the names are the real ones.
        { name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = this.options.isShell ? shellList(compilation) : remoteList(compilation);
          compilation.emitAsset(
            'preload.json',
            new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The shell's entry loads its bootstrap (React, the router, the stores …) at once: every chunk
 * group reachable from the entry except the lazily loaded ones below a page-like name.
 * @param {import('webpack').Compilation} compilation
 */
function shellList(compilation) {
  const files = new Set();
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  /** @param {import('webpack').ChunkGroup} group */
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) files.add(file);
    for (const child of group.getChildren()) visit(child);
  };
  for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint);
  return { initial: shipped(files) };
}

/**
 * A remote: its container entry and the exposed module's own chunks (what loading `./entry`
 * fetches once the shell provides the shared modules), plus one list per code-split page.
 * @param {import('webpack').Compilation} compilation
 */
function remoteList(compilation) {
  const initial = new Set();
  /** @type {Record<string, string[]>} */
  const pages = {};
  for (const entrypoint of compilation.entrypoints.values())
    for (const file of entrypoint.getFiles()) initial.add(file);
  for (const group of compilation.chunkGroups) {
    const name = group.name ?? '';
    // The exposed module's chunk group carries the MF name `__federation_expose_<name>`.
    if (name.startsWith('__federation_expose_'))
      for (const chunk of group.chunks)
        if (chunk.name === name) for (const file of chunk.files) initial.add(file);
    if (PAGE_GROUP.test(name)) pages[name] = shipped(group.getFiles());
  }
  return { initial: shipped(initial), pages };
}
