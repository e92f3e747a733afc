import { describe, expect, it } from 'vitest';
import { cameFromCart, carriedSearch, hasRedirect, safeRedirect } from './redirect';

describe('redirect after login', () => {
  it('accepts only in-app paths', () => {
    expect(safeRedirect('?redirect=%2Fuser%2Finfo')).toBe('/user/info');
    expect(safeRedirect('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('?redirect=%2F%5Cevil')).toBe('/');
    expect(safeRedirect('', '/user')).toBe('/user');
    expect(hasRedirect('?from=cart')).toBe(false);
  });

  it('knows a login from the cart and carries the context to another guest page', () => {
    expect(cameFromCart('?from=cart')).toBe(true);
    expect(cameFromCart('?from=menu')).toBe(false);
    expect(carriedSearch('?from=cart&x=1')).toBe('?from=cart');
    expect(carriedSearch('?redirect=%2Fuser')).toBe('?redirect=%2Fuser');
    expect(carriedSearch('')).toBe('');
  });
});
