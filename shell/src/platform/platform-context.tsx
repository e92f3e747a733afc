import { createContext, useContext, type ReactNode } from 'react';
import type { Composition } from 'shared-contracts';
import type { OverrideMap } from './overrides';

/** What the platform decided at start-up; fixed for the life of the page. */
export interface PlatformState {
  composition: Composition;
  /** Honoured staging overrides (remote → manifest URL), shown in the banner. */
  overrides: OverrideMap;
}

const PlatformContext = createContext<PlatformState | null>(null);

export function PlatformProvider({
  value,
  children,
}: {
  value: PlatformState;
  children: ReactNode;
}) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): PlatformState {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform() utenfor <PlatformProvider>');
  return value;
}
