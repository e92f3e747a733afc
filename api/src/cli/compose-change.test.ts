import { describe, expect, it } from 'vitest';
import { withBuild } from './compose-change';

const config = {
  shell: { version: '0.4.0' },
  remotes: {
    mf_catalog: { version: '0.3.0', mount: 'component' as const },
    mf_content: {
      url: 'https://cdn.example/mf-content/1/mf-manifest.json',
      mount: 'component' as const,
    },
  },
  overrides: { enabled: false, allowedOrigins: [] },
};

describe('withBuild', () => {
  it('switches a remote to another version, keeping the rest', () => {
    const next = withBuild(config, 'mf_catalog', '1.4.0');
    expect(next.remotes.mf_catalog).toEqual({ version: '1.4.0', mount: 'component' });
    expect(next.remotes.mf_content).toBe(config.remotes.mf_content);
    expect(next.shell).toEqual({ version: '0.4.0' });
  });

  it('switches between a version and a URL served elsewhere', () => {
    const url = 'https://cdn.example/mf-catalog/2/mf-manifest.json';
    expect(withBuild(config, 'mf_catalog', url).remotes.mf_catalog).toEqual({
      url,
      mount: 'component',
    });
    expect(withBuild(config, 'mf_content', '2.0.0').remotes.mf_content).toEqual({
      version: '2.0.0',
      mount: 'component',
    });
  });

  it('adds a remote not composed before, and sets the shell by version only', () => {
    expect(withBuild(config, 'mf_new', '0.1.0').remotes.mf_new).toEqual({ version: '0.1.0' });
    expect(withBuild(config, 'shell', '0.5.0').shell).toEqual({ version: '0.5.0' });
    expect(() => withBuild(config, 'shell', 'https://x/y.json')).toThrow(
      /bare settes til en versjon/,
    );
  });
});
