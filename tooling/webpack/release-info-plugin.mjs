// Writes `release.json` next to a build: what the build is (package, container, version), what it
// was built from (commit) and what it needs or offers (the contract). The server reads it before
// it accepts a composition naming the build, and `pnpm release` publishes it last, as the marker
// of a complete release.
//
//   shell:   { …, "kind": "shell",  "contract": { "version": "1.3.0" } }
//   remotes: { …, "kind": "remote", "contract": { "range": "^1.3.0" } }
//   with a server part (ADR 0010): { …, "server": "server/entry.cjs" }

export class ReleaseInfoPlugin {
  /**
   * @param {{ info: {
   *   package: string, container: string, version: string, kind: 'shell' | 'remote',
   *   contract: { version: string } | { range: string }, react: string | null,
   *   server?: string, commit: string | null, dirty: boolean } }} options
   */
  constructor(options) {
    this.info = options.info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = { ...this.info, builtAt: new Date().toISOString() };
          compilation.emitAsset(
            'release.json',
            new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`),
          );
        },
      );
    });
  }
}
