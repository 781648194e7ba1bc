import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(?:js|css)$/;

/**
 * Writes a `.br` and a `.gz` beside each script and stylesheet of the build, which the server's
 * static files send to browsers that accept them (`preCompressed`): compressed once at build time at
 * the strongest level, never per request. A variant that would not be smaller is not written.
 */
export const precompressAssets = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? '';
    await Promise.all(
      Object.values(bundle)
        .filter((output) => compressible.test(output.fileName))
        .map(async (output) => {
          const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          const file = path.join(outDir, output.fileName);
          const [brotliBytes, gzipBytes] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            brotliBytes.length < content.length ? writeFile(`${file}.br`, brotliBytes) : undefined,
            gzipBytes.length < content.length ? writeFile(`${file}.gz`, gzipBytes) : undefined,
          ]);
        }),
    );
  },
});
