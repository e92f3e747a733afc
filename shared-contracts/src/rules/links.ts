/**
 * Which link targets editor-written HTML may carry. Same-site paths and http(s), mailto and tel
 * only: no javascript: or data: URLs, and no protocol-relative '//host' or '/\host' (browsers
 * read a backslash as a slash, so '/\evil.example' leaves the site just like '//evil.example').
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  // Control characters and whitespace inside a URL are how scheme filters get fooled
  // ('java\tscript:'); the browser strips them before it reads the scheme.
  const value = href.trim();
  if (value === '' || [...value].some(isControlOrSpace)) return undefined;
  if (value.startsWith('/')) return /^\/[/\\]/.test(value) ? undefined : value;
  if (value.startsWith('#')) return value;
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(value) ? value : undefined;
}

/** Same-site path (rendered as an in-app link); external targets open a new tab. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/');
}

function isControlOrSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || code === 0x7f || /\s/.test(char);
}
