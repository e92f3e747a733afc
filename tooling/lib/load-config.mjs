// Loads a package's webpack.config.mjs the way webpack-cli would (default export, object or
// function of (env, argv)), so the bins below and the scripts share one code path.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} pkgDir folder holding webpack.config.mjs
 * @param {'production'|'development'} mode
 * @returns {Promise<import('webpack').Configuration & { devServer?: Record<string, unknown> }>}
 */
export async function loadPackageConfig(pkgDir, mode) {
  const file = path.join(pkgDir, 'webpack.config.mjs');
  if (!existsSync(file)) throw new Error(`Fant ikke ${file}`);
  const { default: exported } = await import(pathToFileURL(file).href);
  const config = typeof exported === 'function' ? await exported({}, { mode }) : exported;
  return { ...config, mode };
}

/**
 * The package's server part config (the `server` export of webpack.config.mjs, ADR 0010), or
 * null for a package that renders in the browser only.
 * @param {string} pkgDir
 * @param {'production'|'development'} mode
 * @returns {Promise<import('webpack').Configuration | null>}
 */
export async function loadServerConfig(pkgDir, mode) {
  const file = path.join(pkgDir, 'webpack.config.mjs');
  const { server } = await import(pathToFileURL(file).href);
  if (!server) return null;
  const config = typeof server === 'function' ? await server({}, { mode }) : server;
  return { ...config, mode };
}

/** Parses `--flag`, `--key value` and `--key=value` (enough for our two bins). */
export function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) out[key] = inline;
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) out[key] = argv[++i];
    else out[key] = true;
  }
  return out;
}
