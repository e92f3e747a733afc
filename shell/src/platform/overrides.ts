import type { Composition } from 'shared-contracts';
import { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY } from './override-keys';

/**
 * Per-browser remote overrides for staging, in the spirit of single-spa's import-map-overrides:
 * `?mf-override=mf_catalog=http://localhost:3001/mf-manifest.json` (repeatable) points one remote
 * at another build, remembered in local storage until cleared. An arbitrary remote URL would be
 * script injection, so an override is honoured only when the composition enables overrides and
 * the URL's origin is allow-listed there.
 */
export { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY };

export type OverrideMap = Record<string, string>;

export interface RefusedOverride {
  remote: string;
  url: string;
  reason: string;
}

export interface OverrideResult {
  /** The composition with honoured overrides applied. */
  composition: Composition;
  /** Honoured overrides (remote → manifest URL); the banner lists them. */
  active: OverrideMap;
  refused: RefusedOverride[];
}

/**
 * Reads `mf-override=<remote>=<url>` pairs from a query string. An empty URL
 * (`mf-override=mf_catalog=`) removes that remote's stored override.
 */
export function parseOverrideParams(search: string): { set: OverrideMap; remove: string[] } {
  const params = new URLSearchParams(search);
  const set: OverrideMap = {};
  const remove: string[] = [];
  for (const value of params.getAll(OVERRIDE_PARAM)) {
    const separator = value.indexOf('=');
    if (separator <= 0) continue;
    const remote = value.slice(0, separator).trim();
    const url = value.slice(separator + 1).trim();
    if (url === '') remove.push(remote);
    else set[remote] = url;
  }
  return { set, remove };
}

/** Stored overrides, tolerating anything a user or an old version may have left in storage. */
export function parseStoredOverrides(raw: string | null): OverrideMap {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: OverrideMap = {};
    for (const [remote, url] of Object.entries(parsed)) {
      if (typeof url === 'string') out[remote] = url;
    }
    return out;
  } catch {
    return {};
  }
}

/** Why an override may not be used, or null when it may. */
export function refusalReason(
  composition: Composition,
  remote: string,
  url: string,
  baseUrl: string,
): string | null {
  if (!composition.overrides.enabled) return 'overrides are disabled in this composition';
  if (!(remote in composition.remotes)) return `unknown remote "${remote}"`;
  let origin: string;
  try {
    origin = new URL(url, baseUrl).origin;
  } catch {
    return 'not a valid URL';
  }
  // Compare normalised origins so `http://localhost:3001/` in the config matches too.
  const allowed = composition.overrides.allowedOrigins.map((entry) => {
    try {
      return new URL(entry).origin;
    } catch {
      return entry;
    }
  });
  if (!allowed.includes(origin)) return `origin ${origin} is not in overrides.allowedOrigins`;
  return null;
}

/** Applies the requested overrides that pass the rules; pure, so it is unit-tested. */
export function applyOverrides(
  composition: Composition,
  requested: OverrideMap,
  baseUrl: string,
): OverrideResult {
  const remotes = { ...composition.remotes };
  const active: OverrideMap = {};
  const refused: RefusedOverride[] = [];
  for (const [remote, url] of Object.entries(requested)) {
    const reason = refusalReason(composition, remote, url, baseUrl);
    const current = remotes[remote];
    if (reason || !current) {
      refused.push({ remote, url, reason: reason ?? 'unknown remote' });
      continue;
    }
    const absolute = new URL(url, baseUrl).href;
    // The version of an overridden remote is unknown until its entry reports it.
    remotes[remote] = { url: absolute, mount: current.mount };
    active[remote] = absolute;
  }
  return { composition: { ...composition, remotes }, active, refused };
}

/**
 * Start-up side of overrides: merges query parameters into local storage, strips them from the
 * address bar (so a shared link does not carry them), applies what is allowed and drops the rest
 * from storage with a console warning.
 */
export function resolveOverrides(
  composition: Composition,
  win: Pick<Window, 'location' | 'history' | 'localStorage'> = window,
): OverrideResult {
  const { set, remove } = parseOverrideParams(win.location.search);
  const stored = parseStoredOverrides(safeGet(win.localStorage, OVERRIDE_STORAGE_KEY));
  const requested: OverrideMap = { ...stored, ...set };
  for (const remote of remove) delete requested[remote];

  const url = new URL(win.location.href);
  if (url.searchParams.has(OVERRIDE_PARAM)) {
    url.searchParams.delete(OVERRIDE_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  const result = applyOverrides(composition, requested, win.location.origin);
  for (const { remote, url: refusedUrl, reason } of result.refused) {
    console.warn(`[mf-override] refused ${remote} → ${refusedUrl}: ${reason}`);
  }
  if (Object.keys(result.active).length > 0) {
    safeSet(win.localStorage, OVERRIDE_STORAGE_KEY, JSON.stringify(result.active));
  } else {
    safeRemove(win.localStorage, OVERRIDE_STORAGE_KEY);
  }
  return result;
}

/** Forgets every override; the caller reloads so the composed versions load again. */
export function clearOverrides(storage: Storage = window.localStorage): void {
  safeRemove(storage, OVERRIDE_STORAGE_KEY);
}

// Storage can throw (private mode, quota, disabled cookies); overrides are a convenience only.
function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function safeSet(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* see safeGet */
  }
}
function safeRemove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* see safeGet */
  }
}
