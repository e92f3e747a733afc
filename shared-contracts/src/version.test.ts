import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, isContractCompatible, satisfiesRange } from './version';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '=1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.2', '~1.2.3', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['1.1.9', '>=1.2.0 <2.0.0', false],
    ['1.5.0', '>= 1.2.0 < 2.0.0', true],
    ['1.9.9', '1', true],
    ['2.0.0', '1', false],
    ['1.2.7', '1.2', true],
    ['1.3.0', '1.2', false],
    ['1.7.0', '1.x', true],
    ['9.9.9', '*', true],
    ['1.2.4', '>1.2.3', true],
    ['1.2.3', '>1.2.3', false],
    ['1.2.3', '<=1.2.3', true],
    ['2.5.0', '^1.0.0 || ^2.0.0', true],
    ['3.0.0', '^1.0.0 || ^2.0.0', false],
  ])('%s satisfies %s → %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('rejects unparsable versions and ranges', () => {
    expect(satisfiesRange('one', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.0.0', 'latest')).toBe(false);
    expect(satisfiesRange('1.0.0', '')).toBe(false);
  });
});

describe('isContractCompatible', () => {
  it('checks against the contract version', () => {
    expect(CONTRACT_VERSION).toBe('1.3.0');
    // A remote built against 1.3 (shop distances) needs this shell; ones built against 1.2, 1.1
    // or 1.0 still fit.
    expect(isContractCompatible('^1.3.0')).toBe(true);
    expect(isContractCompatible('^1.2.0')).toBe(true);
    expect(isContractCompatible('^1.1.0')).toBe(true);
    expect(isContractCompatible('^1.0.0')).toBe(true);
    expect(isContractCompatible('^2.0.0')).toBe(false);
  });
});
