/** Brotli and gzip copies of every text file of the build, which the Node server and most static hosts send as they are. */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|data|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this size compression does not pay for the extra header bytes. */
export const MIN_BYTES = 1024;

export const isCompressible = (file: string, size: number) => COMPRESSIBLE.test(file) && size >= MIN_BYTES;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function compressFiles(root: string): { count: number; raw: number; brotli: number } {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(root)) {
    if (!isCompressible(file, statSync(file).size)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
    raw += content.length;
    brotli += br.length;
  }
  return { count, raw, brotli };
}
