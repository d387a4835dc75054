/** `npm run images` (before `npm run build` and `npm run dev`): the gallery's responsive images, placeholders and icons (tools/build/images.ts). */
import { fileURLToPath } from "node:url";
import path from "node:path";
import { UPLOADS_FOLDER } from "../app/content/gallery-overlay";
import { contentDir } from "../app/content/overlay-files.server";
import { buildImages } from "../tools/build/images";

const started = performance.now();
try {
  const root = fileURLToPath(new URL("..", import.meta.url));
  // With the owner's uploaded photos (decision 0030), from the content folder the build reads.
  const done = await buildImages(root, path.join(contentDir(process.env, root), UPLOADS_FOLDER));
  console.log(
    `build-images: ${done.sources} images, ${done.written} files written, ${done.files} files, ` +
      `${(done.bytes / 1024 / 1024).toFixed(2)} MB total, ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
} catch (error) {
  console.error(`build-images: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
