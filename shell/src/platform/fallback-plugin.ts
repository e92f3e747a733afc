import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Marker module returned by the errorLoadRemote hook instead of letting `loadRemote` throw: the
 * second of the three failure layers (retry plugin → this fallback → error boundary per slot).
 * The slot recognises it and renders the Norwegian fallback with a retry button.
 */
export const REMOTE_LOAD_FAILED = '__shellRemoteLoadFailed' as const;

export interface FailedRemoteModule {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  error: unknown;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote(args) {
      // Only the final `onLoad` stage expects a module back. Earlier stages (`beforeRequest`,
      // `afterResolve` for the manifest, `beforeLoadShare`) expect request args, a manifest or a
      // share entry; answering those with our marker would corrupt the runtime, so let them throw
      // on to `onLoad`.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote ${args.id} kunne ikke lastes`, args.error);
      const failed: FailedRemoteModule = {
        [REMOTE_LOAD_FAILED]: true,
        id: args.id,
        error: args.error,
      };
      return failed;
    },
  };
}
