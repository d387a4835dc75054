/**
 * The owner's edits judged as the build judges the repository's content
 * (decision 0029): each overlay file's shape (only the fields the owner may
 * edit), then the whole content with the edits merged in, through the same
 * `validateContent` (every module's schema and the checks across modules)
 * that `npm run content` runs. Used by `npm run content` on the files in the
 * content folder, and by the owner's forms before anything is saved.
 */
import { siteContent } from "./current.server";
import { galleryDefaults } from "./gallery";
import { withGalleryOverlay } from "./gallery-overlay";
import { overlayFiles, type ContentOverlays } from "./overlay";
import { cleanOverlays, overlaySchemas } from "./overlay.schema";
import { typeset } from "./typography";
import { shippedContent, validateContent, type ContentIssue } from "./validate.server";

/**
 * The whole content as the build would have it with these edits; the
 * gallery's photos may be in `uploadFolders` (the content folder's gallery/),
 * the repository's among `builtPhotos` (where the server runs: the build's).
 */
export function contentWithOverlays(overlays: ContentOverlays, uploadFolders: readonly string[] = [], builtPhotos?: readonly string[]) {
  const { serviceArea, ...rendered } = siteContent(overlays);
  return {
    ...shippedContent(),
    // What the owner edits, as the loaders render it (decision 0040).
    ...rendered,
    towns: serviceArea.towns,
    travelZones: serviceArea.travelZones,
    gallery: typeset(withGalleryOverlay(galleryDefaults, overlays.gallery)),
    hiddenPictures: overlays.gallery?.hidden ?? [],
    uploadFolders,
    builtPhotos,
  };
}

/**
 * What is wrong with the owner's edits once a form's `change` is made over them (before it is
 * saved); the gallery's uploaded photos may be in `photoFolders`, the repository's are
 * `builtPhotos`, those of the build the server runs (its sources are not deployed). An overlay
 * the change sets to undefined is removed.
 */
export function editIssues(
  edits: ContentOverlays,
  change: ContentOverlays,
  photoFolders: readonly string[],
  builtPhotos: readonly string[],
): ContentIssue[] {
  const merged = Object.fromEntries(Object.entries({ ...edits, ...change }).filter(([, value]) => value !== undefined));
  return overlayIssues(merged, "DATA_DIR/content", photoFolders, builtPhotos);
}

/**
 * What is wrong with these edits: their files' shape, then the content they
 * make, with their texts cleaned as the build cleans them (cleanOverlays).
 * `dir` names the files in the messages (e.g. "data/content").
 */
export function overlayIssues(
  overlays: Record<string, unknown>,
  dir = "DATA_DIR/content",
  uploadFolders: readonly string[] = [],
  builtPhotos?: readonly string[],
): ContentIssue[] {
  const shapeIssues = (Object.keys(overlaySchemas) as (keyof typeof overlaySchemas)[]).flatMap((key) => {
    if (overlays[key] === undefined) return [];
    const result = overlaySchemas[key].safeParse(overlays[key]);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          file: `${dir}/${overlayFiles[key]}`,
          field: issue.path.map(String).join("."),
          message: issue.message,
        }));
  });
  if (shapeIssues.length > 0) return shapeIssues;
  return validateContent(contentWithOverlays(cleanOverlays(overlays) as ContentOverlays, uploadFolders, builtPhotos));
}
