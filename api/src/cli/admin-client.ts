/**
 * What `pnpm compose` asks of the composition: through the admin API of a running shop, or, when
 * no shop answers, straight from its database (the same service the API uses).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Composition,
  CompositionEntry,
  CompositionRollbackBody,
  CompositionSetBody,
  ReleaseSummary,
} from 'shared-contracts/schemas';
import type { Config } from '../config';
import { createDb } from '../db/client';
import { CompositionService } from '../modules/composition';
import { checkoutVersion, createBuilds } from '../releases';

export interface AdminClient {
  /** Where the answers come from, for the first line of output. */
  readonly where: string;
  current(): Promise<{ entry: CompositionEntry; document: Composition } | null>;
  history(limit: number): Promise<CompositionEntry[]>;
  set(change: CompositionSetBody): Promise<CompositionEntry>;
  rollback(request: CompositionRollbackBody): Promise<CompositionEntry>;
  releases(pkg?: string): Promise<ReleaseSummary[]>;
  close(): Promise<void>;
}

export class AdminApiError extends Error {}

/** ADMIN_TOKEN, else the token a local shop wrote for this checkout (main.ts). */
export function adminToken(config: Config): string | null {
  if (config.adminToken) return config.adminToken;
  try {
    return readFileSync(path.join(config.repoRoot, '.data', 'admin-token'), 'utf8').trim();
  } catch {
    return null;
  }
}

export function httpClient(base: string, token: string): AdminClient {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok)
      throw new AdminApiError(answer.message ?? `${response.status} ${response.statusText}`);
    return answer as T;
  };
  return {
    where: `butikken på ${base}`,
    current: async () => {
      try {
        return await call('GET', '/admin/composition');
      } catch (error) {
        if (error instanceof AdminApiError && /ingen sammensetning/.test(error.message))
          return null;
        throw error;
      }
    },
    history: async (limit) =>
      (
        await call<{ entries: CompositionEntry[] }>(
          'GET',
          `/admin/composition/history?limit=${limit}`,
        )
      ).entries,
    set: (change) => call('PUT', '/admin/composition', change),
    rollback: (request) => call('POST', '/admin/composition/rollback', request),
    releases: async (pkg) =>
      (
        await call<{ releases: ReleaseSummary[] }>(
          'GET',
          `/admin/releases${pkg ? `?package=${encodeURIComponent(pkg)}` : ''}`,
        )
      ).releases,
    close: async () => undefined,
  };
}

/** The shop's database itself, for when no shop is running (PGlite allows one process only). */
export async function databaseClient(config: Config): Promise<AdminClient> {
  const handle = await createDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir },
  );
  await handle.migrate();
  const builds = createBuilds(config.releases, config.repoRoot);
  const service = new CompositionService({
    db: handle.db,
    builds,
    shellVersion: checkoutVersion(config.repoRoot, 'shell'),
    pollMs: 60_000,
    log: { error: (obj, msg) => console.error(msg, obj), info: () => undefined },
  });
  return {
    where: config.databaseUrl ? 'databasen i DATABASE_URL' : `databasen i ${config.pgliteDir}`,
    current: async () => {
      const served = await service.refresh();
      return served ? { entry: served.entry, document: served.document } : null;
    },
    history: (limit) => service.history(limit),
    set: (change) => service.set(change),
    rollback: (request) => service.rollback(request),
    releases: async (pkg) =>
      (await builds.list(pkg)).map((info) => ({ ...info, contract: { ...info.contract } })),
    close: () => handle.close(),
  };
}
