// Writes `routes.json` next to the shell's build: its route table as plain data (path, and for a
// remote's page the remote and page name), in table order. The server reads the table of the
// shell version it serves to know, before any script runs, which remote and page a URL shows,
// and names their files in the HTML. The table is TypeScript; esbuild turns it into a module
// that is evaluated once per build.
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} file   route table source (its only imports must be type imports)
 * @param {string} exportName
 */
async function readRouteTable(file, exportName) {
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return /** @type {{ kind: string, path: string, remote?: string, page?: string }[]} */ (
    module[exportName]
  );
}

export class RouteListPlugin {
  /** @param {{ file: string, exportName: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      const file = path.resolve(compiler.context, this.options.file);
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const table = await readRouteTable(file, this.options.exportName);
          const routes = table.map((route) =>
            route.kind === 'page'
              ? { path: route.path, remote: route.remote, page: route.page }
              : { path: route.path },
          );
          compilation.emitAsset(
            'routes.json',
            new sources.RawSource(`${JSON.stringify({ routes }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
