import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageProps } from 'shared-contracts';
import {
  isLoadFailure,
  loadRemoteEntry,
  peekRemoteEntry,
  retryRemoteEntry,
  type RemoteLoadResult,
} from './federation';
import { checkComposition, compositionChangedSettled } from './composition-watch';
import { loadDocument } from './document-load';
import { isChunkError, reportRemoteFailure, type FailureKind } from './failures';
import { usePlatform } from './platform-context';
import { usePeekRemoteEntry } from './server-entries';
import { SlotErrorBoundary } from './slot-error-boundary';
import './platform.css';

/** Verbatim shopper-facing texts of the platform (Norwegian bokmål). */
export const SLOT_TEXTS = Object.freeze({
  failed: 'Denne delen av siden kunne ikke lastes.',
  retry: 'Prøv igjen',
  loading: 'Laster …',
});

export type SlotState = 'loading' | 'ready' | 'failed' | 'incompatible';

export interface RemoteSlotProps {
  /** MF remote name, e.g. mf_catalog. */
  remote: string;
  /** Key in the remote entry's `pages`. */
  page: string;
  pageProps: PageProps;
  /** Told every state the slot changes to, e.g. to count the page as loaded once it settled. */
  onStateChange?: (state: SlotState) => void;
}

/** A settled load failure is no start state: a slot that mounts asks again (the next navigation). */
function startResult(
  remote: string,
  peek: (remote: string) => RemoteLoadResult | undefined,
): RemoteLoadResult | undefined {
  const settled = peek(remote);
  return isLoadFailure(settled) ? undefined : settled;
}

/**
 * The remote's entry for this slot. A failed load is asked again when the slot mounts, on every
 * navigation (new page props) and on "Prøv igjen"; a success is kept for the page's life.
 */
