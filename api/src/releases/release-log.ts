/**
 * `releases.json` at the repository root: every release `pnpm release` published, with the commit
 * it was built from. Committed with the code, so a clean clone knows the previous release of each
 * package (the N-1 compatibility run builds it from that commit when its tag is not there).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';

const ReleaseLogSchema = v.object({
  releases: v.array(
    v.object({
      package: v.string(),
      version: v.string(),
      commit: v.string(),
      publishedAt: v.string(),
    }),
  ),
});
export type ReleaseLog = v.InferOutput<typeof ReleaseLogSchema>;
export type ReleaseLogEntry = ReleaseLog['releases'][number];

export function readReleaseLog(file: string): ReleaseLog {
  if (!existsSync(file)) return { releases: [] };
  return v.parse(ReleaseLogSchema, JSON.parse(readFileSync(file, 'utf8')));
}

export function appendReleaseLog(file: string, entry: ReleaseLogEntry): void {
  const log = readReleaseLog(file);
  log.releases.push(entry);
  writeFileSync(file, `${JSON.stringify(log, null, 2)}\n`);
}
