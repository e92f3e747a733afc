/**
 * The response caches of the read modules (catalogue, blog, content, polls, search): one per
 * plugin instance, kept in one registry so a writer can drop them all without a handle on the app.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { cacheTtlFromEnv, ResponseCache } from './response-cache';

/** Options of a read module's plugin. */
export interface ReadModuleOptions {
  db: Db;
  /** Overrides `CATALOG_CACHE_TTL_MS`; 0 disables the response cache. */
  cacheTtlMs?: number;
  /** Clock for campaign windows and 'førpris' (tests pin it). */
  now?: () => Date;
}

/** What a read module's routes are registered with. */
export interface ReadModuleDeps {
  db: Db;
  cache: ResponseCache;
  /** Injected clock so tests can pin campaign windows. */
  now: () => Date;
}

const caches = new Set<ResponseCache>();

/** A cache for `app`'s module, forgotten when the app closes (tests build many apps). */
export function createModuleCache(
  app: FastifyInstance,
  ttlMs = cacheTtlFromEnv(),
  maxEntries?: number,
): ResponseCache {
  const cache = new ResponseCache(ttlMs, maxEntries);
  caches.add(cache);
  app.addHook('onClose', async () => {
    caches.delete(cache);
  });
  return cache;
}

/** Forgets the entries starting with `prefix` in every live module cache (all without one). */
export function invalidateModuleCaches(prefix = ''): void {
  for (const cache of caches) cache.invalidate(prefix);
}
