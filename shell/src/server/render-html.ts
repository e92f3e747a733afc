import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

/**
 * The whole markup of `element`, after every lazy part (the remote's code-split page) has
 * resolved. It is rendered by the renderer the browser hydrates it with (Preact, ADR 0011), so
 * `useId`'s ids and the marks around a part that suspended are the ones the browser expects. Any
 * error rejects: the page the browser hydrates must be the one the server meant.
 */
export async function renderHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  // React's element type and Preact's VNode are one object here: `react` resolves to preact/compat.
  const html = await renderToStringAsync(element as unknown as VNode);
  signal.throwIfAborted();
  return html;
}
