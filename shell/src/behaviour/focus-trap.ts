/**
 * Focus management for menus and modals (issue 4 §8): while open, Tab cycles inside the
 * container, Escape closes, and on close focus goes back to the element that opened it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute('inert') &&
      el.getAttribute('aria-hidden') !== 'true' &&
      !el.closest('[hidden]'),
  );
}

/**
 * Next element for Tab / Shift+Tab inside the trap, or null when the browser's own move stays
 * inside. Pure so it can be tested without layout.
 */
export function nextTrapTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

export interface FocusTrapOptions {
  open: boolean;
  onEscape: () => void;
  /** Element to focus first; defaults to the first focusable element, then the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  options: FocusTrapOptions,
): void {
  const { open, onEscape, initialFocus } = options;
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!open) return;
    const root = container.current;
    if (!root) return;
    // Remember the opener so closing gives focus back where the shopper was.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? focusableWithin(root)[0] ?? root;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const next = nextTrapTarget(focusableWithin(root), document.activeElement, event.shiftKey);
      const outside = !root.contains(document.activeElement);
      if (next || outside) {
        event.preventDefault();
        (next ?? focusableWithin(root)[0] ?? root).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // Only restore when focus is still inside (a link that navigated away moves focus itself).
      if (
        opener &&
        opener.isConnected &&
        (root.contains(document.activeElement) || document.activeElement === document.body)
      ) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [open, container, initialFocus]);
}
