import type { RemoteEntry } from './types';
import { CONTRACT_VERSION, satisfiesRange } from './version';

export type RemoteEntryCheck =
  | { ok: true; entry: RemoteEntry }
  | { ok: false; reason: 'malformed' | 'incompatible'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** React components may be functions or objects (memo, forwardRef, lazy). */
const isComponent = (value: unknown): boolean =>
  typeof value === 'function' || (isRecord(value) && '$$typeof' in value);

/**
 * Checks a loaded remote module before the shell mounts anything from it: the shape of the
 * entry and the contract range against this contract version. The message is shopper-facing
 * Norwegian (the shell shows it in the page area).
 */
export function checkRemoteEntry(
  module: unknown,
  contractVersion: string = CONTRACT_VERSION,
): RemoteEntryCheck {
  const malformed = {
    ok: false,
    reason: 'malformed',
    message: 'Denne delen av siden kunne ikke lastes. Prøv igjen senere.',
  } as const;
  if (!isRecord(module)) return malformed;
  const { pages, contractRange, version } = module;
  if (
    !isRecord(pages) ||
    typeof contractRange !== 'string' ||
    typeof version !== 'string' ||
    !Object.values(pages).every(isComponent)
  ) {
    return malformed;
  }
  if (!satisfiesRange(contractVersion, contractRange)) {
    return {
      ok: false,
      reason: 'incompatible',
      message: `Denne delen av siden (versjon ${version}) passer ikke med resten av nettbutikken og kan ikke vises. Prøv igjen senere.`,
    };
  }
  return { ok: true, entry: module as unknown as RemoteEntry };
}
