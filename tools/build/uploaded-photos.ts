/**
 * The owner's uploaded photos in a static build (decision 0042): the sizes the
 * content's gallery entries name, copied from DATA_DIR/photos/ (where the
 * server made them at upload) into build/client/photos/, so that a static host
 * serving build/client shows them as the Node server does. Nothing else of
 * DATA_DIR/photos/ is copied.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { readOverlays } from "../../app/content/current.server";
import { PHOTOS_FOLDER, uploadedFiles } from "../../app/lib/photo-files.server";

/** The file names of every size the gallery overlay in `contentDir` names. */
export function neededPhotos(contentDir: string): string[] {
  const entries = readOverlays(contentDir).gallery?.entries ?? [];
  const images = entries.flatMap((entry) => (entry.before ? [entry.image, entry.before.image] : [entry.image]));
  return [...new Set(images.flatMap(uploadedFiles))].sort();
}

/** Copies (or links: the files never change) the sizes the content names into `root`/photos/; a missing one is an error naming it. */
export function copyUploadedPhotos(root: string, contentDir: string, photosDir: string): number {
  const names = neededPhotos(contentDir);
  const target = path.join(root, PHOTOS_FOLDER);
  rmSync(target, { recursive: true, force: true });
  if (names.length === 0) return 0;
  mkdirSync(target, { recursive: true });
  for (const name of names) {
    const from = path.join(photosDir, name);
    if (!existsSync(from)) throw new Error(`${from}: an uploaded photo's size named in ${contentDir}/gallery.json is missing`);
    try {
      linkSync(from, path.join(target, name));
    } catch {
      copyFileSync(from, path.join(target, name));
    }
  }
  return names.length;
}
