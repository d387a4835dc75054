#!/usr/bin/env node
// @ts-check
/**
 * The image pipeline (`npm run images`; runs before `npm run build` and `npm run dev`).
 *
 * For every source photo in app/content/gallery/ it writes AVIF, WebP and JPEG
 * copies at several widths (never wider than the source) to public/assets/img/,
 * named with a hash of the source bytes and the encoder settings, so the server
 * can cache them forever (/assets/* is served as immutable). It also writes:
 *
 *   app/generated/images.json       { [file]: { width, height, color, placeholder,
 *                                     avif: [{ w, src }], webp: [...], jpeg: [...] } }
 *   app/generated/placeholders.css  one class per photo with its dominant colour,
 *                                   the background shown while the photo loads
 *   public/generated/og-image.jpg   1200×630 social preview: a gallery scene with the logo mark
 *   public/generated/icon-192.png, icon-512.png, apple-touch-icon.png, favicon.ico
 *                                   from public/favicon.svg
 *
 * Cache: outputs whose hashed names already exist are not encoded again, and
 * the photos' sizes and colours are kept in app/generated/.images-cache.json,
 * so a second run takes about a second. Outputs no longer needed are deleted.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const started = performance.now();
const root = fileURLToPath(new URL("..", import.meta.url));
const SOURCE_DIR = path.join(root, "app/content/gallery");
const OUT_DIR = path.join(root, "public/assets/img");
const OUT_URL = "/assets/img";
const GENERATED_DIR = path.join(root, "app/generated");
const MANIFEST = path.join(GENERATED_DIR, "images.json");
const PLACEHOLDERS = path.join(GENERATED_DIR, "placeholders.css");
const CACHE = path.join(GENERATED_DIR, ".images-cache.json");
const PUBLIC_GENERATED = path.join(root, "public/generated");
const FAVICON = path.join(root, "public/favicon.svg");

/**
 * Widths made for every photo (plus the source width when it is smaller than the largest).
 * 680 is what a full-width picture needs on a 412 px phone at 1.75 device pixels per CSS
 * pixel (Lighthouse's mobile device), which would otherwise get the 800 w file.
 */
const WIDTHS = [400, 680, 800, 1200, 1600];
const SOURCE_EXTENSIONS = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/**
 * Encoder settings. They are part of every output's hash: change one and all
 * images get new names. AVIF effort 2 keeps a fresh run of 24 photos to about
 * 40 s on two cores; effort 3 saves ~5 % for twice the time, effort 4 ~15 %
 * for seven times the time. AVIF quality 45 keeps the pictures a phone loads
 * first (the 680 w hero and first gallery photo) under 10 KB, so each arrives
 * in the first round trip of a new connection.
 */
