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

/** The share key a shared module's chunk group is loaded for, by the kind of MF module. */
const shareKeyOf = (group, type) => {
  const origin = group.origins.find((o) => o.module?.type === type);
  if (!origin) return null;
  const module = /** @type {any} */ (origin.module);
  return type === 'provide-module' ? module._name : module.options?.shareKey;
};

/**
 * The shell's start-up: the entry, the bootstrap it imports at once, and the shared modules
 * (React, the router, the stores …) those consume, as the files the shell *provides* them from:
 * the shell provides every module it shares, so a consumer's own fallback copy (the chunk group
 * MF makes for `consume` when nothing provides the module) never loads. Where MF bundles a module
 * into both, hinting the fallback too fetched a second file of the same code. Not the lazy
 * imports below the bootstrap.
 * @param {import('webpack').Compilation} compilation
 */
export function shellList(compilation) {
  const files = new Set();
  /** @type {Map<string, import('webpack').ChunkGroup>} */
  const provided = new Map();
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  /** @type {import('webpack').ChunkGroup[]} */
  const queue = [];
  /** @param {import('webpack').ChunkGroup} group */
  const take = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) files.add(file);
    queue.push(group);
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    take(entrypoint);
    for (const child of entrypoint.getChildren()) {
      const key = shareKeyOf(child, 'provide-module');
      if (key) provided.set(key, child);
      // The bootstrap (the async boundary) loads at once; provide groups only when consumed.
      else take(child);
    }
  }
  // `take` appends to the queue while it is walked: every group taken is looked into once.
  for (const group of queue) {
    for (const child of group.getChildren()) {
      const key = shareKeyOf(child, 'consume-shared-module');
      if (key === null) continue;
      take(provided.get(key) ?? child);
    }
  }
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
