// The one list of modules shared as singletons between the shell and every remote.
// Declared once here so no package can drift into its own copy of React or the stores
// (a store package that is not a singleton silently gives every remote its own cart).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Share keys → the package whose version governs them. The `react/` and `react-dom/` prefix
 * keys make `react/jsx-runtime` and `react-dom/client` shared too; without them each remote
 * would bundle its own JSX runtime bound to a second React.
 */
export const SINGLETONS = Object.freeze({
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  nanostores: 'nanostores',
  '@nanostores/react': '@nanostores/react',
  'shared-contracts': 'shared-contracts',
  // Subpath imports (`shared-contracts/schemas`, `/rules`) resolve to the same singleton copy, so
  // a store reached through a subpath can never fork into a second instance.
  'shared-contracts/': 'shared-contracts',
});

/** `^1.2.3`, `~1.2`, `1.x`, `>=1 <2` … but not `workspace:^` or `catalog:`. */
function isSemverRange(range) {
  return typeof range === 'string' && /^[\^~<>=\s\d.x*|-]+$/.test(range) && /\d/.test(range);
}

/**
 * requiredVersion comes from the consuming package's own package.json, so a remote declares
 * what it was built against. Workspace protocols (`workspace:^`) are not semver: for those the
 * installed package's version is read and turned into a caret range.
 */
function requiredVersionFor(pkgDir, pkgJson, pkgName) {
  const declared =
    pkgJson.dependencies?.[pkgName] ??
    pkgJson.peerDependencies?.[pkgName] ??
    pkgJson.devDependencies?.[pkgName];
  if (isSemverRange(declared)) return declared;
  const installed = installedVersion(pkgDir, pkgName);
  return installed ? `^${installed}` : false;
}

export function installedVersion(pkgDir, pkgName) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  try {
    return JSON.parse(readFileSync(require.resolve(`${pkgName}/package.json`), 'utf8')).version;
  } catch {
    // Some packages hide package.json behind `exports`; fall back to walking node_modules.
    try {
      const file = path.join(pkgDir, 'node_modules', pkgName, 'package.json');
      return JSON.parse(readFileSync(file, 'utf8')).version;
    } catch {
      return undefined;
    }
  }
}

/**
 * The `shared` option of the Module Federation plugin for one package.
 * Only packages the consumer lists are shared: pnpm is strict, so anything else could not even be
 * resolved from the consumer's folder.
 */
export function sharedSingletons(pkgDir) {
  const pkgJson = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const deps = { ...pkgJson.peerDependencies, ...pkgJson.devDependencies, ...pkgJson.dependencies };
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [shareKey, pkgName] of Object.entries(SINGLETONS)) {
    const used = pkgName in deps;
    if (!used) continue;
    shared[shareKey] = {
      singleton: true,
      requiredVersion: requiredVersionFor(pkgDir, pkgJson, pkgName),
      // React's modules resolve to Preact (react-on-preact.mjs), whose package.json says nothing
      // of React: the share scope names the React API version the package was written against,
      // which is what a remote's requiredVersion asks for.
      ...(pkgName === 'react' || pkgName === 'react-dom'
        ? { version: installedVersion(pkgDir, pkgName) }
        : {}),
    };
  }
  return shared;
}
