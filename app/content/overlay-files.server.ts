/**
 * The owner's content edits as files (decision 0029): the JSON files of the
 * content folder (CONTENT_DIR, or DATA_DIR/content, or data/content), parsed
 * but not judged. `npm run content` (and the owner's forms, before they
 * save) validate them with the content schemas; current.server.ts reads them
 * for the loaders.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { overlayFiles, type ContentOverlays } from "./overlay";

/** Where the owner's edits are, from the environment, relative to the project folder. */
export function contentDir(env: NodeJS.ProcessEnv = process.env, projectRoot = process.cwd()): string {
  if (env.CONTENT_DIR?.trim()) return path.resolve(projectRoot, env.CONTENT_DIR.trim());
  return path.join(path.resolve(projectRoot, env.DATA_DIR?.trim() || "data"), "content");
}

/** Each overlay file that exists, parsed; a file that is not JSON is an error naming it. */
export function readOverlayFiles(dir: string): { [Key in keyof ContentOverlays]?: unknown } {
  const overlays: { [Key in keyof ContentOverlays]?: unknown } = {};
  for (const [key, name] of Object.entries(overlayFiles) as [keyof ContentOverlays, string][]) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    try {
      overlays[key] = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return overlays;
}
