import { describe, expect, it } from 'vitest';
import { contractRange, pages, parcels } from './entry';

describe('mf-account entry', () => {
  it('exposes every page the shell routes to mf_account', () => {
    // shell/src/routes/route-table.ts: /login, /register, /password/reset, /user, /user/info,
    // /user/history, /user/reservations, /user/reviews, /user/permissions, /user/accept-terms.
    const names = [
      'Login',
      'Register',
      'PasswordReset',
      'User',
      'AccountInfo',
      'History',
      'Reviews',
      'Permissions',
      'AcceptTerms',
    ];
    for (const name of names) {
      expect(typeof pages[name]).toBe('function');
    }
    // Shells released before ADR 0008 refuse an entry without this (empty) record.
    expect(parcels).toEqual({});
    // /register and /password/reset are one screen (spec §2).
    expect(pages.Register).toBe(pages.PasswordReset);
    expect(contractRange).toMatch(/^\^?\d/);
  });
});
