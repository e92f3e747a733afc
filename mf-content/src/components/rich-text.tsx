import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Editors write information pages as simple HTML. Instead of injecting it with
 * dangerouslySetInnerHTML (any script or event handler in it would run in the shop's origin),
 * it is parsed inertly and rebuilt as React elements from an allow-list of tags and attributes.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'br',
  'a',
  'blockquote',
]);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  // Relative paths and http(s)/mailto/tel only: no javascript: or data: URLs.
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, toReact);
  const tag = element.tagName.toLowerCase();
  // Unknown tags keep their text but lose the element.
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const external = href !== undefined && /^https?:/i.test(href);
    return createElement(
      'a',
      { key, href, ...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {}) },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes, toReact)}</div>;
}
