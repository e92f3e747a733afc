/**
 * An open menu or the cart locks body scroll (spec §2 "Layout"). The scrollbar's width is
 * padded back so the page does not jump sideways when the scrollbar disappears.
 */
import { useEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'sh-scroll-locked';

export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  documentElement.classList.add(SCROLL_LOCK_CLASS);
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    documentElement.classList.remove(SCROLL_LOCK_CLASS);
  };
}

export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockBodyScroll() : undefined), [locked]);
}
