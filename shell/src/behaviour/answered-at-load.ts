import { createContext, useContext } from 'react';

/**
 * Whether the visitor had answered the cookie banner when the page was requested, by the mark
 * the server also reads (shared-contracts' `hasAnsweredCookie`). The server render and the
 * hydration render show the banner from it, so they agree; afterwards the answer itself (local
 * storage) decides. Without a provider: answered, the banner waits for hydration.
 */
const AnsweredAtLoadContext = createContext(true);

export const AnsweredAtLoadProvider = AnsweredAtLoadContext.Provider;

export function useAnsweredAtLoad(): boolean {
  return useContext(AnsweredAtLoadContext);
}
