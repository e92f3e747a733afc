import type { ReadableAtom } from 'nanostores';
import type * as v from 'valibot';
import { $cookieConsent } from './consent';
import { decodeStored } from './persisted';
import type { StorageKey } from './storage-keys';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

const allowed = (): boolean => $cookieConsent.get()?.choices.cookie_default === true;

/** The stored value of a preference key, only while the visitor allows preferences. */
export function readPreference<S extends v.GenericSchema>(
  key: StorageKey,
  schema: S,
  initial: () => v.InferOutput<S>,
): v.InferOutput<S> {
  return allowed() ? decodeStored(schema, storage()?.getItem(key), initial) : initial();
}

/**
 * Persists `store` under `key` only with the cookie_default consent (a convenience, not needed
 * for shopping: ekomloven § 2-7b), and removes the key as soon as that consent is withdrawn.
 */
export function persistWithConsent<T>(
  key: StorageKey,
  store: ReadableAtom<T>,
  isEmpty: (value: T) => boolean,
): void {
  const write = (value: T): void => {
    const target = storage();
    if (!target) return;
    try {
      if (!allowed() || isEmpty(value)) target.removeItem(key);
      else target.setItem(key, JSON.stringify(value));
    } catch {
      // Quota or privacy mode: the value simply is not remembered.
    }
  };
  store.listen(write);
  $cookieConsent.listen(() => write(store.get()));
}
