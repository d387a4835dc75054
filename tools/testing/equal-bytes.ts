/**
 * Byte arrays (Buffers: rendered pages, photos, compressed copies) are equal when their bytes are:
 * one comparison, not Vitest's element-by-element walk, which takes about a second for each 170 KB
 * page on a 2-core machine and made the publishing tests spend most of their time comparing.
 * Any other value is left to Vitest's own equality (`undefined`). Registered for every test
 * project by `tests/setup-expect.ts`.
 */
export function equalBytes(a: unknown, b: unknown): boolean | undefined {
  if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) return undefined;
  if (a.constructor !== b.constructor) return false;
  return Buffer.compare(a, b) === 0;
}
