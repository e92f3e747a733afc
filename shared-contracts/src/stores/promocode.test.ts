// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../test-support/stores';
import { $activePromocode, clearActivePromocode, setActivePromocode } from './promocode';

beforeEach(() => resetStores());

describe('active promo code (spec §4)', () => {
  it('is persisted, and clearing empties it', () => {
    setActivePromocode({
      Id: 1,
      Name: 'VINTER',
      ValidFrom: null,
      ValidTo: null,
      Fixed: 0,
      Amount: 10,
      Type: null,
    });
    expect(JSON.parse(localStorage.getItem('activePromocode') ?? 'null')).toMatchObject({
      Name: 'VINTER',
    });
    clearActivePromocode();
    expect($activePromocode.get()).toBeNull();
    expect(localStorage.getItem('activePromocode')).toBe('null');
  });
});