function useRemoteEntry(remote: string, pageProps: PageProps) {
  const peek = usePeekRemoteEntry();
  const [result, setResult] = useState(() => startResult(remote, peek));
  const [loadedFor, setLoadedFor] = useState(remote);
  // A new remote in the same slot: adopt its settled result (or none) during render, not after.
  if (loadedFor !== remote) {
    setLoadedFor(remote);
    setResult(startResult(remote, peek));
  }

  useEffect(() => {
    let active = true;
    const failed = isLoadFailure(peekRemoteEntry(remote));
    if (failed) setResult(undefined);
    void (failed ? retryRemoteEntry(remote) : loadRemoteEntry(remote)).then((next) => {
      if (active) setResult(next);
    });
    return () => {
      active = false;
    };
  }, [remote, pageProps]);

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

interface RenderFailure {
  /** The render this failure belongs to; a new one (retry, navigation) starts clean. */
  resetKey: object;
  kind: Extract<FailureKind, 'chunk' | 'render'>;
  error: unknown;
}

/**
 * The page area a remote renders into. Loads the remote's entry through the MF runtime, checks
 * its contract, renders the page with the shell's React (ADR 0008), and contains every failure
 * with a Norwegian fallback and a retry. Failures are retried: a failed load, and a page whose
 * chunk failed or that threw, are tried again on "Prøv igjen" and on the next navigation.
 * `data-remote` / `data-remote-version` / `data-state` let tests and support see what is mounted.
 */
export function RemoteSlot({ remote, page, pageProps, onStateChange }: RemoteSlotProps) {
  const configured = usePlatform().composition.remotes[remote];
  const { result, retry: retryLoad } = useRemoteEntry(remote, pageProps);
  // Bumped by "Prøv igjen" after a render error: remounts the page with a fresh boundary.
  const [renderAttempt, setRenderAttempt] = useState(0);
  // A new value clears the boundary: a retry, or a navigation (new page props) renders afresh.
  const resetKey = useMemo(
    () => ({ page, renderAttempt, pageProps }),
    [page, renderAttempt, pageProps],
  );
  const [renderFailure, setRenderFailure] = useState<RenderFailure | null>(null);
  const failure = renderFailure?.resetKey === resetKey ? renderFailure : null;
  // The chunk error shown when "Prøv igjen" was pressed. A remote built before retryableLazy
  // throws that very error again from React.lazy's cache: only a new document loads it again.
  const errorBeforeRetry = useRef<unknown>(null);
  const onRenderError = useCallback(
    (error: unknown) => {
      const chunk = isChunkError(error);
      if (chunk && error === errorBeforeRetry.current) loadDocument();
      setRenderFailure({ resetKey, kind: chunk ? 'chunk' : 'render', error });
    },
    [resetKey],
  );

  const slotRef = useRef<HTMLDivElement>(null);
  // Set by "Prøv igjen": what the slot showed when it was pressed. Once it shows the new attempt's
  // answer, focus goes to what replaced the button. Compared, not just flagged: the effects of the
  // render the button was pressed on may still be pending, and they are no answer.
  const retriedFrom = useRef<{
    result: RemoteLoadResult | undefined;
    resetKey: object;
    sawLoading: boolean;
  } | null>(null);
  // "Prøv igjen" in a tab whose composition is out of date takes the new document (new versions)
  // instead of asking the old build again.
  const retryWith = useCallback(
    (again: () => void) => {
      retriedFrom.current = { result, resetKey, sawLoading: false };
      void compositionChangedSettled().then((changed) => (changed ? loadDocument() : again()));
    },
    [result, resetKey],
  );
  const retryRender = useCallback(
    () =>
      retryWith(() => {
        errorBeforeRetry.current = failure?.error ?? null;
        setRenderAttempt((n) => n + 1);
      }),
    [retryWith, failure],
  );
  const retry = useCallback(() => retryWith(retryLoad), [retryWith, retryLoad]);

  const Page = result?.status === 'ready' ? result.entry.pages[page] : undefined;
  const state: SlotState = !result
    ? 'loading'
    : result.status === 'failed'
      ? result.reason === 'load'
        ? 'failed'
        : 'incompatible'
      : !Page || failure
        ? 'failed'
        : 'ready';
  const version = result?.status === 'ready' ? result.entry.version : (configured?.version ?? '');
  // What the fallback on screen stands for (its event: a new failure is a new object).
  const shown: { kind: FailureKind; event: object } | null =
    result?.status === 'failed'
      ? { kind: result.reason === 'load' ? 'load' : 'refused', event: result }
      : failure
        ? { kind: failure.kind, event: failure }
        : result && !Page
          ? { kind: 'render', event: result }
          : null;
  const shownKind = shown?.kind;
  const shownEvent = shown?.event;

  useEffect(() => {
    if (!shownKind) return;
    reportRemoteFailure(remote, version, shownKind);
    // Code that cannot be fetched any more is the usual sign of a deploy: ask at once.
    if (shownKind === 'load' || shownKind === 'chunk') void checkComposition();
  }, [shownKind, shownEvent, remote, version]);

  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  // After "Prøv igjen", once the new attempt has an answer (a new result or render), keyboard and
  // screen-reader users continue where it led: the page, or the button when it failed again.
  useEffect(() => {
    const from = retriedFrom.current;
    if (!from) return;
    if (state === 'loading') {
      from.sawLoading = true;
      return;
    }
    if (!from.sawLoading && from.result === result && from.resetKey === resetKey) return;
    retriedFrom.current = null;
    const button = slotRef.current?.querySelector<HTMLElement>('.sh-remote-fallback__retry');
    (button ?? slotRef.current)?.focus({ preventScroll: true });
  }, [state, result, resetKey]);

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
        <Fallback onRetry={retry} />
      ) : (
        <Refused message={result.message} />
      );
  } else if (!Page) {
    console.error(`[shell] ${remote} har ingen side «${page}»`);
    content = <Fallback onRetry={retryRender} />;
  } else {
    content = (
      <SlotErrorBoundary
        remote={remote}
        resetKey={resetKey}
        onError={onRenderError}
        fallback={<Fallback onRetry={retryRender} />}
      >
        <Page key={`${page}:${renderAttempt}`} {...pageProps} />
      </SlotErrorBoundary>
    );
  }

  return (
    <div
      ref={slotRef}
      className="sh-remote-slot"
      tabIndex={-1}
      data-remote={remote}
      data-remote-version={version}
      data-state={state}
    >
      {content}
    </div>
  );
}
