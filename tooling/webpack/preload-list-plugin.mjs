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

/** Chunk groups MF creates for a shared module's own copy (loaded when the shell provides it). */
const isSharedFallback = (group) =>
  group.origins.length > 0 &&
  group.origins.every((origin) => origin.module?.type === 'consume-shared-module');

/**
 * The shell's start-up: the entry, the bootstrap it imports at once, and the shared modules
 * (React, the router, the stores …) those consume; not the lazy imports below them.
 * @param {import('webpack').Compilation} compilation
 */
function shellList(compilation) {
  const files = new Set();
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  /** @param {import('webpack').ChunkGroup} group @param {boolean} isEntry */
  const visit = (group, isEntry) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) files.add(file);
    for (const child of group.getChildren())
      if (isEntry || isSharedFallback(child)) visit(child, false);
  };
  for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint, true);
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
