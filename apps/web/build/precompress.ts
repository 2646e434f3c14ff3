import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** below this a compressed copy saves less than its headers cost */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, once, at the strongest
 * levels (decision 015); the server picks one by `Accept-Encoding` and never compresses them at
 * request time.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kabinet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
          .map(async (f) => {
            const file = path.join(f.parentPath, f.name);
            const content = await fs.readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
