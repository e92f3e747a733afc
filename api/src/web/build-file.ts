import path from 'node:path';

/** Source maps, also as a precompressed sibling a build might write next to one. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/**
 * The file inside a build folder that `send` (@fastify/static) will open for the route's `*`
 * part: it resolves `//`, `./` and `x/..` itself, so checks on the raw text can be walked around
 * (`//server/entry.cjs`). Mirrors its `normalize('.' + sep + path)`; lower case because a
 * case-insensitive disk opens `Server/` too.
 */
function resolvedFile(file: string): string {
  return path.normalize(`.${path.sep}${file}`).toLowerCase();
}

/**
 * Whether a browser may fetch `file` of a build: never its server part (code and secrets of the
 * server render), source maps only when the server is configured to publish them.
 */
export function isPublicBuildFile(file: string, sourceMaps: boolean): boolean {
  const resolved = resolvedFile(file);
  if (resolved.split(path.sep)[0] === 'server') return false;
  return sourceMaps || !SOURCE_MAP.test(resolved);
}
