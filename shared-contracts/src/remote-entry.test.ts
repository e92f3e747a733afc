import { describe, expect, it } from 'vitest';
import { checkRemoteEntry } from './remote-entry';

const entry = (contractRange: string) => ({
  pages: { Home: () => null, Memo: { $$typeof: Symbol.for('react.memo') } },
  contractRange,
  version: '0.1.0',
});

describe('checkRemoteEntry', () => {
  it('accepts a well-formed entry in range', () => {
    expect(checkRemoteEntry(entry('^1.0.0')).ok).toBe(true);
  });

  it('ignores the parcels a remote built before ADR 0008 still exports', () => {
    const parcel = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
    expect(checkRemoteEntry({ ...entry('^1.0.0'), parcels: { Home: parcel } }).ok).toBe(true);
  });

  it('refuses an entry built for another contract major, in Norwegian', () => {
    const result = checkRemoteEntry(entry('^2.0.0'));
    expect(result).toMatchObject({ ok: false, reason: 'incompatible' });
    if (!result.ok) expect(result.message).toContain('versjon 0.1.0');
  });

  it('refuses malformed modules', () => {
    expect(checkRemoteEntry(null)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(checkRemoteEntry({ ...entry('^1.0.0'), pages: { Home: 'x' } })).toMatchObject({
      reason: 'malformed',
    });
    expect(checkRemoteEntry({ ...entry('^1.0.0'), contractRange: 1 })).toMatchObject({
      reason: 'malformed',
    });
  });
});
