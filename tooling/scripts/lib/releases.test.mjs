import { describe, expect, it } from 'vitest';
import { compareVersions } from './releases.mjs';

describe('compareVersions', () => {
  it('orders by semver, a pre-release before its release', () => {
    const sorted = ['1.10.0', '0.3.0', '1.2.0', '1.2.0-rc1', '0.10.0', '1.2.1'].sort(
      compareVersions,
    );
    expect(sorted).toEqual(['0.3.0', '0.10.0', '1.2.0-rc1', '1.2.0', '1.2.1', '1.10.0']);
    expect(compareVersions('0.4.0', '0.4.0')).toBe(0);
  });
});
