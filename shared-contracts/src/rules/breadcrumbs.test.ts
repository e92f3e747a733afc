import { describe, expect, it } from 'vitest';
import type { Breadcrumb } from '../schemas/breadcrumb';
import { pushBreadcrumb, resetBreadcrumbs, setLastBreadcrumbScroll } from './breadcrumbs';

const crumb = (name: string, params: Record<string, string> = {}): Breadcrumb => ({
  name,
  params,
  title: name,
  scroll: 0,
});

describe('breadcrumbs', () => {
  it('keeps at most 10, dropping the oldest', () => {
    let trail: Breadcrumb[] = [];
    for (let i = 0; i < 12; i++) trail = pushBreadcrumb(trail, crumb('product', { id: String(i) }));
    expect(trail).toHaveLength(10);
    expect(trail[0]?.params.id).toBe('2');
    expect(trail[9]?.params.id).toBe('11');
  });

  it('returning to a page in the trail cuts back to it', () => {
    let trail = [crumb('home'), crumb('category', { c: 'sko' }), crumb('product', { id: '1' })];
    trail = pushBreadcrumb(trail, { ...crumb('category', { c: 'sko' }), title: 'Sko' });
    expect(trail.map((c) => c.name)).toEqual(['home', 'category']);
    expect(trail[1]?.title).toBe('Sko');
  });

  it('stores the scroll position on the last crumb', () => {
    const trail = setLastBreadcrumbScroll([crumb('a'), crumb('b')], 640);
    expect(trail[1]?.scroll).toBe(640);
    expect(trail[0]?.scroll).toBe(0);
    expect(setLastBreadcrumbScroll([], 5)).toEqual([]);
  });

  it('resets to an empty trail', () => {
    expect(resetBreadcrumbs()).toEqual([]);
  });
});
