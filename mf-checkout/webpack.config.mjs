// Build config of mf-checkout: everything comes from the shared tooling config; this file only names
// the container and its one public door.
import { createConfig } from 'tooling/webpack';

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
export default (_env, argv) =>
  createConfig({
    name: 'mf_checkout',
    pkgDir: import.meta.dirname,
    exposes: { './entry': './src/entry.tsx' },
    mode: argv?.mode,
  });
