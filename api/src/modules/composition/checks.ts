/**
 * What a composition must satisfy before any server serves it: every build it names exists (a
 * published release, or a local build where those are allowed), is the package it claims to be,
 * and needs a contract the shell offers. Each problem is one Norwegian sentence for the operator.
 */
import type { CompositionConfig } from 'shared-contracts/schemas';
import { satisfiesRange } from 'shared-contracts/rules';
import { packageOfRemote, parseReleaseInfo, type ReleaseInfo } from '../../releases';

export interface ReleaseLookup {
  /** The build's release.json, or null when no such build exists. */
  info(pkg: string, version: string): Promise<ReleaseInfo | null>;
  /** Where releases are looked for, for the message. */
  readonly where: string;
}

/** Fetches `release.json` next to a remote's manifest URL (remotes hosted elsewhere). */
export type RemoteInfoFetch = (url: string) => Promise<ReleaseInfo | null>;

/**
 * Pure part: does each remote's contract range accept the shell's contract version?
 * `remotes` maps a remote name to its release.json.
 */
export function contractProblems(
  shell: ReleaseInfo,
  remotes: ReadonlyArray<readonly [string, ReleaseInfo]>,
): string[] {
  const offered = 'version' in shell.contract ? shell.contract.version : null;
  if (!offered) return [`shell ${shell.version} oppgir ingen kontraktversjon`];
  const problems: string[] = [];
  for (const [name, info] of remotes) {
    const range = 'range' in info.contract ? info.contract.range : null;
    if (!range) problems.push(`${name} ${info.version} oppgir ingen kontrakt den trenger`);
    else if (!satisfiesRange(offered, range))
      problems.push(
        `${name} ${info.version} trenger kontrakt ${range}, men shell ${shell.version} har ${offered}`,
      );
  }
  return problems;
}

/** Every reason `config` cannot be served; empty when it can. */
export async function compositionProblems(
  config: CompositionConfig & { shell: { version: string } },
  releases: ReleaseLookup,
  fetchRemoteInfo: RemoteInfoFetch,
): Promise<string[]> {
  const problems: string[] = [];
  const missing = (what: string) =>
    `${what} finnes ikke (verken som utgivelse i ${releases.where} eller som lokalt bygg)`;

  const shell = await releases.info('shell', config.shell.version);
  if (!shell) problems.push(missing(`shell ${config.shell.version}`));
  else if (shell.kind !== 'shell') problems.push(`shell ${config.shell.version} er ikke et shell`);

  const found: Array<readonly [string, ReleaseInfo]> = [];
  for (const [name, remote] of Object.entries(config.remotes)) {
    const info =
      'version' in remote
        ? await releases.info(packageOfRemote(name), remote.version)
        : await fetchRemoteInfo(remote.url);
    const label = 'version' in remote ? `${name} ${remote.version}` : `${name} (${remote.url})`;
    if (!info) {
      problems.push(
        'version' in remote ? missing(label) : `${label}: release.json kunne ikke hentes`,
      );
    } else if (info.kind !== 'remote' || info.container !== name) {
      problems.push(`${label} er ikke et bygg av ${name} (release.json sier ${info.container})`);
    } else {
      found.push([name, info]);
    }
  }
  if (shell?.kind === 'shell') problems.push(...contractProblems(shell, found));
  return problems;
}

/** `release.json` next to a manifest URL, with a deadline; null when it cannot be read. */
export function fetchReleaseInfoNextTo(timeoutMs = 3_000): RemoteInfoFetch {
  return async (manifestUrl) => {
    try {
      const url = new URL('release.json', manifestUrl);
      const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) return null;
      return parseReleaseInfo(await answer.json());
    } catch {
      return null;
    }
  };
}
