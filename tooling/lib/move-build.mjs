// Moves a finished build from its staging folder into the version folder the server serves.
// Files are added, never taken away: a tab opened on the previous build of this version still
// finds its hashed chunks. The entry files (manifest, remoteEntry.js, index.html, the lists,
// release.json) move last, so no reader sees an entry naming chunks that are not there yet.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const HASHED = /\.[0-9a-f]{8,}\./;

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesBelow(dir, path.join(prefix, entry.name))
      : [path.join(prefix, entry.name)],
  );
}

/**
 * @param {string} stagingDir  a complete build
 * @param {string} finalDir    the version folder (created when missing)
 */
export function moveBuildInto(stagingDir, finalDir) {
  const files = filesBelow(stagingDir);
  const ordered = [
    ...files.filter((file) => HASHED.test(path.basename(file))),
    ...files.filter((file) => !HASHED.test(path.basename(file))),
  ];
  for (const file of ordered) {
    const target = path.join(finalDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(stagingDir, file), target);
  }
  rmSync(stagingDir, { recursive: true, force: true });
}
