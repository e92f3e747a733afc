import { useCallback, useEffect, useState } from 'react';
import type { PageProps } from 'shared-contracts';
import {
  loadRemoteEntry,
  peekRemoteEntry,
  retryRemoteEntry,
  type RemoteLoadResult,
} from './federation';
import { ParcelHost } from './parcel-host';
import { useMountMode, usePlatform } from './platform-context';
import { SlotErrorBoundary } from './slot-error-boundary';
import './platform.css';

/** Verbatim shopper-facing texts of the platform (Norwegian bokmål). */
export const SLOT_TEXTS = Object.freeze({
  failed: 'Denne delen av siden kunne ikke lastes.',
  retry: 'Prøv igjen',
  loading: 'Laster …',
});

export interface RemoteSlotProps {
  /** MF remote name, e.g. mf_catalog. */
  remote: string;
  /** Key in the remote entry's `pages` / `parcels`. */
  page: string;
  pageProps: PageProps;
}

function useRemoteEntry(remote: string) {
  const [result, setResult] = useState<RemoteLoadResult | undefined>(() => peekRemoteEntry(remote));
  const [loadedFor, setLoadedFor] = useState(remote);
  // A new remote in the same slot: adopt its settled result (or none) during render, not after.
  if (loadedFor !== remote) {
    setLoadedFor(remote);
    setResult(peekRemoteEntry(remote));
  }

  useEffect(() => {
    let active = true;
    void loadRemoteEntry(remote).then((next) => {
      if (active) setResult(next);
    });
    return () => {
      active = false;
    };
  }, [remote]);

  const retry = useCallback(() => {
    setResult(undefined);
    void retryRemoteEntry(remote).then(setResult);
  }, [remote]);

  return { result: loadedFor === remote ? result : undefined, retry };
}

function Fallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sh-remote-fallback" role="alert">
      <p>{SLOT_TEXTS.failed}</p>
      <button type="button" className="sh-remote-fallback__retry" onClick={onRetry}>
        {SLOT_TEXTS.retry}
      </button>
    </div>
  );
}

/** A remote that loaded but cannot be used (other contract, malformed entry): retry won't help. */
function Refused({ message }: { message: string }) {
  return (
    <div className="sh-remote-fallback" role="alert">
      <p>{message}</p>
    </div>
  );
}

/**
 * The page area a remote renders into. Loads the remote's entry through the MF runtime, checks
 * its contract, mounts the page as a shared-React component or as a single-spa parcel (per the
 * composition), and contains every failure with a Norwegian fallback and a retry.
 * `data-remote` / `data-remote-version` / `data-state` let tests and support see what is mounted.
 */
export function RemoteSlot({ remote, page, pageProps }: RemoteSlotProps) {
  const mode = useMountMode(remote);
  // A parcel needs single-spa (lazy, so component-only pages never load it): fetch it alongside
  // the remote's entry instead of after it.
  useEffect(() => {
    if (mode === 'parcel') void import('single-spa').catch(() => undefined);
  }, [mode]);
  const configured = usePlatform().composition.remotes[remote];
  const { result, retry: retryLoad } = useRemoteEntry(remote);
  // Bumped by "Prøv igjen" after a render error: remounts the page with a fresh boundary.
  const [renderAttempt, setRenderAttempt] = useState(0);
  const [parcelError, setParcelError] = useState<unknown>(null);
  const retryRender = useCallback(() => {
    setParcelError(null);
    setRenderAttempt((n) => n + 1);
  }, []);

  const exposed =
    result?.status === 'ready' &&
    (mode === 'parcel' ? page in result.entry.parcels : page in result.entry.pages);
  const state = !result
    ? 'loading'
    : result.status === 'ready'
      ? parcelError || !exposed
        ? 'failed'
        : 'ready'
      : result.reason === 'load'
        ? 'failed'
        : 'incompatible';
  const version = result?.status === 'ready' ? result.entry.version : (configured?.version ?? '');

  let content;
  if (!result) {
    content = (
      <p className="sh-remote-loading" role="status">
        {SLOT_TEXTS.loading}
      </p>
    );
  } else if (result.status === 'failed') {
    content =
      result.reason === 'load' ? (
        <Fallback onRetry={retryLoad} />
      ) : (
        <Refused message={result.message} />
      );
  } else {
    const { entry } = result;
    const Page = entry.pages[page];
    const parcel = entry.parcels[page];
    if (mode === 'parcel' ? !parcel : !Page) {
      console.error(`[shell] ${remote} har ingen side «${page}» (${mode})`);
      content = <Fallback onRetry={retryRender} />;
    } else if (parcelError) {
      content = <Fallback onRetry={retryRender} />;
    } else {
      content = (
        <SlotErrorBoundary
          remote={remote}
          resetKey={`${page}:${renderAttempt}`}
          onRetry={retryRender}
          fallback={(onRetry) => <Fallback onRetry={onRetry} />}
        >
          {mode === 'parcel' && parcel ? (
            <ParcelHost
              key={`${page}:${renderAttempt}`}
              config={parcel}
              pageProps={pageProps}
              onError={(error) => {
                console.error(`[shell] parcel ${remote}/${page} feilet`, error);
                setParcelError(error ?? new Error('parcel'));
              }}
            />
          ) : Page ? (
            <Page key={`${page}:${renderAttempt}`} {...pageProps} />
          ) : null}
        </SlotErrorBoundary>
      );
    }
  }

  return (
    <div
      className="sh-remote-slot"
      data-remote={remote}
      data-remote-version={version}
      data-mount={mode}
      data-state={state}
    >
      {content}
    </div>
  );
}
