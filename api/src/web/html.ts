/** Placeholders in shell/src/index.html, filled per request. */
export const PLACEHOLDERS = Object.freeze({
  csrf: '%CSRF_TOKEN%',
  title: '%TITLE%',
  composition: '%COMPOSITION%',
  /** `<link rel="preload">` tags (already escaped HTML); shells before 0.4.0 have no slot. */
  preload: '<!--%PRELOAD%-->',
  description: '%DESCRIPTION%',
});

/**
 * Headers of the server's own small pages (the unavailable page, the development mailbox): they
 * need no code, styles or frames of anyone, so nothing is allowed, and they are never framed.
 */
export const PLAIN_PAGE_HEADERS = Object.freeze({
  'Content-Security-Policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
});

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<` can never close the element
 * and the two JS line separators cannot break older parsers. Still valid JSON for JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Fills the shell template. Split/join, not String.replace: replacement strings may hold `$&`. */
export function renderShellHtml(
  template: string,
  values: {
    csrfToken: string;
    title: string;
    composition: unknown;
    preload?: string;
    description?: string;
  },
): string {
  return template
    .split(PLACEHOLDERS.description)
    .join(escapeHtml(values.description ?? ''))
    .split(PLACEHOLDERS.preload)
    .join(values.preload ?? '')
    .split(PLACEHOLDERS.csrf)
    .join(escapeHtml(values.csrfToken))
    .split(PLACEHOLDERS.title)
    .join(escapeHtml(values.title))
    .split(PLACEHOLDERS.composition)
    .join(jsonForScript(values.composition));
}

/** The shell template's empty root, filled by a server render (ADR 0010). */
const EMPTY_ROOT = '<div id="root"></div>';
/** Element id the shell and the remotes read the server's data from (tooling/remote-entry). */
const SERVER_DATA_ID = 'server-data';

/** A style hint of preload.ts: `<link rel="preload" as="style" href="…">`. */
const STYLE_HINT = /<link rel="preload" as="style" href="/g;

/**
 * Puts a server render into the page: the markup into `#root` and the data that rendered it as
 * JSON at the end of the body. The route's style hints become stylesheets: the markup is painted
 * before any script runs, and must not be painted unstyled (the scripts find them in place and do
 * not add them again). A template without the empty root is returned as it is.
 */
export function injectServerRender(
  html: string,
  rendered: { html: string; data: unknown },
): string {
  const at = html.indexOf(EMPTY_ROOT);
  const end = html.lastIndexOf('</body>');
  if (at < 0 || end < at) return html;
  const script = `<script id="${SERVER_DATA_ID}" type="application/json">${jsonForScript(rendered.data)}</script>`;
  return (
    html.slice(0, at).replace(STYLE_HINT, '<link rel="stylesheet" href="') +
    `<div id="root">${rendered.html}</div>` +
    html.slice(at + EMPTY_ROOT.length, end) +
    script +
    html.slice(end)
  );
}
