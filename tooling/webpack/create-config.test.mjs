import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from './create-config.mjs';
import { ReleaseInfoPlugin } from './release-info-plugin.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const saved = { ...process.env };
afterEach(() => {
  for (const key of ['MF_VERSION', 'MF_BUILD_VERSION', 'MF_OUT_DIR', 'MF_CONTRACT_RANGE'])
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
});

const remote = () =>
  createConfig({
    name: 'mf_polls',
    pkgDir: path.join(ROOT, 'mf-polls'),
    exposes: { './entry': './src/entry.tsx' },
  });
const releaseInfo = (config) =>
  config.plugins.find((plugin) => plugin instanceof ReleaseInfoPlugin).info;

describe('createConfig: what a build says it is', () => {
  it('reports the version built, in the MF manifest and release.json, not a package.json elsewhere', () => {
    process.env.MF_VERSION = '9.9.9';
    const config = remote();
    expect(config.output.path).toBe(path.join(ROOT, 'mf-polls', 'dist', '9.9.9'));
    // @module-federation/managers reads this for metaData.buildInfo.buildVersion.
    expect(process.env.MF_BUILD_VERSION).toBe('9.9.9');
    expect(releaseInfo(config)).toMatchObject({
      package: 'mf-polls',
      container: 'mf_polls',
      version: '9.9.9',
      kind: 'remote',
      contract: { range: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) },
    });
  });

  it('builds a release into a folder of its own and a shell with the contract it offers', () => {
    process.env.MF_OUT_DIR = path.join(ROOT, '.data', 'release-out');
    expect(remote().output.path).toBe(path.join(ROOT, '.data', 'release-out'));
    delete process.env.MF_OUT_DIR;
    const shell = createConfig({ name: 'shell', pkgDir: path.join(ROOT, 'shell'), isShell: true });
    expect(releaseInfo(shell)).toMatchObject({
      package: 'shell',
      kind: 'shell',
      contract: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
    });
  });
});
