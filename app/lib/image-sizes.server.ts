/**
 * How a photo is made into the sizes the pages show (AVIF, WebP and JPEG at
 * several widths, named by a hash of the photo's bytes and the encoder
 * settings) and measured (its size, upright, and its dominant colour, the
 * placeholder shown while it loads). One module for both users: the image
 * step of the build (tools/build/images.ts, the repository's photos into
 * public/assets/img/) and the server, which sizes each photo the owner uploads
 * while the upload is answered (DATA_DIR/photos/, decision 0042). It needs
 * sharp and Node only, nothing of the build's own tools.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type AvifOptions, type JpegOptions, type Sharp, type WebpOptions } from "sharp";
import { UPLOADED_NAME, imageFormats, imageUrl, type ImageFormat, type UploadedImage } from "./image-names";

/**
 * Widths made for every photo (plus the source width when it is smaller than the largest).
 * 680 is what a full-width picture needs on a 412 px phone at 1.75 device pixels per CSS
 * pixel (Lighthouse's mobile device), which would otherwise get the 800 w file.
 */
export const WIDTHS = [400, 680, 800, 1200, 1600];
/**
 * Encoder settings, part of every output's hash: change one and all images get
 * new names. AVIF effort 2 keeps a fresh run of 24 photos to about 40 s on two
 * cores (effort 3 saves ~5 % for twice the time). AVIF quality 45 keeps the
 * pictures a phone loads first under 10 KB, so each arrives in the first
 * round trip of a new connection.
 */
export const FORMATS = {
  avif: { quality: 45, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
} as const;
/** Part of every hash; "build-images 1" is the step's name from before it moved here, kept so that its outputs keep their names. */
export const VERSION = `build-images 1, sharp ${sharp.versions.sharp}, vips ${sharp.versions.vips}`;

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

/**
 * An owner's photo is sized while the upload is answered (decision 0042), on a
 * small server's two cores: its widths above what a phone loads (680 and 800
 * on a phone, 1200 and 1600 on a large screen or opened whole) are encoded to
 * AVIF at effort 0, five times as fast as the build's effort 2, for some
 * 10–30 % more bytes; the widths a phone loads are encoded as the build's.
 * A 12 MP photo's sizes take about 2 s instead of 3.
 */
export const UPLOAD_QUICK_AVIF = { fromWidth: 1000, effort: 0 } as const;

/** The encoder settings of an uploaded photo's size `width` pixels wide. */
export const uploadFormats = (width: number): EncoderSettings =>
  width >= UPLOAD_QUICK_AVIF.fromWidth ? { ...FORMATS, avif: { ...FORMATS.avif, effort: UPLOAD_QUICK_AVIF.effort } } : FORMATS;

/** The settings of the three encoders. */
type EncoderSettings = { avif: AvifOptions; webp: WebpOptions; jpeg: JpegOptions };

/** The hash that names a photo's sizes: its bytes and every setting that shapes them. */
export const sizesHash = (input: Buffer) => hashOf(VERSION, JSON.stringify({ WIDTHS, FORMATS }), input);

/** The hash that names an uploaded photo's sizes (their settings are the build's but for UPLOAD_QUICK_AVIF). */
export const uploadSizesHash = (input: Buffer) => hashOf(VERSION, JSON.stringify({ WIDTHS, FORMATS, UPLOAD_QUICK_AVIF }), input);

/** The widths made of a photo `width` pixels wide. */
export function widthsFor(width: number): number[] {
  const widths = WIDTHS.filter((w) => w <= width);
  if (width < (WIDTHS.at(-1) ?? 0) && !widths.includes(width)) widths.push(width);
  return widths;
}

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, "0");

/** A photo as displayed (EXIF orientation applied: phone photos are often stored rotated): its size and dominant colour. */
export async function measure(input: Buffer): Promise<{ width: number; height: number; color: string }> {
  const meta = await sharp(input).metadata();
  // Orientations 5–8 turn the picture a quarter: its stored width is its height as displayed.
  const turned = (meta.orientation ?? 1) >= 5;
  // Counted on a small copy (sharp's stats() reads its input, not the pipeline's output): a JPEG is then decoded at
  // an eighth of its size, a 12 MP photo's colour in a sixth of the time, the same colour.
  const small = await sharp(input)
    .resize({ width: 400, height: 400, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: small.info.channels },
  }).stats();
  return {
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
    color: `#${hex2(dominant.r)}${hex2(dominant.g)}${hex2(dominant.b)}`,
  };
}

/** One size of a photo in one format (`input`: the photo's file, or one size's pixels, `resized`). */
export async function encode(
  input: Buffer | Sharp,
  width: number,
  format: ImageFormat,
  settings: EncoderSettings = FORMATS,
): Promise<Buffer> {
  const resized = Buffer.isBuffer(input) ? sharp(input).autoOrient().resize({ width, withoutEnlargement: true }) : input.clone();
  if (format === "avif") return resized.avif(settings.avif).toBuffer();
  return format === "webp" ? resized.webp(settings.webp).toBuffer() : resized.jpeg(settings.jpeg).toBuffer();
}

/** A photo at one width, upright, decoded once for its three formats. */
export async function resized(input: Buffer, width: number): Promise<Sharp> {
  const { data, info } = await sharp(input)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * An uploaded photo (a clean JPEG, server/admin/photos.ts) made into its
 * sizes in `dir`, as the build makes the repository's, and what a page needs
 * to show it. Named by the hash of its bytes: the same photo uploaded twice
 * shares its files, and a file is never changed once written (each is written
 * whole, through a temporary name). When a size cannot be made, the files this
 * call wrote are removed (those another photo shares stay) and it throws.
 * `encodeSize`: for tests, an encoder that fails.
 */
export async function makeUploadedSizes(input: Buffer, dir: string, encodeSize: typeof encode = encode): Promise<UploadedImage> {
  const hash = uploadSizesHash(input);
  const { width, height, color } = await measure(input);
  const image: UploadedImage = { width, height, color, hash, widths: widthsFor(width) };
  const written: string[] = [];
  const targetOf = (w: number, format: ImageFormat) =>
    path.join(dir, path.posix.basename(imageUrl({ name: UPLOADED_NAME, hash }, w, format)));
  /** One width: decoded and resized once, then encoded in each format whose file is not there yet. */
  const makeWidth = async (w: number) => {
    const missing = imageFormats.filter((format) => !existsSync(targetOf(w, format)));
    if (missing.length === 0) return;
    const pixels = await resized(input, w);
    for (const format of missing) {
      const target = targetOf(w, format);
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        writeFileSync(temporary, await encodeSize(pixels, w, format, uploadFormats(w)));
        renameSync(temporary, target);
        written.push(target);
      } finally {
        rmSync(temporary, { force: true });
      }
    }
  };
  try {
    mkdirSync(dir, { recursive: true });
    // Two widths at a time, the largest first: both cores of a small server busy until the last encode (the
    // largest width's AVIF takes half of all the time), while the owner waits.
    const queue = [...image.widths].sort((a, b) => b - a);
    const worker = async () => {
      try {
        while (queue.length > 0) await makeWidth(queue.shift()!);
      } catch (error) {
        queue.length = 0;
        throw error;
      }
    };
    const results = await Promise.allSettled([worker(), worker()]);
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
  return image;
}
