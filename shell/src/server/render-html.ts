import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The whole markup of `element`, after every Suspense boundary (the remote's code-split page)
 * has resolved. Any error, even one React could recover from in the browser, rejects: the page
 * the browser hydrates must be the one the server meant.
 */
export async function renderHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    signal,
    // Every boundary in place: React would otherwise send a large one after the rest, to be moved
    // in by an inline script, which the pages' CSP (script-src 'self') does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0];
  if (signal.aborted) throw signal.reason;
  return html;
}
