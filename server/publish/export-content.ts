/**
 * For `npm run build` (scripts/check-content.ts): the live version's edits,
 * from the database the server keeps them in (decision 0045), into the
 * content folder the build reads, with the uploaded photos' sizes its gallery
 * names into DATA_DIR/photos/, so that the static site is built as it is
 * live, on the server's machine or any other with DATABASE_URL. Nothing
 * happens without a database: no DATABASE_URL and no DATA_DIR/enquiries.sqlite.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { ContentOverlays } from "~/content/overlay";
import { PHOTOS_FOLDER, uploadedFiles } from "~/lib/photo-files.server";
import { openStore } from "../enquiries/store";
import { writeWhole } from "../write-whole";
import { openVersionStore, writeOverlaysIn } from "./versions";

/** The uploaded photos' sizes a gallery overlay names. */
export function namedPhotoFiles(overlays: ContentOverlays): string[] {
  return (overlays.gallery?.entries ?? []).flatMap((entry) => [
    ...uploadedFiles(entry.image),
    ...(entry.before?.image ? uploadedFiles(entry.before.image) : []),
  ]);
}

export async function exportLiveContent({
  databaseUrl,
  dataDir,
  contentDir,
  projectRoot,
}: {
  databaseUrl?: string;
  dataDir: string;
  contentDir: string;
  projectRoot: string;
}): Promise<{ version: number; photos: number } | null> {
  if (!databaseUrl && !existsSync(path.join(dataDir, "enquiries.sqlite"))) return null;
  const store = await openStore({ databaseUrl, dataDir });
  try {
    const versions = await openVersionStore({ store, dataDir, projectRoot });
    const version = await versions.liveId();
    const overlays = await versions.currentOverlays();
    writeOverlaysIn(contentDir, overlays);
    let photos = 0;
    const photosDir = path.join(dataDir, PHOTOS_FOLDER);
    for (const name of namedPhotoFiles(overlays)) {
      if (existsSync(path.join(photosDir, name))) continue;
      const bytes = await versions.photoFile(name);
      if (!bytes) throw new Error(`The live version ${version} names the photo ${name}, which the database does not have.`);
      writeWhole(path.join(photosDir, name), bytes);
      photos += 1;
    }
    return { version, photos };
  } finally {
    await store.close();
  }
}
