/**
 * Where the shopper goes after logging in or registering (spec §4): a full page load at the
 * `redirect` target, or, when the login came from the cart (`?from=cart`), back to the page they
 * were on with the cart open, without a reload.
 */

/** Only in-app paths may be a redirect target (no open redirect). */
export function safeRedirect(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : fallback;
}

export function hasRedirect(search: string): boolean {
  return safeRedirect(search, '') !== '';
}

/** The cart's "Logg inn" link carries `?from=cart` (shell CartModal). */
export function cameFromCart(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'cart';
}

/** The login context (`from`, `redirect`) to carry over to another guest page. */
export function carriedSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['from', 'redirect']) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
