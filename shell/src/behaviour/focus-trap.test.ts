import { describe, expect, it } from 'vitest';
import { nextTrapTarget } from './focus-trap';

function buttons(n: number): HTMLElement[] {
  return Array.from({ length: n }, () => document.createElement('button'));
}

describe('focus trap', () => {
  it('wraps from the last to the first on Tab and back on Shift+Tab', () => {
    const items = buttons(3);
    expect(nextTrapTarget(items, items[2]!, false)).toBe(items[0]);
    expect(nextTrapTarget(items, items[0]!, true)).toBe(items[2]);
  });
  it('leaves moves inside the trap to the browser', () => {
    const items = buttons(3);
    expect(nextTrapTarget(items, items[0]!, false)).toBeNull();
    expect(nextTrapTarget(items, items[2]!, true)).toBeNull();
  });
  it('pulls focus from outside back in', () => {
    const items = buttons(2);
    expect(nextTrapTarget(items, document.body, false)).toBe(items[0]);
    expect(nextTrapTarget(items, document.body, true)).toBe(items[1]);
  });
});
