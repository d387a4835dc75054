/**
 * Where the sizes of the owner's uploaded photos are kept and what their
 * files are called: for the server, the build (which copies the ones the
 * content names into build/client/photos/) and the publishing, none of which
 * needs sharp for it (app/lib/image-sizes.server.ts makes the files).
 */
import path from "node:path";
import { UPLOADED_NAME, imageFormats, imageUrl, type UploadedImage } from "./image-names";

/** The folder of the uploaded photos' sizes, in the data folder (DATA_DIR/photos/) and in a static build (build/client/photos/). */
export const PHOTOS_FOLDER = "photos";

/** DATA_DIR/photos/, from the environment, relative to the project folder. */
export function photosDir(env: NodeJS.ProcessEnv = process.env, projectRoot = process.cwd()): string {
  return path.join(path.resolve(projectRoot, env.DATA_DIR?.trim() || "data"), PHOTOS_FOLDER);
}

/** The file names of an uploaded photo's sizes, in DATA_DIR/photos/ (and build/client/photos/). */
export function uploadedFiles(image: Pick<UploadedImage, "hash" | "widths">): string[] {
  return imageFormats.flatMap((format) =>
    image.widths.map((w) => path.posix.basename(imageUrl({ name: UPLOADED_NAME, hash: image.hash }, w, format))),
  );
}
