import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompositionConfigSchema, CompositionSchema } from './composition';

describe('composition schemas', () => {
  it('accepts a config with versions and URLs, defaulting mount and overrides', () => {
    const config = v.parse(CompositionConfigSchema, {
      shell: { version: '0.1.0' },
      remotes: {
        mf_catalog: { version: '0.1.0' },
        mf_polls: { url: 'https://cdn.example/mf-polls/0.2.0/mf-manifest.json', mount: 'parcel' },
      },
    });
    expect(config.remotes.mf_catalog).toEqual({ version: '0.1.0', mount: 'component' });
    expect(config.overrides).toEqual({ enabled: false, allowedOrigins: [] });
  });

  it('accepts the served document', () => {
    const doc = v.parse(CompositionSchema, {
      remotes: {
        mf_catalog: { url: '/build/mf-catalog/0.1.0/mf-manifest.json', mount: 'component' },
      },
      overrides: { enabled: true, allowedOrigins: ['http://localhost:3001'] },
    });
    expect(doc.remotes.mf_catalog?.url).toContain('mf-manifest.json');
  });

  it('refuses bad remote names, mount modes and origins', () => {
    expect(
      v.safeParse(CompositionSchema, { remotes: { 'mf-catalog': { url: '/x' } } }).success,
    ).toBe(false);
    expect(
      v.safeParse(CompositionSchema, { remotes: { mf_a: { url: '/x', mount: 'iframe' } } }).success,
    ).toBe(false);
    expect(
      v.safeParse(CompositionSchema, {
        remotes: {},
        overrides: { enabled: true, allowedOrigins: ['not a url'] },
      }).success,
    ).toBe(false);
  });
});
