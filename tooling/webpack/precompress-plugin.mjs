// Writes .br and .gz siblings of the text assets at build time. The server (@fastify/static with
// preCompressed) then sends the smallest encoding the browser accepts without compressing per
// request; a CDN can serve the same files. Built once, served a million times: max quality.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|json|html|svg)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and real content hashing, so the compressed bytes are final.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const info = compilation.assetsInfo.get(name) ?? {};
            const related = { compressed: true, immutable: info.immutable };
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(buffer, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
              ),
              related,
            );
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(buffer, { level: 9 })),
              related,
            );
          }
        },
      );
    });
  }
}
