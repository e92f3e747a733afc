import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates after the rest, in React's small time slices:
 * React leaves a Suspense boundary's server markup in place and hydrates it at a lower priority
 * than the page around it, yielding to the browser between slices (a click inside it hydrates it
 * first). Nothing inside suspends, so a page rendered in the browser shows it at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
