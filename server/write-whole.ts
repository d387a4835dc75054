/** Writing files so that a reader sees the old content or the new, never half. */
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `content` to `file` through a temporary file of its own (a random name: two writers of
 * the same file at once never share one) renamed over the old one.
 */
export function writeWhole(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
