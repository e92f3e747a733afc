/**
 * Loads a build's server part (`server/entry.cjs`, ADR 0010) from wherever the build lives
 * (release store or local build). The file is compiled once per version and text (a release is
 * immutable; a local build may be redone under the same version); each `instantiate` runs the
 * compiled code again with its own module state, so a remote's caches belong to one request.
 */
import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';
import type { Builds } from '../../releases';
import { parseReleaseInfo } from '../../releases/release-info';

type Factory = (
  exports: Record<string, unknown>,
  require: (id: string) => unknown,
  module: { exports: Record<string, unknown> },
) => void;

export interface ServerPart {
  /** Runs the part's code with `require` answering its imports; returns its exports. */
  instantiate(require: (id: string) => unknown): Record<string, unknown>;
}

const BUILTINS = new Set(builtinModules);
const nodeRequire = createRequire(import.meta.url);

/** Node's own modules (`stream`, `node:util` …), which a part built for Node may import. */
export function requireBuiltin(id: string): unknown {
  if (BUILTINS.has(id.replace(/^node:/, ''))) return nodeRequire(id);
  throw new Error(`serverdelen ber om ${id}, som ikke deles`);
}

export class ServerParts {
  private readonly compiled = new Map<string, { text: string; part: ServerPart }>();

  constructor(private readonly builds: Builds) {}

  /** The part of `pkg@version`, or null when the build has none (an older release). */
  async load(pkg: string, version: string): Promise<ServerPart | null> {
    const info = parseReleaseInfo(await this.builds.readJson(pkg, version, 'release.json'));
    if (!info?.server) return null;
    const text = await this.builds.readText(pkg, version, info.server);
    if (text === null) return null;
    const key = `${pkg}@${version}`;
    let entry = this.compiled.get(key);
    if (entry?.text !== text) {
      const script = new vm.Script(`(function (exports, require, module) {${text}\n})`, {
        filename: `${key}/${info.server}`,
      });
      const factory = script.runInThisContext() as Factory;
      entry = {
        text,
        part: {
          instantiate(require) {
            const module = { exports: {} as Record<string, unknown> };
            factory(module.exports, require, module);
            return module.exports;
          },
        },
      };
      this.compiled.set(key, entry);
    }
    // The same object while the text is the same: the shell's instance is kept per part.
    return entry.part;
  }
}
