// The server part of a build (ADR 0010): the same React components compiled once more as one
// CommonJS file for Node, `server/entry.cjs` next to the browser files. The API loads it for the
// version the composition names and renders the page into the HTML. The shared singletons are
// not bundled into a remote's server part: the shell's server part provides them (as the shell
// does in the browser), so the shell and the remote render with one React and one set of stores.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import {
  outputDir,
  resolveContractRange,
  resolveVersion,
  SERVER_ENTRY_FILE,
  sourceResolve,
  typescriptRule,
} from './create-config.mjs';
import { SINGLETONS } from './shared-singletons.mjs';

const require = createRequire(import.meta.url);

/** Node version the API runs on; esbuild lowers syntax to this and no further. */
const NODE_TARGET = 'node20';

/** `react`, `react/jsx-runtime`, `shared-contracts/rules` … : a module the host provides. */
function isSharedRequest(request) {
  return Object.keys(SINGLETONS).some((key) =>
    key.endsWith('/') ? request.startsWith(key) : request === key,
  );
}

/**
 * @param {{ name: string, pkgDir: string, serverEntry: string, isShell?: boolean,
 *           mode?: 'production' | 'development' }} options
 * @returns {import('webpack').Configuration}
 */
export function createServerConfig({ name, pkgDir, serverEntry, isShell = false, mode }) {
  const isProd = (mode ?? process.env.MF_MODE ?? 'production') === 'production';
  const { version, pkgName } = resolveVersion(pkgDir);
  const outDir = outputDir(pkgDir, version);
  return {
    name: `${name}-server`,
    mode: isProd ? 'production' : 'development',
    context: pkgDir,
    target: NODE_TARGET,
    entry: { entry: serverEntry },
    devtool: false,
    output: {
      path: path.join(outDir, path.dirname(SERVER_ENTRY_FILE)),
      filename: path.basename(SERVER_ENTRY_FILE),
      library: { type: 'commonjs2' },
      // Same URLs as the browser build for the few assets a component imports.
      publicPath: isShell ? `/build/${pkgName}/${version}/` : '',
      assetModuleFilename: '../[name].[contenthash:10][ext]',
      clean: false,
    },
    // A remote's shared modules come from the shell's server part at load time (require is
    // given by the API's loader); the shell bundles its own and hands them on. linkedom (the
    // shell's HTML parser for editors' HTML) tries the optional `canvas` package and has a shim
    // without it: left to Node's require at run time instead of a missing module in the bundle.
    externalsType: 'commonjs',
    externals: isShell
      ? { canvas: 'canvas' }
      : [
          ({ request }, callback) =>
            callback(undefined, isSharedRequest(request) ? request : undefined),
        ],
    resolve: {
      ...sourceResolve(pkgDir, isProd, isShell),
      // React's `react-server` condition is for server components; this renders client ones.
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        typescriptRule(NODE_TARGET),
        // Styles reach the page through the browser build's CSS files, never through this one.
        { test: /\.css$/, loader: require.resolve('./ignore-loader.cjs') },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
        { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.MF_BUILD_VERSION': JSON.stringify(version),
        'process.env.MF_TEST_PAGES': JSON.stringify(process.env.MF_TEST_PAGES === '1' ? '1' : ''),
        'process.env.MF_CONTRACT_RANGE': JSON.stringify(resolveContractRange(pkgDir)),
        // Test-only: a build whose server part throws, for the e2e of the client fallback.
        'process.env.MF_SERVER_RENDER_FAIL': JSON.stringify(
          process.env.MF_SERVER_RENDER_FAIL === '1' ? '1' : '',
        ),
      }),
      // One file: code-split pages are bundled in; `import()` resolves from memory.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: false,
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
