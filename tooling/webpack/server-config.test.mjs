import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createConfig, createServerConfig, SERVER_ENTRY_FILE } from './create-config.mjs';
import { ReleaseInfoPlugin } from './release-info-plugin.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const options = {
  name: 'mf_catalog',
  pkgDir: path.join(ROOT, 'mf-catalog'),
  exposes: { './entry': './src/entry.tsx' },
  serverEntry: './src/server.ts',
};

/** What webpack's externals function answers for `request` (undefined: bundled). */
function external(config, request) {
  let answer;
  config.externals[0]({ request }, (_error, result) => (answer = result));
  return answer;
}

describe('the server part of a build (ADR 0010)', () => {
  it('is one CommonJS file for Node in server/ of the build, named by release.json', () => {
    const browser = createConfig(options);
    const server = createServerConfig(options);
    expect(server.target).toMatch(/^node/);
    expect(server.output.library).toEqual({ type: 'commonjs2' });
    expect(path.join(server.output.path, server.output.filename)).toBe(
      path.join(browser.output.path, SERVER_ENTRY_FILE),
    );
    const info = browser.plugins.find((plugin) => plugin instanceof ReleaseInfoPlugin).info;
    expect(info.server).toBe(SERVER_ENTRY_FILE);
    // The browser build keeps the server part when it cleans its folder.
    expect(browser.output.clean.keep.test('server/entry.cjs')).toBe(true);
  });

  it("leaves a remote's shared singletons to the shell's server part, and bundles the rest", () => {
    const server = createServerConfig(options);
    for (const shared of ['react', 'react/jsx-runtime', 'shared-contracts', '@nanostores/react'])
      expect(external(server, shared)).toBe(shared);
    for (const own of ['hls.js', './pages/registry', 'react-dom-extra'])
      expect(external(server, own)).toBeUndefined();
  });

  it("bundles everything into the shell's server part (it provides the singletons) but linkedom's optional canvas", () => {
    const shell = createServerConfig({
      name: 'shell',
      pkgDir: path.join(ROOT, 'shell'),
      isShell: true,
      serverEntry: './src/server/index.ts',
    });
    expect(shell.externals).toEqual({ canvas: 'canvas' });
  });
});
