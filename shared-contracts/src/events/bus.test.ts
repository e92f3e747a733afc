// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from './bus';

const subscriptions: Array<() => void> = [];
const listen: typeof on = (name, handler) => {
  const off = on(name, handler);
  subscriptions.push(off);
  return off;
};
afterEach(() => subscriptions.splice(0).forEach((off) => off()));

describe('event bus', () => {
  it('delivers a valid payload to listeners', () => {
    const handler = vi.fn();
    listen('nav:goto', handler);
    expect(emit('nav:goto', { to: '/butikker/', replace: true })).toBe(true);
    expect(handler).toHaveBeenCalledWith({ to: '/butikker/', replace: true });
  });

  it('dispatches a window CustomEvent named exactly as the event', () => {
    const raw = vi.fn();
    window.addEventListener('cart:open', raw);
    emit('cart:open');
    window.removeEventListener('cart:open', raw);
    expect(raw).toHaveBeenCalledTimes(1);
    expect((raw.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({});
  });

  it('lets events without fields be emitted without a payload', () => {
    const handler = vi.fn();
    listen('menu:close', handler);
    listen('cart:close', handler);
    emit('menu:close');
    emit('cart:close', {});
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('refuses an invalid payload on emit (logged, not dispatched)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    listen('alert:show', handler);
    // @ts-expect-error: 'fatal' is not an alert type; checked at runtime too
    expect(emit('alert:show', { type: 'fatal', content: 'x' })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"alert:show"'), expect.anything());
  });

  it('refuses navigation off the site', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(emit('nav:goto', { to: 'https://evil.example' })).toBe(false);
    expect(emit('nav:goto', { to: '//evil.example/x' })).toBe(false);
  });

  it('drops an invalid payload on receive (e.g. from another library copy)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    listen('auth:changed', handler);
    window.dispatchEvent(new CustomEvent('auth:changed', { detail: { loggedIn: 'yes' } }));
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('receive'), expect.anything());
  });

  it('accepts events from a foreign copy and drops unknown extra fields', () => {
    const handler = vi.fn();
    listen('page:loaded', handler);
    window.dispatchEvent(
      new CustomEvent('page:loaded', { detail: { routeName: 'poll', addedInV2: 1 } }),
    );
    expect(handler).toHaveBeenCalledWith({ routeName: 'poll' });
  });

  it('gives each listener its own copy of the payload', () => {
    const seen: unknown[] = [];
    listen('alert:show', (p) => {
      seen.push(p);
      (p as { content: string }).content = 'changed';
    });
    listen('alert:show', (p) => seen.push(p.content));
    emit('alert:show', { type: 'info', content: 'Hei' });
    expect(seen[1]).toBe('Hei');
  });

  it('unsubscribes', () => {
    const handler = vi.fn();
    const off = on('cart:open', handler);
    off();
    emit('cart:open', {});
    expect(handler).not.toHaveBeenCalled();
  });
});
