import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir).toBe(path.resolve(REPO_ROOT, '.data/pglite'));
    expect(c.seedArticles).toBe(3000);
    expect(c.compositionFile).toBe(path.resolve(REPO_ROOT, 'composition.config.json'));
    expect(c.nodeEnv).toBe('development');
    expect(c.sessionSecret).toBeUndefined();
    expect(c.host).toBe('127.0.0.1');
    expect(c.trustProxy).toEqual([]);
    expect(c.sourceMaps).toBe(true);
    expect(c.adminToken).toBeUndefined();
    const production = loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATORS: 'on' });
    expect(production.sourceMaps).toBe(false);
    // No proxy is trusted unless named, in production too (X-Forwarded-For is the client's word).
    expect(production.trustProxy).toEqual([]);
  });

  it('keeps search answers half a second, never in tests, and at most a second', () => {
    expect(loadConfig({}).searchCacheTtlMs).toBe(500);
    expect(loadConfig({ NODE_ENV: 'test' }).searchCacheTtlMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SEARCH_CACHE_TTL_MS: '200' }).searchCacheTtlMs).toBe(200);
    // Longer would break the promise that every process answers a write within a second.
    expect(() => loadConfig({ SEARCH_CACHE_TTL_MS: '5000' })).toThrow(/SEARCH_CACHE_TTL_MS/);
  });

  it("reads the operators' token, and refuses one too short to be a secret", () => {
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(24) }).adminToken).toBe('a'.repeat(24));
    expect(() => loadConfig({ ADMIN_TOKEN: 'kort' })).toThrow(/ADMIN_TOKEN må ha minst 24 tegn/);
  });

  it('reads the trusted proxies and the source-map switch', () => {
    const c = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16', SOURCE_MAPS: 'off', HOST: '::' });
    expect(c.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(c.sourceMaps).toBe(false);
    expect(c.host).toBe('::');
  });

  it('reads and converts values; empty strings count as unset', () => {
    const c = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PGLITE_DIR: 'memory',
      SEED_ARTICLES: '100000',
      NODE_ENV: 'test',
      SESSION_SECRET: '',
      MF_OVERRIDE_ORIGINS: 'http://localhost:3001, http://localhost:3002',
    });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(c.pgliteDir).toBe('memory');
    expect(c.seedArticles).toBe(100000);
    expect(c.sessionSecret).toBeUndefined();
    expect(c.mfOverrideOrigins).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'åtti' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
  });
});
