import { useEffect, useRef } from 'react';
import { emit, POLL_ALREADY_ANSWERED_MESSAGE } from 'shared-contracts';

/**
 * An answered question has nothing left to do (one answer per question; the shell's guard
 * already stops correctly answered ones, this catches the rest, e.g. a reload after a wrong
 * answer): say so with the spec §8 text and replace the page by the calendar, so neither the
 * reload nor the back button lands on a dead form. Once per question.
 */
export function useRedirectAnswered(answered: boolean, key: string, calendar: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!answered || sent.current === key) return;
    sent.current = key;
    emit('alert:show', { type: 'error', content: POLL_ALREADY_ANSWERED_MESSAGE });
    emit('nav:goto', { to: calendar, replace: true });
  }, [answered, key, calendar]);
}
