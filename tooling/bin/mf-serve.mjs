#!/usr/bin/env node
// `mf-serve [--port 3001]`: webpack-dev-server for the remote in the current folder. The shell on
// the one server loads it through a staging override (see tooling/scripts/dev.mjs).
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadPackageConfig, parseArgs } from '../lib/load-config.mjs';

const args = parseArgs(process.argv.slice(2));
const port = Number(args.port ?? process.env.MF_DEV_PORT ?? 3001);
process.env.MF_DEV_PORT = String(port);
const config = await loadPackageConfig(process.cwd(), 'development');
if (!config.devServer) {
  console.error(
    `[mf-serve] ${config.name} har ingen devServer (shell bygges med mf-build --watch).`,
  );
  process.exit(1);
}
const server = new WebpackDevServer({ ...config.devServer, port }, webpack(config));
await server.start();
console.log(`[mf-serve] ${config.name}: http://localhost:${port}/mf-manifest.json`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
