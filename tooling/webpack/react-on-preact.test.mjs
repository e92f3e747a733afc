import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createConfig, createServerConfig } from './create-config.mjs';
import { REACT_ON_PREACT, vitestReactOnPreact } from './react-on-preact.mjs';
import { installedVersion, sharedSingletons } from './shared-singletons.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalog = {
  name: 'mf_catalog',
  pkgDir: path.join(ROOT, 'mf-catalog'),
  exposes: { './entry': './src/entry.tsx' },
  serverEntry: './src/server.ts',
};
const shell = {
  name: 'shell',
  pkgDir: path.join(ROOT, 'shell'),
  isShell: true,
  serverEntry: './src/server/index.ts',
};
const inPreact = expect.stringMatching(/[\\/]node_modules[\\/]preact[\\/]/);

describe("React's API on Preact (ADR 0011)", () => {
  it("resolves every React module to Preact in the shell's browser build and server part", () => {
    for (const config of [createConfig(shell), createServerConfig(shell)]) {
      for (const request of Object.keys(REACT_ON_PREACT))
        expect(config.resolve.alias[`${request}$`], request).toEqual(inPreact);
    }
  });

  it('leaves a remote its React as the fallback copy an older shell may make it load', () => {
    for (const request of Object.keys(REACT_ON_PREACT))
      expect(createConfig(catalog).resolve.alias, request).not.toHaveProperty(`${request}$`);
  });

  it('aliases exact requests only: react-router and react-dom stay themselves', () => {
    const { alias } = vitestReactOnPreact(
      pathToFileURL(path.join(catalog.pkgDir, 'x.mjs')).href,
    ).resolve;
    const target = (request) => alias.find((entry) => entry.find.test(request))?.replacement;
    expect(target('react')).toEqual(inPreact);
    expect(target('react-dom/client')).toEqual(inPreact);
    expect(target('react-router')).toMatch(/react-router[\\/]dist[\\/]development[\\/]index\.mjs$/);
    expect(target('react/other')).toBeUndefined();
  });

  it("shares React's modules under the React version the package was written against", () => {
    const shared = sharedSingletons(catalog.pkgDir);
    const react = installedVersion(catalog.pkgDir, 'react');
    expect(react).toMatch(/^19\./);
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/'])
      expect(shared[key], key).toMatchObject({ singleton: true, version: react });
    // A released remote asks for `^19…`; the version provided must satisfy it.
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared.nanostores).not.toHaveProperty('version');
  });
});
