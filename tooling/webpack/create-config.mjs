// The one webpack + Module Federation configuration. The shell and every remote call
// createConfig() from their webpack.config.mjs, so no package carries build config of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PreloadListPlugin } from './preload-list-plugin.mjs';
import { preactAliases } from './react-on-preact.mjs';
import { ReleaseInfoPlugin } from './release-info-plugin.mjs';
import { RouteListPlugin } from './route-list-plugin.mjs';
import { installedVersion, sharedSingletons } from './shared-singletons.mjs';

const require = createRequire(import.meta.url);

// pnpm keeps two copies of webpack 5.111.1 (one per peer set). The MF plugin must hook into the
// same instance that runs the compiler, or its compilation hooks silently never fire.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

/**
 * The runtime plugin behind MF's `experiments.provideExternalRuntime`: it publishes the shell's
 * runtime-core as the global the remotes' entries (built with `externalRuntime`) use. MF adds it
 * by its CommonJS file, whose `require` chain pulls a second, CommonJS copy of runtime-core and
 * the SDK next to the ES module copy the bundler runtime imports; the ES module build keeps one.
 */
const INJECT_RUNTIME_CORE_ESM = createRequire(
  require.resolve('@module-federation/enhanced/webpack'),
)
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/** Where a build's server part lands inside its folder (ADR 0010), as release.json names it. */
export const SERVER_ENTRY_FILE = 'server/entry.cjs';

/** Module Federation's runtime built for the browser only (`experiments.optimization`). */
const BROWSER = /** @type {const} */ ({ target: 'web' });

/** The shell's `splitChunks` group of every library its shared modules load (see below). */
const LIBS_CHUNK = Object.freeze({
  test: /[\\/]node_modules[\\/]/,
  chunks: /** @type {const} */ ('async'),
  name: 'libs',
  enforce: true,
});

/** Browsers we ship to; esbuild lowers syntax to this and no further. */
const JS_TARGET = 'es2020';

/** Version segments become folder names and URL path segments, so keep them boring. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/**
 * Build version of a package: `MF_VERSION` wins (used by e2e and for hotfix builds), otherwise the
 * package.json version.
 * @param {string} pkgDir
 */
export function resolveVersion(pkgDir, env = process.env) {
  const pkgJson = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const version = env.MF_VERSION || pkgJson.version;
  if (!VERSION_PATTERN.test(version)) {
    throw new Error(
      `Ugyldig versjon "${version}" for ${pkgJson.name}: bruk bokstaver, tall, . _ -`,
    );
  }
  return { version, pkgName: pkgJson.name };
}

/**
 * Filename of initial (entry) chunks. MF's federation runtime module asks webpack for the entry
 * chunk's file name while that chunk is still being hashed, only to learn how deep the file sits
 * below output.path. A `[contenthash]` cannot be filled in at that moment ("not implemented in this
 * context"), so that one early call gets the unhashed name – same depth, so the same answer –
 * and the real emit, when the hash exists, gets the hashed name.
 * @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/** CONTRACT_VERSION of the shared-contracts source a package compiles in (null: none). */
