import type { DoorState } from '../rules/door-state';

/**
 * One icon per door state, so the states differ in shape as well as in colour and text
 * (WCAG 1.4.1). Decorative: the state is always written out next to it.
 */
const PATHS: Readonly<Record<DoorState, string>> = {
  // check mark
  correct: 'M4 12.5l5 5L20 6.5',
  // cross
  wrong: 'M6 6l12 12M18 6L6 18',
  // star
  today: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
  // open circle
  open: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
  // padlock
  future: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v9H5z',
  // dash
  missed: 'M5 12h14',
};

export function DoorIcon({ state }: { state: DoorState }) {
  return (
    <svg
      className="pol-door__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[state]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
