import { describe, expect, it } from 'vitest';
import { CONSENT_ANSWERED_COOKIE, COOKIE_FLAGS } from '../rules/consent';
import { COOKIE_CATEGORIES, SITE_STORAGE } from './storage-inventory';
import { STORAGE_KEYS } from './storage-keys';

describe('SITE_STORAGE', () => {
  it('lists every local-storage key of the stores, once', () => {
    const names = SITE_STORAGE.map((item) => item.name);
    for (const key of Object.values(STORAGE_KEYS)) expect(names).toContain(key);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the cookies: session, anonymous CSRF and the banner-answered mark', () => {
    for (const name of ['sid', 'csrf', CONSENT_ANSWERED_COOKIE])
      expect(SITE_STORAGE.find((item) => item.name === name)?.kind).toBe('cookie');
  });

  it('puts every item in a category the banner offers', () => {
    const ids = new Set(COOKIE_CATEGORIES.map((c) => c.id));
    expect([...ids]).toEqual(['necessary', ...COOKIE_FLAGS]);
    for (const item of SITE_STORAGE) expect(ids.has(item.category)).toBe(true);
  });
});