function contractVersionOf(pkgDir) {
  const file = path.join(pkgDir, 'node_modules', 'shared-contracts', 'src', 'version.ts');
  try {
    const match = /CONTRACT_VERSION\s*=\s*['"](\d+\.\d+\.\d+)['"]/.exec(readFileSync(file, 'utf8'));
    return match ? match[1] : null;
  } catch {
    return null;
  }
}

/**
 * The contract range a remote declares: `^<CONTRACT_VERSION>` of the shared-contracts source it
 * is compiled against, read at build time. (Reading CONTRACT_VERSION at runtime would return the
 * page's singleton copy and always "match".) MF_CONTRACT_RANGE overrides it, e.g. for the e2e
 * test of an incompatible remote.
 * @param {string} pkgDir
 */
export function resolveContractRange(pkgDir, env = process.env) {
  if (env.MF_CONTRACT_RANGE) return env.MF_CONTRACT_RANGE;
  const version = contractVersionOf(pkgDir);
  // Caret: any later minor of the same major is a superset of what this build uses.
  return version ? `^${version}` : '^1.0.0';
}

/** The commit a build is made from, and whether the package's files differ from it. */
function gitState(pkgDir) {
  const git = (args) => spawnSync('git', args, { cwd: pkgDir, encoding: 'utf8' });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return { commit: null, dirty: false };
  const status = git(['status', '--porcelain', '--', '.', '../shared-contracts', '../tooling']);
  return { commit: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

/**
 * Packages whose `exports` name only their development build (no `production` condition), so
 * webpack's production conditions never reach the production file: aliased to it by hand.
 * react-router 7 ships `dist/development/index.mjs` to every bundler; its production twin drops
 * the dev-only warnings and checks (a third of its size).
 */
const PRODUCTION_BUILDS = Object.freeze({ 'react-router': 'dist/production/index.mjs' });

/**
 * Where a build of `version` goes: `dist/<version>`, or MF_OUT_DIR (`pnpm release` builds into a
 * folder of its own before publishing it).
 * @param {string} pkgDir
 * @param {string} version
 */
export function outputDir(pkgDir, version) {
  return process.env.MF_OUT_DIR
    ? path.resolve(process.env.MF_OUT_DIR)
    : path.join(pkgDir, 'dist', version);
}

/**
 * How sources resolve, for the browser and the server build alike: the packages below to their
 * production builds, and in the shell React's modules to Preact (react-on-preact.mjs). The shell
 * provides React's API to every remote through the share scope; a remote keeps real React as its
 * fallback copy, which only a shell released before ADR 0011 (providing React itself) can make it
 * load next to that shell's own modules, so the two are never mixed.
 * @param {string} pkgDir
 * @param {boolean} isProd
 * @param {boolean} isShell
 */
export function sourceResolve(pkgDir, isProd, isShell) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    // shared-contracts is TypeScript source; allow `./x.js` specifiers that point at x.ts.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
    alias: {
      ...(isShell ? preactAliases() : {}),
      ...(isProd ? productionAliases(pkgDir) : {}),
    },
  };
}

/**
 * TypeScript through esbuild down to `target`. Loaders are resolved to absolute paths: they are
 * dependencies of tooling/, not of each package; esbuild picks ts/tsx by extension and reads
 * the nearest tsconfig (jsx: react-jsx).
 * @param {string} target
 */
export function typescriptRule(target) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('esbuild-loader'),
    options: { target },
  };
}

/**
 * `resolve.alias` entries pointing the packages above at their production builds, for those the
 * package can resolve (pnpm is strict: a remote without react-router gets no alias).
 * @param {string} pkgDir
 */
export function productionAliases(pkgDir) {
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [pkgName, file] of Object.entries(PRODUCTION_BUILDS)) {
    const dir = path.join(pkgDir, 'node_modules', pkgName);
    const target = path.join(dir, file);
    if (existsSync(target)) aliases[`${pkgName}$`] = target;
  }
  return aliases;
}

/**
 * @typedef {object} CreateConfigOptions
 * @property {string} name         MF container name (a JS identifier: mf_catalog, shell …)
 * @property {string} pkgDir       absolute folder of the package (holds package.json and src/)
 * @property {Record<string, string>} [exposes]  remotes: { './entry': './src/entry.tsx' }
 * @property {boolean} [isShell]   the host: gets index.html and a fixed public path
 * @property {string} [routeTable]  the shell: module exporting ROUTES, written out as routes.json
 * @property {string} [serverEntry] module of the server part (server-config.mjs), named in
 *                                  release.json; packages without one render in the browser only
 * @property {'production'|'development'} [mode]
 */

