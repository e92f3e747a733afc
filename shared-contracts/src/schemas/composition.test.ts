import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompositionConfigSchema, CompositionSchema } from './composition';

describe('composition schemas', () => {
  it('accepts a config with versions and URLs, defaulting mount and overrides', () => {
    const config = v.parse(CompositionConfigSchema, {
      shell: { version: '0.1.0' },
      remotes: {
        mf_catalog: { version: '0.1.0' },
        mf_polls: {
          url: 'https://cdn.example/mf-polls/0.2.0/mf-manifest.json',
          mount: 'component',
        },
      },
    });
    expect(config.remotes.mf_catalog).toEqual({ version: '0.1.0', mount: 'component' });
    expect(config.remotes.mf_polls?.mount).toBe('component');
    expect(config.overrides).toEqual({ enabled: false, allowedOrigins: [] });
  });

  it('refuses the retired parcel mount in a config, naming ADR 0008', () => {
    const result = v.safeParse(CompositionConfigSchema, {
      remotes: { mf_content: { version: '0.3.0', mount: 'parcel' } },
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain('ADR 0008');
  });

  it('accepts the served document, reading any mount as component (ADR 0008)', () => {
    const doc = v.parse(CompositionSchema, {
      remotes: {
        mf_catalog: { url: '/build/mf-catalog/0.1.0/mf-manifest.json' },
        mf_content: { url: '/build/mf-content/0.1.0/mf-manifest.json', mount: 'parcel' },
      },
      overrides: { enabled: true, allowedOrigins: ['http://localhost:3001'] },
    });
    expect(doc.remotes.mf_catalog).toEqual({
      url: '/build/mf-catalog/0.1.0/mf-manifest.json',
      mount: 'component',
    });
    expect(doc.remotes.mf_content?.mount).toBe('component');
  });

  it('refuses bad remote names and origins', () => {
    expect(
      v.safeParse(CompositionSchema, { remotes: { 'mf-catalog': { url: '/x' } } }).success,
    ).toBe(false);
    expect(
      v.safeParse(CompositionSchema, {
        remotes: {},
        overrides: { enabled: true, allowedOrigins: ['not a url'] },
      }).success,
    ).toBe(false);
  });
});
