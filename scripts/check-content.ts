/**
 * `npm run content` (part of `npm run build`): validates app/content/ and stops
 * the build on the first mistake, naming the file, the entry and the field.
 * Warns while demo company values are still in use.
 */
import path from "node:path";
import { UPLOADS_FOLDER } from "../app/content/gallery-overlay";
import type { ContentOverlays } from "../app/content/overlay";
import { cleanOverlays } from "../app/content/overlay.schema";
import { contentWithOverlays, overlayIssues } from "../app/content/overlays.server";
import { demoValuesInUse, formatIssue, shippedContent, validateContent } from "../app/content/validate.server";
import { contentDir, readOverlayFiles } from "../app/content/overlay-files.server";
import { exportLiveContent } from "../server/publish/export-content";

const content = shippedContent();
// The live version's edits, from the server's database (decision 0045), unless CONTENT_DIR names a folder of its own.
if (!process.env.CONTENT_DIR?.trim()) {
  const exported = await exportLiveContent({
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(process.env.DATA_DIR?.trim() || "data"),
    contentDir: contentDir(),
    projectRoot: process.cwd(),
  });
  if (exported) console.log(`The live version ${exported.version} from the database, into ${contentDir()}.`);
}
// The owner's edits (decision 0029), judged with the content they make, as the build will have it.
const dir = contentDir();
const overlays = readOverlayFiles(dir);
const edited = Object.keys(overlays);
const issues =
  edited.length > 0
    ? overlayIssues(overlays, path.relative(process.cwd(), dir).startsWith("..") ? dir : path.relative(process.cwd(), dir), [
        path.join(dir, UPLOADS_FOLDER),
      ])
    : validateContent(content);
if (edited.length > 0) console.log(`The owner's edits in ${dir}: ${edited.join(", ")}`);

if (issues.length > 0) {
  console.error(`Content check failed: ${issues.length} problem${issues.length === 1 ? "" : "s"} in the content\n`);
  for (const issue of issues) console.error(`  ✗ ${formatIssue(issue)}`);
  process.exit(1);
}

// Judged on the content as the build will have it: a demo value the owner replaced is not listed.
const demo = demoValuesInUse(edited.length > 0 ? contentWithOverlays(cleanOverlays(overlays) as ContentOverlays) : content);
if (demo.length > 0) {
  console.warn(`Warning: ${demo.length} demo value${demo.length === 1 ? " is" : "s are"} still in use; replace before going live:`);
  for (const value of demo) console.warn(`  ! ${value}`);
}
console.log(
  `Content check passed: ${content.services.length} services, ${content.priceList.length} prices, ${content.gallery.length} gallery photos.`,
);