/**
 * @param {CreateConfigOptions} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
export function createConfig({
  name,
  pkgDir,
  exposes,
  isShell = false,
  routeTable,
  serverEntry,
  mode,
}) {
  const isProd = (mode ?? process.env.MF_MODE ?? 'production') === 'production';
  const { version, pkgName } = resolveVersion(pkgDir);
  const outDir = outputDir(pkgDir, version);
  // The MF manifest reports `metaData.buildInfo.buildVersion` from this variable (else from a
  // package.json it finds itself), so it names the version actually built.
  process.env.MF_BUILD_VERSION = version;
  // The shell's index.html is served for every route (/om-oss, /user/poll/3 …), so its chunks need
  // an absolute base. Remotes use 'auto': the MF runtime derives their base from the URL of the
  // manifest it was given, which is what lets the same build be served from /build/ or a CDN.
  const publicPath = isShell ? `/build/${pkgName}/${version}/` : 'auto';
  // Hash every emitted file but the container entry and manifest (webpack cannot hash the remote
  // entry: "[contenthash] not implemented in this context"). The server makes hashed names
  // immutable and everything else no-cache, so dev builds get hashes too.
  const hashed = '[name].[contenthash:10]';
  // `mf-serve` passes its port through the environment; only remotes have a dev server.
  const devPort = Number(process.env.MF_DEV_PORT || 3001);

  return {
    name,
    mode: isProd ? 'production' : 'development',
    context: pkgDir,
    target: 'web',
    // Remotes have no page of their own; the MF plugin adds the container entry (remoteEntry.js).
    entry: isShell ? { main: './src/index.ts' } : {},
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath,
      uniqueName: name,
      filename: entryFilename,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `${hashed}[ext]`,
      // Only this package's own version folder is wiped; other versions stay deployable. The
      // server part is written into the same folder by its own compiler (server-config.mjs).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: sourceResolve(pkgDir, isProd, isShell),
    module: {
      rules: [
        typescriptRule(JS_TARGET),
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset',
        },
        // `import url from 'file?url'`: the file as it is, emitted under its hash, for what the
        // browser loads by URL (hls.js's transmuxing worker).
        { resourceQuery: /^\?url$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // A remote reports the version it was built as, so tests and support can tell which
        // build is mounted without trusting the URL it came from.
        'process.env.MF_BUILD_VERSION': JSON.stringify(version),
        // Test-only pages (e.g. a page that throws) exist only in builds made with MF_TEST_PAGES=1.
        'process.env.MF_TEST_PAGES': JSON.stringify(process.env.MF_TEST_PAGES === '1' ? '1' : ''),
        'process.env.MF_CONTRACT_RANGE': JSON.stringify(resolveContractRange(pkgDir)),
      }),
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        // The shell is built without any remote: they are registered at runtime from the
        // composition document (see shell/src/platform/federation.ts).
        remotes: {},
        shared: sharedSingletons(pkgDir),
        // Use whatever copy is already loaded instead of fetching every remote's entry at start-up
        // to compare versions: one dead remote then cannot block the page.
        shareStrategy: 'loaded-first',
        manifest: !isShell,
        // Contracts live in shared-contracts; generated federated types are not used (and slow).
        dts: false,
        dev: false,
        // One federation runtime per page: the shell bundles it and hands it to every remote
        // entry, which would otherwise carry its own ~30 KB copy. The shell does what
        // `experiments.provideExternalRuntime` does, with the plugin's ES module build.
        // `target: 'web'` lets the minifier drop the runtime's Node.js loading paths (these
        // builds run in browsers only; the server part has a config of its own).
        ...(isShell
          ? { runtimePlugins: [INJECT_RUNTIME_CORE_ESM], experiments: { optimization: BROWSER } }
          : { experiments: { externalRuntime: true, optimization: BROWSER } }),
      }),
      ...(isShell
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              filename: 'index.html',
              inject: 'head',
              scriptLoading: 'defer',
              // The server fills placeholders in this file; keep it byte-for-byte predictable.
              minify: false,
            }),
          ]
        : []),
      new PreloadListPlugin({ isShell }),
      new ReleaseInfoPlugin({
        info: {
          package: pkgName,
          container: name,
          version,
          kind: isShell ? 'shell' : 'remote',
          contract: isShell
            ? { version: contractVersionOf(pkgDir) ?? '0.0.0' }
            : { range: resolveContractRange(pkgDir) },
          react: installedVersion(pkgDir, 'react') ?? null,
          ...(serverEntry ? { server: SERVER_ENTRY_FILE } : {}),
          ...gitState(pkgDir),
        },
      }),
      ...(routeTable ? [new RouteListPlugin({ file: routeTable, exportName: 'ROUTES' })] : []),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // The shell's start-up libraries (React, the router, the stores, ky, valibot …) in one
      // file instead of one per shared module: a first visit fetches four scripts, not a dozen,
      // and on a connection that takes six requests at a time the page's images no longer queue
      // behind them. shared-contracts keeps a file of its own: it changes far more often than
      // the libraries, whose cached copy then stays good.
      ...(isShell ? { splitChunks: { cacheGroups: { libs: LIBS_CHUNK } } } : {}),
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimize: isProd,
      // JavaScript only: the HTML template is filled by the server and must stay as written.
      minimizeOptions: { html: false },
      minimizer: [
        // JavaScript: webpack's default (terser). It drops the exports webpack marked unused,
        // which esbuild's per-file minifier keeps (react-router, valibot are mostly unused).
        '...',
        // CSS only. `format` must be present and undefined: given only a target, esbuild-loader
        // wraps each asset in an IIFE.
        new EsbuildPlugin({
          target: JS_TARGET,
          format: undefined,
          css: true,
          include: /\.css$/,
          legalComments: 'none',
        }),
      ],
    },
    performance: false,
    // MF's manifest plugin logs an info-as-warning for every publicPath 'auto' build.
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
    ...(isShell
      ? {}
      : {
          devServer: {
            port: devPort,
            host: 'localhost',
            // The shell on :8080 fetches the manifest cross-origin.
            headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
            allowedHosts: 'all',
            hot: false,
            // No cross-remote HMR with MF: edits reload the page (persisted stores keep the cart).
            liveReload: true,
            static: false,
            client: { overlay: { warnings: false }, webSocketURL: `ws://localhost:${devPort}/ws` },
            devMiddleware: { writeToDisk: false },
          },
        }),
  };
}

export { createServerConfig } from './server-config.mjs';
