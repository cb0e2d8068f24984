// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends compressed bytes without compressing on each request (@fastify/static's preCompressed).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @import { Plugin } from 'vite' */

/** Text formats worth compressing; pictures and sounds are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Compresses the text files of a built folder in place; answers how many it wrote.
 * @param {string} dir
 * @returns {number}
 */
export function precompressFolder(dir) {
  let written = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A copy larger than the file would only cost the browser time.
    if (brotli.length < content.length) {
      writeFileSync(`${path}.br`, brotli);
      written += 1;
    }
    if (gzip.length < content.length) {
      writeFileSync(`${path}.gz`, gzip);
      written += 1;
    }
  }
  return written;
}

/**
 * Vite plugin: compresses the finished build (the `build` command only).
 * @returns {Plugin}
 */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        // A failed build has nothing to compress; its own error is the one to show.
        if (error || !existsSync(outDir)) return;
        precompressFolder(outDir);
      },
    },
  };
}
