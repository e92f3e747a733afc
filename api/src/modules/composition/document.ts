/**
 * The composition document the shell consumes (`/composition.json`, inlined into the HTML), made
 * from the configuration in force: every remote resolved to the URL of its manifest.
 */
import * as v from 'valibot';
import {
  CompositionConfigSchema,
  type Composition,
  type CompositionConfig,
} from 'shared-contracts/schemas';
import { packageOfRemote } from '../../releases';

/** URL of a build's manifest on this server: `/build/<pkg>/<version>/mf-manifest.json`. */
export function manifestUrl(remote: string, version: string): string {
  return `/build/${packageOfRemote(remote)}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/**
 * Turns the configuration into the document the shell consumes. `extraOrigins` (dev:
 * MF_OVERRIDE_ORIGINS) switches overrides on for those origins without changing the shared
 * composition.
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

/** Parses a configuration (the seed file, a stored entry); the error names each bad field. */
export function parseCompositionConfig(raw: unknown, where: string): CompositionConfig {
  const result = v.safeParse(CompositionConfigSchema, raw);
  if (!result.success) {
    const detail = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
    throw new Error(`Ugyldig sammensetning i ${where}: ${detail.join('; ')}`);
  }
  return result.output;
}

/**
 * A configuration as stored in an entry of the history. Entries outlive the rules they were
 * accepted under: a mount mode (gone with ADR 0008) is dropped rather than making the entry, and
 * with it the history or a rollback, unreadable.
 */
export function parseStoredConfig(raw: unknown, where: string): CompositionConfig {
  if (typeof raw !== 'object' || raw === null || !('remotes' in raw))
    return parseCompositionConfig(raw, where);
  const { remotes } = raw as { remotes: unknown };
  if (typeof remotes !== 'object' || remotes === null) return parseCompositionConfig(raw, where);
  const withoutMount = Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => {
      if (typeof remote !== 'object' || remote === null) return [name, remote];
      const { mount: _mount, ...rest } = remote as Record<string, unknown>;
      return [name, rest];
    }),
  );
  return parseCompositionConfig({ ...raw, remotes: withoutMount }, where);
}
