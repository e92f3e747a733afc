import { useCallback, useEffect, useState } from 'react';
import type { PageProps } from 'shared-contracts';
import {
  loadRemoteEntry,
  peekRemoteEntry,
  retryRemoteEntry,
  type RemoteLoadResult,
} from './federation';
import { usePlatform } from './platform-context';
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
  /** Key in the remote entry's `pages`. */
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
 * its contract, renders the page with the shell's React (ADR 0008), and contains every failure
 * with a Norwegian fallback and a retry.
 * `data-remote` / `data-remote-version` / `data-state` let tests and support see what is mounted.
 */
export function RemoteSlot({ remote, page, pageProps }: RemoteSlotProps) {
  const configured = usePlatform().composition.remotes[remote];
  const { result, retry: retryLoad } = useRemoteEntry(remote);
  // Bumped by "Prøv igjen" after a render error: remounts the page with a fresh boundary.
  const [renderAttempt, setRenderAttempt] = useState(0);
  const retryRender = useCallback(() => setRenderAttempt((n) => n + 1), []);

  const exposed = result?.status === 'ready' && page in result.entry.pages;
  const state = !result
    ? 'loading'
    : result.status === 'ready'
      ? exposed
        ? 'ready'
        : 'failed'
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
    const Page = result.entry.pages[page];
    if (!Page) {
      console.error(`[shell] ${remote} har ingen side «${page}»`);
      content = <Fallback onRetry={retryRender} />;
    } else {
      content = (
        <SlotErrorBoundary
          remote={remote}
          resetKey={`${page}:${renderAttempt}`}
          onRetry={retryRender}
          fallback={(onRetry) => <Fallback onRetry={onRetry} />}
        >
          <Page key={`${page}:${renderAttempt}`} {...pageProps} />
        </SlotErrorBoundary>
      );
    }
  }

  return (
    <div
      className="sh-remote-slot"
      data-remote={remote}
      data-remote-version={version}
      data-state={state}
    >
      {content}
    </div>
  );
}
