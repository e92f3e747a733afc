/**
 * The layout audit of issue 20, run in the page: what a shopper sees broken at a given width.
 * - the page scrolls sideways;
 * - a visible button, link or input sticks out of the viewport, or out of the box of an
 *   ancestor that clips or scrolls (a dialog body that scrolls down does not excuse a button
 *   past its right edge); only a deliberate sideways scroller (scroll snap, a wide table) may
 *   hold controls beyond its edge;
 * - text is cut by its box (scrollWidth > clientWidth) without an ellipsis on purpose;
 * - an image has no width and height attributes (it shifts the layout when it loads).
 */
import type { Page } from '@playwright/test';

export interface Offender {
  kind: 'page-scroll' | 'outside' | 'cut-text' | 'image-size';
  selector: string;
  detail: string;
}

/** Runs in the browser: no closures over test code. */
function audit(): Offender[] {
  const offenders: Offender[] = [];
  const viewport = document.documentElement.clientWidth;
  const TOLERANCE = 1;

  const name = (el: Element): string => {
    const testId = el.getAttribute('data-testid');
    if (testId) return `${el.localName}[data-testid="${testId}"]`;
    if (el.id) return `${el.localName}#${el.id}`;
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    return `${el.localName}${classes}`;
  };
  const selector = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && parts.length < 3; node = node.parentElement) {
      parts.unshift(name(node));
      if (node.id || node.getAttribute('data-testid')) break;
    }
    const text = (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30);
    return `${parts.join(' > ')}${text ? ` «${text}»` : ''}`;
  };
  const sidewaysScroller = (a: Element, style: CSSStyleDeclaration): boolean =>
    (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
    (style.scrollSnapType.includes('x') ||
      style.scrollSnapType.includes('both') ||
      a.querySelector(':scope > table') !== null);
  const visible = (el: Element): boolean =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  if (document.documentElement.scrollWidth > viewport + TOLERANCE) {
    offenders.push({
      kind: 'page-scroll',
      selector: 'html',
      detail: `scrollWidth ${document.documentElement.scrollWidth} > ${viewport}`,
    });
  }

  const controls = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
  );
  for (const el of controls) {
    if (!visible(el)) continue;
    const box = el.getBoundingClientRect();
    // Visually hidden helpers (1 px, clipped) are for screen readers, not on screen.
    if (box.width <= 1 || box.height <= 1) continue;
    let horizontal = true;
    let vertical = true;
    let problem: string | null = null;
    for (let a = el.parentElement; a && a !== document.body && !problem; a = a.parentElement) {
      const style = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if (horizontal && style.overflowX !== 'visible') {
        if (sidewaysScroller(a, style)) horizontal = false;
        else if (box.left < r.left - TOLERANCE || box.right > r.right + TOLERANCE)
          problem = `x ${Math.round(box.left)}–${Math.round(box.right)} cut by ${name(a)} x ${Math.round(r.left)}–${Math.round(r.right)}`;
      }
      if (!problem && vertical && style.overflowY !== 'visible') {
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') vertical = false;
        else if (box.top < r.top - TOLERANCE || box.bottom > r.bottom + TOLERANCE)
          problem = `y ${Math.round(box.top)}–${Math.round(box.bottom)} cut by ${name(a)} y ${Math.round(r.top)}–${Math.round(r.bottom)}`;
      }
      if (style.position === 'fixed') break;
    }
    if (!problem && horizontal && (box.left < -TOLERANCE || box.right > viewport + TOLERANCE))
      problem = `x ${Math.round(box.left)}–${Math.round(box.right)} outside 0–${viewport}`;
    if (problem) offenders.push({ kind: 'outside', selector: selector(el), detail: problem });
  }

  for (const el of document.body.querySelectorAll('*')) {
    const ownText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (!ownText || !visible(el)) continue;
    const style = getComputedStyle(el);
    if (style.display.startsWith('inline') && style.display !== 'inline-block') continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (style.textOverflow === 'ellipsis') continue;
    if (el.clientWidth <= 1) continue;
    if (el.scrollWidth > el.clientWidth + TOLERANCE) {
      offenders.push({
        kind: 'cut-text',
        selector: selector(el),
        detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`,
      });
    }
  }

  for (const img of document.querySelectorAll('img')) {
    if (!img.getAttribute('width') || !img.getAttribute('height')) {
      offenders.push({
        kind: 'image-size',
        selector: selector(img),
        detail: `src ${img.getAttribute('src') ?? ''} without width/height`,
      });
    }
  }
  return offenders;
}

export async function auditLayout(page: Page): Promise<Offender[]> {
  return page.evaluate(audit);
}