const FORMATS = /** @type {const} */ ({
  avif: { quality: 45, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
});
/** The scene used for the social preview, if present (else the first photo). */
const OG_SOURCES = ["gardening-1.jpg", "constructions-1.jpg"];
const OG = { width: 1200, height: 630, logo: 120, margin: 40 };
/** Opaque background of the Apple touch icon: the logo's green. */
const BRAND_GREEN = "#24613a";
const VERSION = `build-images 1, sharp ${sharp.versions.sharp}, vips ${sharp.versions.vips}`;

/** @typedef {{ w: number, src: string }} Candidate */
/** @typedef {{ width: number, height: number, color: string, placeholder: string, avif: Candidate[], webp: Candidate[], jpeg: Candidate[] }} ManifestEntry */
/** @typedef {{ hash: string, width: number, height: number, color: string }} CacheEntry */
/** @typedef {{ version: string, images: Record<string, CacheEntry>, extras?: string }} Cache */

// ---------------------------------------------------------------------------
// Helpers

/** @param {...(string | Buffer)} parts */
function hashOf(...parts) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

/** URL-safe stem of a source file name: ASCII letters, digits and dashes, never empty. @param {string} file */
function slug(file) {
  const stem = path
    .parse(file)
    .name.normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return stem || "image";
}

/** @param {number} v */
const hex2 = (v) => Math.round(v).toString(16).padStart(2, "0");

/** @returns {Cache} */
function readCache() {
  try {
    const cache = JSON.parse(readFileSync(CACHE, "utf8"));
    if (cache.version === VERSION) return cache;
  } catch {
    // no cache yet, or unreadable: start afresh
  }
  return { version: VERSION, images: {} };
}

/**
 * Writes `content` unless the file already holds exactly it (keeps dev servers from reloading).
 * @param {string} file @param {string} content
 */
function writeIfChanged(file, content) {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return false;
  writeFileSync(file, content);
  return true;
}

/**
 * Runs `task` over `items`, `limit` at a time.
 * @template T @param {T[]} items @param {number} limit @param {(item: T) => Promise<void>} task
 */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------
// Gallery photos

mkdirSync(OUT_DIR, { recursive: true });
mkdirSync(GENERATED_DIR, { recursive: true });
mkdirSync(PUBLIC_GENERATED, { recursive: true });

const cache = readCache();
const sources = existsSync(SOURCE_DIR)
  ? readdirSync(SOURCE_DIR)
      .filter((file) => SOURCE_EXTENSIONS.test(file))
      .sort()
  : [];
if (sources.length === 0) {
  console.error(`build-images: no photos (.jpg, .png, .webp, .avif, .tif) in ${path.relative(root, SOURCE_DIR)}/`);
  process.exit(1);
}

/** @type {Record<string, ManifestEntry>} */
const manifest = {};
/** @type {Record<string, CacheEntry>} */
const nextCache = {};
/** Every file that belongs in OUT_DIR after this run. */
const keep = new Set();
let written = 0;
let totalBytes = 0;
const usedClasses = new Set();

/** @param {string} file */
async function processSource(file) {
  const input = readFileSync(path.join(SOURCE_DIR, file));
  const hash = hashOf(VERSION, JSON.stringify({ WIDTHS, FORMATS }), input);
  let info = cache.images[file];
  if (!info || info.hash !== hash) {
    // The photo as displayed: EXIF orientation applied (phone photos are often stored rotated).
    const image = sharp(input).autoOrient();
    const { info: size } = await image.clone().toBuffer({ resolveWithObject: true });
    const { dominant } = await image.clone().stats();
    info = {
      hash,
      width: size.width,
      height: size.height,
      color: `#${hex2(dominant.r)}${hex2(dominant.g)}${hex2(dominant.b)}`,
    };
  }
  nextCache[file] = info;

  const name = slug(file);
  const widths = WIDTHS.filter((w) => w <= info.width);
  const largest = /** @type {number} */ (WIDTHS.at(-1));
  if (info.width < largest && !widths.includes(info.width)) widths.push(info.width);
  let placeholder = `ph-${name}`;
  if (usedClasses.has(placeholder)) placeholder = `ph-${name}-${hash.slice(0, 6)}`;
  usedClasses.add(placeholder);

  /** @type {ManifestEntry} */
  const entry = { width: info.width, height: info.height, color: info.color, placeholder, avif: [], webp: [], jpeg: [] };
  /** @type {(() => Promise<void>)[]} */
  const jobs = [];
  for (const format of /** @type {const} */ (["avif", "webp", "jpeg"])) {
    for (const w of widths) {
      const out = `${name}-${w}.${hash}.${format === "jpeg" ? "jpg" : format}`;
      keep.add(out);
      entry[format].push({ w, src: `${OUT_URL}/${out}` });
      const target = path.join(OUT_DIR, out);
      if (existsSync(target)) {
        totalBytes += statSync(target).size;
        continue;
      }
      jobs.push(async () => {
        const resized = sharp(input).autoOrient().resize({ width: w, withoutEnlargement: true });
        const data = await (
          format === "avif" ? resized.avif(FORMATS.avif) : format === "webp" ? resized.webp(FORMATS.webp) : resized.jpeg(FORMATS.jpeg)
        ).toBuffer();
        writeFileSync(target, data);
        written += 1;
        totalBytes += data.length;
      });
    }
  }
  for (const job of jobs) await job();
  manifest[file] = entry;
}

// Two photos at a time keeps both cores of a small machine busy between AVIF encodes.
await pool(sources, Math.max(1, Math.min(2, os.availableParallelism())), processSource);

for (const old of readdirSync(OUT_DIR)) {
  if (!keep.has(old)) rmSync(path.join(OUT_DIR, old), { force: true });
}

/** @type {Record<string, ManifestEntry>} */
const ordered = Object.fromEntries(sources.map((file) => [file, /** @type {ManifestEntry} */ (manifest[file])]));
writeIfChanged(MANIFEST, JSON.stringify(ordered, null, 2) + "\n");
writeIfChanged(
  PLACEHOLDERS,
  "/* Generated by scripts/build-images.mjs: the dominant colour of each photo, shown while it loads. */\n" +
    Object.values(ordered)
      .map((entry) => `.${entry.placeholder} { background-color: ${entry.color}; }`)
      .join("\n") +
    "\n",
);

// ---------------------------------------------------------------------------
// Social preview and icons (public/generated/)

const favicon = readFileSync(FAVICON);
const ogSource = OG_SOURCES.find((file) => sources.includes(file)) ?? /** @type {string} */ (sources[0]);
const ogInput = readFileSync(path.join(SOURCE_DIR, ogSource));
const extrasHash = hashOf(VERSION, JSON.stringify(OG), BRAND_GREEN, favicon, ogSource, ogInput);
const extras = ["og-image.jpg", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "favicon.ico"];
const extrasExist = extras.every((file) => existsSync(path.join(PUBLIC_GENERATED, file)));

/** The favicon drawn at `size` px (it is a 32-unit SVG). @param {number} size */
const logo = (size) => sharp(favicon, { density: (72 * size) / 32 }).resize(size, size);

if (cache.extras !== extrasHash || !extrasExist) {
  // A 1200×630 crop of the scene, the logo mark on a white disc in the top left corner.
  const ring = OG.logo + 16;
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ring}" height="${ring}"><circle cx="${ring / 2}" cy="${ring / 2}" r="${ring / 2}" fill="#ffffff" fill-opacity="0.92"/></svg>`,
  );
  const og = await sharp(ogInput)
    .autoOrient()
    .resize(OG.width, OG.height, { fit: "cover", position: "centre" })
    .composite([
      { input: disc, left: OG.margin - 8, top: OG.margin - 8 },
      { input: await logo(OG.logo).png().toBuffer(), left: OG.margin, top: OG.margin },
    ])
    .jpeg({ quality: 84, mozjpeg: true, progressive: true })
    .toBuffer();
  writeFileSync(path.join(PUBLIC_GENERATED, "og-image.jpg"), og);

  for (const size of [192, 512]) {
    writeFileSync(path.join(PUBLIC_GENERATED, `icon-${size}.png`), await logo(size).png({ compressionLevel: 9 }).toBuffer());
  }
  // iOS shows transparency as black: the mark on an opaque square of its own green.
  const apple = await logo(180).flatten({ background: BRAND_GREEN }).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(path.join(PUBLIC_GENERATED, "apple-touch-icon.png"), apple);

  // favicon.ico: one 32×32 PNG in an ICO container (6-byte header + one 16-byte directory entry).
  const png32 = await logo(32).png({ compressionLevel: 9 }).toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png32.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  writeFileSync(path.join(PUBLIC_GENERATED, "favicon.ico"), Buffer.concat([header, png32]));
  written += extras.length;
}
for (const file of extras) totalBytes += statSync(path.join(PUBLIC_GENERATED, file)).size;

writeIfChanged(CACHE, JSON.stringify({ version: VERSION, images: nextCache, extras: extrasHash }, null, 2) + "\n");

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `build-images: ${sources.length} images, ${written} files written, ${keep.size + extras.length} files, ` +
    `${(totalBytes / 1024 / 1024).toFixed(2)} MB total, ${seconds} s`,
);
