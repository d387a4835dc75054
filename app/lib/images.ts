/**
 * The responsive versions of the photos in app/content/gallery/, as listed in
 * app/generated/images.json by the image step (tools/build/images.ts, `npm run
 * images`, run before every build and dev server). The manifest is part of the
 * pages' JavaScript, so it holds one small record per photo; every file's
 * address follows from it by the naming rule below, which the image step
 * writes the files by.
 */

import type { ImageCandidate, ImageInfo, ImageManifest } from "./image-names";

export { candidates, imageUrl, type ImageCandidate, type ImageInfo, type ImageManifest } from "./image-names";

// A glob, not an import: typecheck and lint work before the manifest exists.
const found = import.meta.glob<ImageManifest>("../generated/images.json", { eager: true, import: "default" });
const manifest: ImageManifest = found["../generated/images.json"] ?? {};

/** The responsive versions of `file` (a name inside app/content/gallery/). */
export function imageInfo(file: string): ImageInfo {
  const info = manifest[file];
  if (!info) {
    throw new Error(`Image "${file}" is not in app/generated/images.json: run npm run images`);
  }
  return info;
}

/** A `srcset` value: "url 400w, url 800w, …". */
export function srcSet(list: readonly ImageCandidate[]): string {
  return list.map(({ w, src }) => `${src} ${w}w`).join(", ");
}
