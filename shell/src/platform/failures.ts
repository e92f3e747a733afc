/**
 * What went wrong in a remote's page area, as the slot shows it and reports it:
 * - `load`: the remote's entry could not be loaded (manifest, remote entry or exposed module),
 * - `chunk`: a code-split part of a loaded remote failed to load while the page rendered,
 * - `render`: the page threw while rendering,
 * - `refused`: the entry loaded but is built for another contract (or malformed).
 */
export type FailureKind = 'load' | 'chunk' | 'render' | 'refused';

/** webpack's failed JS chunk (`ChunkLoadError`) or mini-css-extract-plugin's failed CSS chunk. */
export function isChunkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}
