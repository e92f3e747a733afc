import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import * as v from 'valibot';
import type { StorageKey } from './storage-keys';

/** Context handed to a mirror when another tab changed its key. */
export interface MirrorContext {
  readonly reload: () => void;
}

/** Applies a raw local-storage value written by another tab (null = key removed). */
export type MirrorHandler = (raw: string | null, context: MirrorContext) => void;

interface Mirror {
  readonly apply: MirrorHandler;
  /** Keeps the store mounted; returns the release function. */
  readonly hold: () => () => void;
}

const mirrors = new Map<string, Mirror>();

/** The mirror of a key, used by `startStorageSync`. */
export function mirrorFor(key: string): Mirror | undefined {
  return mirrors.get(key);
}

/** Decodes stored JSON, falling back to `initial` for anything unparsable or off-schema. */
export function decodeStored<S extends v.GenericSchema>(
  schema: S,
  raw: string | null | undefined,
  initial: () => v.InferOutput<S>,
): v.InferOutput<S> {
  if (raw === null || raw === undefined) return initial();
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    // Stored data may come from an older or newer build: drop it rather than crash the page.
    return result.success ? result.output : initial();
  } catch {
    return initial();
  }
}

export interface PersistedOptions<T> {
  /** Replaces the default mirror (set the store) for keys with extra rules (e.g. `user`). */
  readonly onExternalChange?: (next: T, context: MirrorContext) => void;
}

/**
 * A nanostores atom persisted as JSON under `key`, validated by `schema` when read back.
 * `listen: false` because tab mirroring is done in one place (`startStorageSync`), where the
 * reload rule of the user key lives too.
 */
export function persistedJson<S extends v.GenericSchema>(
  key: StorageKey,
  schema: S,
  initial: () => v.InferOutput<S>,
  options: PersistedOptions<v.InferOutput<S>> = {},
): WritableAtom<v.InferOutput<S>> {
  type T = v.InferOutput<S>;
  const store = persistentAtom<T>(key, initial(), {
    encode: (value: T) => JSON.stringify(value),
    decode: (raw: string) => decodeStored(schema, raw, initial),
    listen: false,
  });
  mirrors.set(key, {
    apply(raw, context) {
      const next = decodeStored(schema, raw, initial);
      if (options.onExternalChange) options.onExternalChange(next, context);
      else store.set(next);
    },
    // An unmounted persistent atom re-reads storage when next read, which would let another
    // tab's login slip in without the reload rule; holding it mounted makes this tab's value
    // change only through its own actions and the mirror.
    hold: () => store.listen(() => {}),
  });
  return store;
}
