/** What `pnpm compose set <name> <version|url>` makes of the configuration in force. */
import type { CompositionConfig } from 'shared-contracts/schemas';

/** A version (`1.4.0`, `1.4.0-rc1`) or the URL of a manifest served elsewhere. */
export function withBuild(
  config: CompositionConfig,
  name: string,
  value: string,
): CompositionConfig {
  if (name === 'shell') {
    if (/^https?:\/\//.test(value))
      throw new Error('shell kan bare settes til en versjon (den serveres av butikken selv)');
    return { ...config, shell: { version: value } };
  }
  const {
    version: _version,
    url: _url,
    ...kept
  } = (config.remotes[name] ?? {}) as {
    version?: string;
    url?: string;
  };
  const build = /^https?:\/\//.test(value) ? { url: value } : { version: value };
  return {
    ...config,
    remotes: {
      ...config.remotes,
      [name]: { ...kept, ...build } as CompositionConfig['remotes'][string],
    },
  };
}
