// Importing the stores registers their mirrors before any storage event can arrive.
import './cart';
import './favourites';
import './promocode';
import './user';
import { mirrorFor, type MirrorContext } from './persisted';
import { MIRRORED_KEYS } from './storage-keys';

export interface StorageSyncOptions {
  /** Called when the user logged in or out in another tab. Default: `location.reload()`. */
  readonly reload?: () => void;
  /** Where storage events arrive; default `window`. */
  readonly target?: Window;
}

/**
 * Mirrors the spec §3 keys from other tabs into the stores (`storage` events fire only in the
 * *other* tabs of the origin) and applies the reload rule of the `user` key. Also re-reads the
 * keys when the page comes back from the back/forward cache, where events were missed.
 * Call once at start-up (the shell does); returns a function that stops mirroring.
 */
export function startStorageSync(options: StorageSyncOptions = {}): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return () => {};
  const context: MirrorContext = {
    reload: options.reload ?? (() => target.location.reload()),
  };
  const mirrored = new Set<string>(MIRRORED_KEYS);
  const storage = (): Storage | null => {
    try {
      return target.localStorage;
    } catch {
      return null; // storage disabled (privacy mode): nothing to mirror
    }
  };

  const apply = (key: string, raw: string | null): void => {
    if (mirrored.has(key)) mirrorFor(key)?.apply(raw, context);
  };
  const releases = MIRRORED_KEYS.map((key) => mirrorFor(key)?.hold());

  const onStorage = (event: StorageEvent): void => {
    // sessionStorage (breadcrumbs) fires storage events too; only local storage is mirrored.
    if (event.storageArea !== null && event.storageArea !== storage()) return;
    if (event.key === null) {
      // localStorage.clear() in another tab: every key is gone.
      for (const key of MIRRORED_KEYS) apply(key, null);
      return;
    }
    apply(event.key, event.newValue);
  };

  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    const store = storage();
    if (!store) return;
    for (const key of MIRRORED_KEYS) apply(key, store.getItem(key));
  };

  target.addEventListener('storage', onStorage);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    releases.forEach((release) => release?.());
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pageshow', onPageShow);
  };
}
