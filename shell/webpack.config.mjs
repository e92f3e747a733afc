// Build config of the shell (the host). It names no remote: remotes are registered at runtime
// from the composition document the server provides.
import { createConfig } from 'tooling/webpack';

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
export default (_env, argv) =>
  createConfig({
    name: 'shell',
    pkgDir: import.meta.dirname,
    isShell: true,
    // The server matches page URLs against this table to name a route's files in the HTML.
    routeTable: './src/routes/route-table.ts',
    mode: argv?.mode,
  });
