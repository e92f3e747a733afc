/**
 * Remote entries the server render hands to the slots (ADR 0010). In the browser a slot reads the
 * entries the MF runtime has settled; on the server there is no runtime, and one shell build
 * renders many requests at once, each with its own copy of the remote: so the entry comes through
 * context, per render, instead of the module-wide map.
 */
import { createContext, useCallback, useContext } from 'react';
import { peekRemoteEntry, type RemoteLoadResult } from './federation';

const ServerEntries = createContext<Readonly<Record<string, RemoteLoadResult>>>({});

export const ServerEntriesProvider = ServerEntries.Provider;

/** The settled entry of a remote: the server render's, else the browser's MF runtime's. */
export function usePeekRemoteEntry(): (remote: string) => RemoteLoadResult | undefined {
  const provided = useContext(ServerEntries);
  return useCallback((remote) => provided[remote] ?? peekRemoteEntry(remote), [provided]);
}
