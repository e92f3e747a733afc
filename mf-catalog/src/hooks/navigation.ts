import { emit } from 'shared-contracts';

/**
 * Navigation leaves the remote only through `nav:goto` (the shell's router performs it). When
 * no shell listens (a page opened on its own, tests) a full page load still gets there.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const payload = options.replace ? { to, replace: true } : { to };
  if (emit('nav:goto', payload)) return;
  if (typeof location === 'undefined') return;
  if (options.replace) location.replace(to);
  else location.assign(to);
}

/** The current path without the query (the listing keeps its path and changes its query). */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname;
}
