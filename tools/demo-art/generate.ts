/**
 * Demo gallery illustrations for „Вечнозелено“ (Трявна).
 *
 *   npx tsx tools/demo-art/generate.ts [id-prefix …] [--svg DIR]
 *
 * Draws every scene of scenes/ as SVG in memory and renders it with sharp to
 * a 1600 × 1200 JPEG (mozjpeg, quality 86) in app/content/gallery/<id>.jpg,
 * and its "before" picture, where the scene has one, to <id>-before.jpg
 * (same camera and framing, so a slider can compare the two). Only the
 * scenes whose id starts with one of the given prefixes are drawn, if any
 * are given; `--svg DIR` also writes the SVG sources there, to debug.
 *
 * This is a tool apart from the build: the site's build only reads the
 * JPEGs. Every picture is seeded from its id, so the output is byte-for-byte
 * the same on every run (no Math.random, no dates, no network; sharp is the
 * only dependency). catalog.ts names the set: the gallery's entries
 * (app/content/gallery.ts) that are illustrations; this script checks that
 * each has its scene and each scene its entry.
 *
 * Replacing the illustrations with real photos: put the JPEGs into
 * app/content/gallery/, delete the illustrations they replace and edit
 * app/content/gallery.ts. Do not run this tool again after that: it would
 * write the illustrations back.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { galleryDefaults as gallery } from "../../app/content/gallery";
import { catalog } from "./catalog";
import { Art, H, W } from "./lib";
import { scenes } from "./scenes";

const OUT_DIR = fileURLToPath(new URL("../../app/content/gallery/", import.meta.url));
const PHOTO_WIDTH = 1600;
const JPEG_QUALITY = 86;

const args = process.argv.slice(2);
const svgAt = args.indexOf("--svg");
const svgDir = svgAt >= 0 ? args.splice(svgAt, 2)[1] : undefined;
const prefixes = args;

/** Renders SVG text to JPEG bytes. */
async function jpeg(svg: string): Promise<Buffer> {
  // 72 dpi is one SVG unit per pixel; scale the density to get PHOTO_WIDTH pixels.
  return sharp(Buffer.from(svg), { density: (72 * PHOTO_WIDTH) / W })
    .resize(PHOTO_WIDTH, Math.round((PHOTO_WIDTH * H) / W), { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

// Same decoder settings on every run: one thread keeps the output byte-identical.
sharp.concurrency(1);
sharp.cache(false);
mkdirSync(OUT_DIR, { recursive: true });
if (svgDir) mkdirSync(svgDir, { recursive: true });

let total = 0;
for (const scene of scenes) {
  if (prefixes.length && !prefixes.some((p) => scene.id.startsWith(p))) continue;
  const versions = [{ name: scene.id, before: false, mood: scene.mood, season: scene.season }];
  if (scene.before)
    versions.push({
      name: `${scene.id}-before`,
      before: true,
      mood: scene.before.mood ?? scene.mood,
      season: scene.before.season ?? scene.season,
    });
  for (const v of versions) {
    const art = new Art(scene.id, scene.camera, v.mood, v.season, v.before);
    scene.draw(art);
    const svg = art.render();
    if (svgDir) writeFileSync(`${svgDir}/${v.name}.svg`, svg);
    const bytes = await jpeg(svg);
    writeFileSync(OUT_DIR + `${v.name}.jpg`, bytes);
    total += bytes.length;
    console.log(`${(v.name + ".jpg").padEnd(28)} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);

// The scenes and the gallery's illustrations must agree.
const problems: string[] = [];
const files = new Set(scenes.flatMap((s) => (s.before ? [`${s.id}.jpg`, `${s.id}-before.jpg`] : [`${s.id}.jpg`])));
for (const entry of catalog) {
  if (!files.has(entry.file)) problems.push(`catalog: ${entry.file} is not drawn by any scene`);
  if (entry.before && !files.has(entry.before.file)) problems.push(`catalog: ${entry.before.file} is not drawn by any scene`);
}
for (const s of scenes) if (!catalog.some((e) => e.id === s.id)) problems.push(`scene ${s.id} has no catalogue entry`);
for (const s of scenes)
  if (Boolean(s.before) !== Boolean(catalog.find((e) => e.id === s.id)?.before))
    problems.push(`scene ${s.id}: "before" differs from the catalogue`);
for (const f of readdirSync(OUT_DIR))
  if (f.endsWith(".jpg") && !files.has(f) && !gallery.some((e) => e.file === f || e.before?.file === f))
    problems.push(`app/content/gallery/${f} is in no gallery entry (delete it?)`);
if (problems.length) {
  console.warn(problems.map((p) => `warning: ${p}`).join("\n"));
  process.exitCode = 1;
}
