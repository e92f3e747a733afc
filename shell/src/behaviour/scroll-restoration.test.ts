import { describe, expect, it } from 'vitest';
import { saveScrollPosition, scrollTargetFor, storedScrollPosition } from './scroll-restoration';

describe('scroll on navigation', () => {
  it('goes to the top on new navigations', () => {
    expect(scrollTargetFor('PUSH', 500, null)).toBe(0);
    expect(scrollTargetFor('REPLACE', 500, null)).toBe(0);
  });
  it('restores the stored position on back/forward', () => {
    expect(scrollTargetFor('POP', 500, null)).toBe(500);
    expect(scrollTargetFor('POP', null, null)).toBe(0);
  });
  it('honours an explicit target (breadcrumb link)', () => {
    expect(scrollTargetFor('PUSH', null, 320)).toBe(320);
  });
  it('stores positions per history entry', () => {
    saveScrollPosition('abc', 812.4);
    expect(storedScrollPosition('abc')).toBe(812);
    expect(storedScrollPosition('nope')).toBeNull();
  });
});
