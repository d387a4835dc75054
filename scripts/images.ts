/** `npm run images` (before `npm run build` and `npm run dev`): the gallery's responsive images, placeholders and icons (tools/build/images.ts). */
import { fileURLToPath } from "node:url";
import { buildImages } from "../tools/build/images";

const started = performance.now();
try {
  const root = fileURLToPath(new URL("..", import.meta.url));
  // The repository's photos only: the owner's uploads have their sizes in the data folder (decision 0042).
  const done = await buildImages(root);
  console.log(
    `build-images: ${done.sources} images, ${done.written} files written, ${done.files} files, ` +
      `${(done.bytes / 1024 / 1024).toFixed(2)} MB total, ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
} catch (error) {
  console.error(`build-images: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
