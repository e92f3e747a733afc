// Build config of the shell (the host). It names no remote: remotes are registered at runtime
// from the composition document the server provides.
import { createConfig, createServerConfig } from 'tooling/webpack';

const options = {
  name: 'shell',
  pkgDir: import.meta.dirname,
  isShell: true,
  // The server matches page URLs against this table to name a route's files in the HTML.
  routeTable: './src/routes/route-table.ts',
  // The layout and the remotes' pages rendered into the HTML (ADR 0010).
  serverEntry: './src/server/index.ts',
};

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
export default (_env, argv) => createConfig({ ...options, mode: argv?.mode });

/** The server part, built by mf-build after the browser part. */
export const server = (_env, argv) => createServerConfig({ ...options, mode: argv?.mode });
