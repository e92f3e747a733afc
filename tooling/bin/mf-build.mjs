#!/usr/bin/env node
// `mf-build [--mode development] [--watch]`: builds the package in the current folder with its own
// webpack.config.mjs through webpack's Node API. Lives in tooling/ so that webpack (and its CLI)
// is a dependency of one package only.
import { rmSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { loadPackageConfig, loadServerConfig, parseArgs } from '../lib/load-config.mjs';
import { moveBuildInto } from '../lib/move-build.mjs';

const args = parseArgs(process.argv.slice(2));
const mode = args.mode === 'development' ? 'development' : 'production';
const pkgDir = process.cwd();
const config = await loadPackageConfig(pkgDir, mode);
const started = Date.now();

/** @param {import('webpack').Stats} stats */
function report(stats) {
  const info = stats.toJson({
    all: false,
    assets: true,
    errors: true,
    warnings: true,
    timings: true,
  });
  for (const warning of info.warnings ?? []) console.warn(`advarsel: ${warning.message}`);
  for (const error of info.errors ?? []) console.error(`feil: ${error.message}`);
  // Shipped bytes only: no source maps, and not the .br/.gz copies of the same files.
  const bytes = (info.assets ?? []).reduce(
    (sum, a) => sum + (/\.(map|br|gz)$/.test(String(a.name)) ? 0 : a.size),
    0,
  );
  const where = path.relative(process.cwd(), finalDir);
  console.log(
    `[mf-build] ${config.name} → ${where} (${mode}) ${stats.hasErrors() ? 'FEILET' : 'ok'} på ` +
      `${((stats.endTime - stats.startTime) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB`,
  );
}

// A one-off build is written next to its final folder and moved in when complete (adding files,
// never removing them: lib/move-build.mjs): a server may be serving this very version right now.
const finalDir = config.output?.path ?? '';
const stagingDir = `${finalDir}.building-${process.pid}`;
if (!args.watch) config.output = { ...config.output, path: stagingDir };

/**
 * The server part (ADR 0010) is compiled after the browser build, into its `server/` folder, so
 * both are moved in together. Watch mode (pnpm dev) builds the browser part only: the server
 * then renders those pages in the browser, as for any build without a server part.
 * @param {(failed: boolean) => void} done
 */
async function buildServerPart(done) {
  const serverConfig = await loadServerConfig(pkgDir, mode);
  if (!serverConfig) return done(false);
  serverConfig.output = { ...serverConfig.output, path: path.join(stagingDir, 'server') };
  const serverCompiler = webpack(serverConfig);
  serverCompiler.run((err, stats) => {
    if (err) console.error(err);
    else if (stats) report(stats);
    serverCompiler.close(() => done(Boolean(err) || Boolean(stats?.hasErrors())));
  });
}

const compiler = webpack(config);
if (args.watch) {
  compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
    if (err) console.error(err);
    else if (stats) report(stats);
  });
} else {
  compiler.run((err, stats) => {
    if (err) {
      console.error(err);
      process.exitCode = 1;
    } else if (stats) {
      report(stats);
      if (stats.hasErrors()) process.exitCode = 1;
    }
    compiler.close((closeErr) => {
      if (closeErr) console.error(closeErr);
      const finish = (serverFailed) => {
        if (serverFailed) process.exitCode = 1;
        if (process.exitCode) rmSync(stagingDir, { recursive: true, force: true });
        else moveBuildInto(stagingDir, finalDir);
        if (process.env.MF_BUILD_TIMING) console.log(`[mf-build] total ${Date.now() - started} ms`);
      };
      if (process.exitCode) finish(false);
      else void buildServerPart(finish);
    });
  });
}
