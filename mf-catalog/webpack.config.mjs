// Build config of mf-catalog: everything comes from the shared tooling config; this file only names
// the container and its one public door.
import { createConfig, createServerConfig } from 'tooling/webpack';

const options = {
  name: 'mf_catalog',
  pkgDir: import.meta.dirname,
  exposes: { './entry': './src/entry.tsx' },
  // The catalogue's pages are rendered on the server too (ADR 0010).
  serverEntry: './src/server.ts',
};

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
export default (_env, argv) => createConfig({ ...options, mode: argv?.mode });

/** The server part, built by mf-build after the browser part. */
export const server = (_env, argv) => createServerConfig({ ...options, mode: argv?.mode });
