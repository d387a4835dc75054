/**
 * The owner's content edits as the build reads them (decision 0029): the JSON
 * files of the content folder (CONTENT_DIR, or DATA_DIR/content, or
 * data/content), parsed but not judged. `npm run content` (and the
 * publisher, before it builds) validates them with the content schemas;
 * vite.config.ts puts each into its content module, cleaned by them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { overlayFiles, type ContentOverlays } from "../../app/content/overlay";
import { cleanOverlays } from "../../app/content/overlay.schema";

/** Where the owner's edits are, from the environment, relative to the project folder. */
export function contentDir(env: NodeJS.ProcessEnv = process.env, projectRoot = process.cwd()): string {
  if (env.CONTENT_DIR?.trim()) return path.resolve(projectRoot, env.CONTENT_DIR.trim());
  return path.join(path.resolve(projectRoot, env.DATA_DIR?.trim() || "data"), "content");
}

/** Each overlay file that exists, parsed; a file that is not JSON stops the build, naming it. */
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

/**
 * Vite's `define` for the content modules: each overlay as a constant, `undefined` where there is none,
 * its texts cleaned as the content check cleans them (a file written by hand may have a stray control
 * or zero-width character).
 */
export function overlayDefines(dir: string): Record<string, string> {
  const overlays = cleanOverlays(readOverlayFiles(dir));
  return {
    __COMPANY_OVERLAY__: overlays.company === undefined ? "undefined" : JSON.stringify(overlays.company),
    __PRICES_OVERLAY__: overlays.prices === undefined ? "undefined" : JSON.stringify(overlays.prices),
    __GALLERY_OVERLAY__: overlays.gallery === undefined ? "undefined" : JSON.stringify(overlays.gallery),
    __SERVICES_OVERLAY__: overlays.services === undefined ? "undefined" : JSON.stringify(overlays.services),
  };
}
