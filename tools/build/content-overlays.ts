/**
 * The owner's edits that the build still compiles into the content modules
 * (decision 0029): the prices and the service texts, each put into its
 * module as a constant by vite.config.ts, cleaned as the content check cleans
 * them (a file written by hand may have a stray control or zero-width
 * character). The company facts and the gallery reach the pages through their
 * loaders instead (decision 0040).
 */
import { cleanOverlays } from "../../app/content/overlay.schema";
import { readOverlayFiles } from "../../app/content/overlay-files.server";

/** Vite's `define` for the content modules: each overlay as a constant, `undefined` where there is none. */
export function overlayDefines(dir: string): Record<string, string> {
  const overlays = cleanOverlays(readOverlayFiles(dir));
  const constant = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));
  return {
    __PRICES_OVERLAY__: constant(overlays.prices),
    __SERVICES_OVERLAY__: constant(overlays.services),
  };
}
