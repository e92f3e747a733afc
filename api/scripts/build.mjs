#!/usr/bin/env node
// Compiles the server (src/main.ts and everything it imports, shared-contracts included) into one
// ES module, dist/main.js, that plain `node` runs: production never compiles TypeScript at start.
// npm dependencies stay external (resolved from api/node_modules at run time).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(API_DIR, 'src', 'main.ts');
export const SERVER_BUNDLE = path.join(API_DIR, 'dist', 'main.js');

const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== 'shared-contracts',
);

/**
 * Modules find their files next to themselves (`new URL('../../drizzle', import.meta.url)`).
 * In the bundle every module would share dist/main.js's URL, so each `import.meta.url` is
 * rewritten to the URL its source file has, relative to the bundle: the build keeps working
 * wherever the api folder (src/, drizzle/, data/, dist/) is moved to.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path
        .relative(path.dirname(SERVER_BUNDLE), args.path)
        .split(path.sep)
        .join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external,
    plugins: [sourceFileUrls],
    logLevel: 'warning',
  });
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildServer();
  console.log(
    `[build] ${path.relative(process.cwd(), SERVER_BUNDLE)} på ${(ms / 1000).toFixed(1)} s`,
  );
}
