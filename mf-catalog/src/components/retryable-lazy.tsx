// Bundled with this remote rather than exported by shared-contracts: under a shell released
// before it, the page gets that shell's copy of shared-contracts, which has no such export.
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** What the code-split component shows while its code loads (its Suspense fallback). */
export interface RetryableLazyProps {
  placeholder: ReactNode;
}

interface Attempt<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  failed: boolean;
}

/**
 * `React.lazy` that imports again after a failure. React.lazy keeps a failed import for good, so a
 * chunk that was unreachable once (a deploy, a network blip) would stay broken in this tab until a
 * reload, whatever "Prøv igjen" or a navigation does.
 *
 * A mount keeps the import it started with: when that fails, the error goes to the nearest error
 * boundary (the shell's slot fallback) and stays there. The next mount after a failure ("Prøv
 * igjen", navigating back) imports again; a successful import is kept, as React.lazy keeps it.
 * The Suspense boundary lives here, above the import, because React discards the state of a
 * component that suspends before it first mounts: with the boundary outside, every retry render
 * would count as a new mount and request the chunk again in a loop.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & RetryableLazyProps> {
  const attempt = (): Attempt<P> => {
    const next: Attempt<P> = {
      Component: lazy(() =>
        load().catch((error: unknown) => {
          next.failed = true;
          throw error;
        }),
      ),
      failed: false,
    };
    return next;
  };
  let latest = attempt();

  function RetryableLazy({ placeholder, ...props }: P & RetryableLazyProps) {
    const [own] = useState(() => {
      if (latest.failed) latest = attempt();
      return latest;
    });
    const { Component } = own;
    return (
      <Suspense fallback={placeholder}>
        <Component {...(props as P)} />
      </Suspense>
    );
  }
  return RetryableLazy;
}
