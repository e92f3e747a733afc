// What a server-rendered page carries for the browser (ADR 0010): per remote whose page the
// server rendered, its version, page and the answers that page read. The API writes it into
// `<script id="server-data" type="application/json">`; the shell hydrates instead of rendering
// when it is there, and the remote seeds its data cache from its part, so nothing is fetched
// twice. Bundled into the shell and each remote at build time (like define-entry.ts): it holds no
// state and imports nothing at run time.

export const SERVER_DATA_ID = 'server-data';

export interface ServerRenderedRemote {
  version: string;
  page: string;
  /** Answers by the remote's own cache keys. */
  data: Record<string, unknown>;
}

export interface ServerData {
  /** Remotes (by container name) whose page is in the HTML; a remote that fell back is absent. */
  remotes: Record<string, ServerRenderedRemote>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the server rendered this page (without reading its data). */
export function hasServerData(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.getElementById(SERVER_DATA_ID));
}

/** The server's data in `doc`, or null for a page rendered in the browser only. */
export function readServerData(doc: Document | undefined = globalThis.document): ServerData | null {
  const text = doc?.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.remotes)) return null;
    return parsed as unknown as ServerData;
  } catch {
    return null;
  }
}
