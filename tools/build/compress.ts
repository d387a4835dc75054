/**
 * Brotli and gzip copies of every text file of the build, made once at the
 * highest settings: the Node server and most static hosts send them as they
 * are to browsers that accept them.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map|data)$/;
/** Below this size compression does not pay for the extra header bytes. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

export function compressBuild(root: string): { count: number; raw: number; brotli: number } {
  const total = { count: 0, raw: 0, brotli: 0 };
  for (const file of files(root)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    total.count += 1;
    total.raw += content.length;
    total.brotli += br.length;
  }
  return total;
}
