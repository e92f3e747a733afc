import { createElement, Fragment, type ReactNode } from 'react';
import { isInternalHref, safeHref } from '../rules/links';
import { Link } from './Link';

/**
 * The site's one HTML sanitiser, for editor-written HTML (product descriptions, information
 * pages, blog posts, the privacy statement). Instead of injecting it with
 * dangerouslySetInnerHTML (any script or event handler would run in the shop's origin), the
 * markup is parsed inertly with DOMParser and rebuilt as React elements from an allow-list of
 * tags; no attribute survives except a checked `href` on links.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'span',
  'blockquote',
  'a',
]);

/** Elements whose content is code or UI, never reading text: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
  'button',
]);

const DROPPED_BLOCKS = new RegExp(`<(${[...DROPPED].join('|')})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi');

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{toReact(html)}</div>;
}

/** Reads editors' HTML into an inert document (nothing in it runs or loads). */
export type HtmlParser = (html: string) => Document;

/** Set where there is no DOMParser (the server's render): see `setServerHtmlParser`. */
let serverParser: HtmlParser | null = null;

/**
 * The parser for a render without the browser's DOMParser (the server's, ADR 0010). It must build
 * the tree a browser builds from the same HTML, so the server's markup is what the browser
 * renders and hydration changes nothing. Without one, such a render keeps only the text.
 */
export function setServerHtmlParser(parser: HtmlParser | null): void {
  serverParser = parser;
}

/** `html` as a document: the browser's DOMParser, else the server's parser, else none. */
function parse(html: string): Document | null {
  if (typeof DOMParser !== 'undefined') return new DOMParser().parseFromString(html, 'text/html');
  return serverParser ? serverParser(html) : null;
}

/** Sanitised React nodes of `html`; text without tags keeps its line breaks as paragraphs. */
export function toReact(html: string): ReactNode {
  if (!/<[a-z][\s\S]*>/i.test(html)) return plainText(html);
  const doc = parse(html);
  // No parser: reading text only, with code blocks removed first.
  if (!doc) return plainText(html.replace(DROPPED_BLOCKS, ' ').replace(/<[^>]*>/g, ' '));
  return Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)));
}

/** `Node`'s constants: a server's parser brings its own nodes, and no global `Node`. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function plainText(text: string): ReactNode {
  return text
    .split(/\n{2,}/)
    .filter((para) => para.trim() !== '')
    .map((para, i) => (
      <p key={i}>
        {para.split('\n').map((line, j, lines) => (
          <Fragment key={j}>
            {line}
            {j < lines.length - 1 && <br />}
          </Fragment>
        ))}
      </p>
    ));
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  if (tag === 'br') return <br key={key} />;
  // Unknown tags (div, img, table …) lose the element but keep their text.
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'a') return link(element.getAttribute('href'), key, children);
  return createElement(tag, { key }, ...children);
}

function link(rawHref: string | null, key: string, children: ReactNode[]): ReactNode {
  const href = safeHref(rawHref);
  if (href === undefined) return <Fragment key={key}>{children}</Fragment>;
  if (isInternalHref(href)) {
    return (
      <Link key={key} to={href}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return createElement(
    'a',
    { key, href, ...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {}) },
    ...children,
  );
}
