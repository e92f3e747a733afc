import { readFile, stat } from 'node:fs/promises';
import * as v from 'valibot';
import {
  CompositionConfigSchema,
  type Composition,
  type CompositionConfig,
} from 'shared-contracts/schemas';

/** npm package folder of an MF remote name: mf_catalog → mf-catalog. */
export function packageOfRemote(remote: string): string {
  return remote.replace(/_/g, '-');
}

/** URL of a built version's manifest on this server (PLAN: `/build/<pkg>/<version>/`). */
export function manifestUrl(remote: string, version: string): string {
  return `/build/${packageOfRemote(remote)}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/**
 * Turns the configuration file into the document the shell consumes: every remote resolved to a
 * manifest URL. `extraOrigins` (dev: MF_OVERRIDE_ORIGINS) switches overrides on for those
 * origins without editing the shared config file.
 */
export function toCompositionDocument(
  config: CompositionConfig,
  defaults: { shellVersion: string; extraOrigins?: readonly string[] },
): Composition {
  const remotes: Composition['remotes'] = {};
  for (const [name, remote] of Object.entries(config.remotes)) {
    remotes[name] =
      'version' in remote
        ? { url: manifestUrl(name, remote.version), mount: remote.mount, version: remote.version }
        : { url: remote.url, mount: remote.mount };
  }
  const extra = defaults.extraOrigins ?? [];
  const overrides =
    extra.length > 0
      ? {
          enabled: true,
          allowedOrigins: [...new Set([...config.overrides.allowedOrigins, ...extra])],
        }
      : config.overrides;
  return {
    shell: { version: config.shell?.version ?? defaults.shellVersion },
    remotes,
    overrides,
  };
}

/**
 * Origins other than our own that the page may load code from: remotes given by URL, and the
 * allowed override origins while overrides are on. The page's CSP allows exactly these.
 */
export function remoteOrigins(document: Composition): string[] {
  const origins = new Set<string>();
  const add = (url: string) => {
    if (!/^https?:\/\//.test(url)) return;
    origins.add(new URL(url).origin);
  };
  for (const remote of Object.values(document.remotes)) add(remote.url);
  if (document.overrides?.enabled)
    for (const origin of document.overrides.allowedOrigins) add(origin);
  return [...origins].sort();
}

export function parseCompositionConfig(raw: unknown, file: string): CompositionConfig {
  const result = v.safeParse(CompositionConfigSchema, raw);
  if (!result.success) {
    const detail = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid composition file ${file}: ${detail.join('; ')}`);
  }
  return result.output;
}

/**
 * Reads the composition file and re-reads it whenever its mtime changes, so swapping a remote's
 * version is an edit of the file – no restart, no shell rebuild. A broken edit is logged and the
 * last good document keeps being served, because a typo must not take the shop down.
 */
export class CompositionSource {
  private cached: { mtimeMs: number; document: Composition } | null = null;

  constructor(
    private readonly file: string,
    private readonly defaults: { shellVersion: string; extraOrigins?: readonly string[] },
    private readonly log: { error: (obj: unknown, msg: string) => void } = console_,
  ) {}

  /** The last good document (null before the first successful read). */
  current(): Composition | null {
    return this.cached?.document ?? null;
  }

  async get(): Promise<Composition> {
    try {
      // A vanished file (a deploy swapping it) is a broken edit too: keep serving the last one.
      const { mtimeMs } = await stat(this.file);
      if (this.cached && this.cached.mtimeMs === mtimeMs) return this.cached.document;
      const raw: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      const document = toCompositionDocument(parseCompositionConfig(raw, this.file), this.defaults);
      this.cached = { mtimeMs, document };
      return document;
    } catch (error) {
      if (!this.cached) throw error;
      this.log.error(
        { err: error },
        'composition file is missing or invalid; serving the last good version',
      );
      return this.cached.document;
    }
  }
}

const console_ = { error: (obj: unknown, msg: string) => console.error(msg, obj) };
