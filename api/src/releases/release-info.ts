/**
 * `release.json`, written next to every build by tooling/webpack/release-info-plugin.mjs: what a
 * build is and which contract it offers (the shell) or needs (a remote). The composition is
 * checked against it before it is accepted.
 */
import * as v from 'valibot';

export const PACKAGE_NAME = /^(shell|mf-[a-z0-9-]+)$/;
/** Version segments become folder names, object keys and URL path segments. */
export const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export const ReleaseInfoSchema = v.object({
  package: v.pipe(v.string(), v.regex(PACKAGE_NAME)),
  container: v.string(),
  version: v.pipe(v.string(), v.regex(VERSION_TEXT)),
  kind: v.picklist(['shell', 'remote']),
  contract: v.union([v.object({ version: v.string() }), v.object({ range: v.string() })]),
  react: v.nullable(v.string()),
  /** The build's server part (ADR 0010), e.g. `server/entry.cjs`; absent in older builds. */
  server: v.optional(v.string()),
  commit: v.nullable(v.string()),
  dirty: v.boolean(),
  builtAt: v.string(),
});
export type ReleaseInfo = v.InferOutput<typeof ReleaseInfoSchema>;

/** The parsed `release.json`, or null when it is not one (a build of an older tool). */
export function parseReleaseInfo(raw: unknown): ReleaseInfo | null {
  const result = v.safeParse(ReleaseInfoSchema, raw);
  return result.success ? result.output : null;
}

/** npm package folder of an MF container name: `mf_catalog` → `mf-catalog`; `shell` stays. */
export function packageOfRemote(remote: string): string {
  return remote.replace(/_/g, '-');
}
