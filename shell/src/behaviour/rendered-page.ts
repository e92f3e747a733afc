import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { $firstPageLoaded } from './page-status';

/**
 * Whether the server rendered the route's page with its content (ADR 0010): that page has loaded
 * before the browser runs anything, so what waits for the first page (the footer) is in the
 * server's markup already. The browser starts from the same answer (`markRenderedPageLoaded`), so
 * hydration finds what it renders. Without a provider: not rendered.
 */
const RenderedPageContext = createContext(false);

export const RenderedPageProvider = RenderedPageContext.Provider;

/** Whether a page has loaded: the server's rendered one, or the first in the browser. */
export function useFirstPageLoaded(): boolean {
  const loaded = useStore($firstPageLoaded);
  const rendered = useContext(RenderedPageContext);
  return loaded || rendered;
}

/** Before hydrating a page the server rendered with its content: that page has loaded. */
export function markRenderedPageLoaded(): void {
  $firstPageLoaded.set(true);
}
