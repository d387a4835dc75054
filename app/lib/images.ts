/**
 * The responsive versions of the photos in app/content/gallery/, as listed in
 * app/generated/images.json by the image step (tools/build/images.ts, `npm run
 * images`, run before every build and dev server). Only the server side reads
 * it (the pages' loaders, through ~/lib/gallery-images, and the owner's pages):
 * a page's JavaScript never holds the whole manifest, which grows with every
 * photo the owner uploads, only the records its loader hands to its pictures.
 * Every file's address follows from a record by the naming rule in
 * ./image-names, which the image step writes the files by.
 */

import type { ImageInfo, ImageManifest } from "./image-names";

export { candidates, imageUrl, srcSet, type ImageCandidate, type ImageInfo, type ImageManifest } from "./image-names";

// A glob, not an import: typecheck and lint work before the manifest exists.
const found = import.meta.glob<ImageManifest>("../generated/images.json", { eager: true, import: "default" });
const manifest: ImageManifest = found["../generated/images.json"] ?? {};

/** The photos of app/content/gallery/ the build made sizes of: the repository's gallery where the server runs, without its sources. */
export const builtPhotos = (): readonly string[] => Object.keys(manifest);

/** The responsive versions of `file` (a name inside app/content/gallery/). */
export function imageInfo(file: string): ImageInfo {
  const info = manifest[file];
  if (!info) {
    throw new Error(`Image "${file}" is not in app/generated/images.json: run npm run images`);
  }
  return info;
}
