import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Editors write product descriptions as simple HTML. Instead of injecting it with
 * dangerouslySetInnerHTML (script and event-handler injection), the markup is parsed inertly
 * with DOMParser and rebuilt as React elements from an allow-list of tags, without attributes.
 * Plain text (no tags) keeps its line breaks.
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
  'h3',
  'h4',
  'span',
]);

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{toReact(html)}</div>;
}

export function toReact(html: string): ReactNode {
  if (!/<[a-z][\s\S]*>/i.test(html)) return plainText(html);
  if (typeof DOMParser === 'undefined') return plainText(html.replace(/<[^>]*>/g, ' '));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).map((node, i) => convert(node, String(i)));
}

function plainText(text: string): ReactNode {
  return text.split(/\n{2,}/).map((para, i) => (
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
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  if (tag === 'br') return <br key={key} />;
  // Unknown tags (script, img, a …) are dropped but their text is kept where harmless.
  if (!ALLOWED.has(tag))
    return tag === 'script' || tag === 'style' ? null : <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key }, ...children);
}
