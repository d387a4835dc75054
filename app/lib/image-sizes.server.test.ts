import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploadedPicture, candidates } from "./image-names";
import {
  FORMATS,
  UPLOAD_QUICK_AVIF,
  WIDTHS,
  encode,
  makeUploadedSizes,
  measure,
  sizesHash,
  uploadSizesHash,
  widthsFor,
} from "./image-sizes.server";
import { uploadedFiles } from "./photo-files.server";

const dir = mkdtempSync(path.join(os.tmpdir(), "image-sizes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A photo as the upload stores it: a clean JPEG, here 1000 × 750 and mostly green. */
const photo = (background = "#3a7f4c") =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background } })
    .jpeg({ quality: 88 })
    .toBuffer();

/** Two colours within sharp's histogram bins of each other. */
const near = (a: string, b: string) =>
  [1, 3, 5].every((at) => Math.abs(parseInt(a.slice(at, at + 2), 16) - parseInt(b.slice(at, at + 2), 16)) <= 16);

describe("the sizes of an uploaded photo, made as the build makes the repository's", () => {
  it("writes AVIF, WebP and JPEG at every width up to the photo's own, named by its hash, and says what a page needs", async () => {
    const input = await photo();
    const out = path.join(dir, "first");
    const image = await makeUploadedSizes(input, out);
    expect(image).toEqual({ width: 1000, height: 750, color: image.color, hash: uploadSizesHash(input), widths: [400, 680, 800, 1000] });
    // Named apart from the build's sizes of the same bytes: their AVIF settings differ.
    expect(image.hash).not.toBe(sizesHash(input));
    expect(near(image.color, "#3a7f4c")).toBe(true);
    expect(image.widths).toEqual(widthsFor(1000));
    expect(readdirSync(out).sort()).toEqual(uploadedFiles(image).sort());
    expect(uploadedFiles(image)).toContain(`photo-680.${image.hash}.avif`);
    for (const [name, format, width] of [
      [`photo-400.${image.hash}.avif`, "heif", 400],
      [`photo-800.${image.hash}.webp`, "webp", 800],
      [`photo-1000.${image.hash}.jpg`, "jpeg", 1000],
    ] as const) {
      const meta = await sharp(path.join(out, name)).metadata();
      expect([meta.format, meta.width]).toEqual([format, width]);
    }
    // The addresses a page points at are the files' names under /photos/.
    expect(candidates(uploadedPicture(image), "webp").map((c) => path.posix.basename(c.src))).toEqual(
      image.widths.map((w) => `photo-${w}.${image.hash}.webp`),
    );
  });

  it("measures a photo upright, with the placeholder colour the build uses", async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#204060" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const measured = await measure(sideways);
    expect([measured.width, measured.height]).toEqual([400, 600]);
    // sharp's dominant colour: the centre of the histogram's bin the most pixels fall in.
    expect(measured.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(near(measured.color, "#204060")).toBe(true);
  });

  it("shares the files of the same photo uploaded twice, and never writes a file again", async () => {
    const input = await photo("#806040");
    const out = path.join(dir, "shared");
    const first = await makeUploadedSizes(input, out);
    const written = Object.fromEntries(readdirSync(out).map((name) => [name, statSync(path.join(out, name)).mtimeMs]));
    const second = await makeUploadedSizes(Buffer.from(input), out);
    expect(second).toEqual(first);
    expect(Object.fromEntries(readdirSync(out).map((name) => [name, statSync(path.join(out, name)).mtimeMs]))).toEqual(written);
    // Another photo: other names beside them.
    const other = await makeUploadedSizes(await photo("#102030"), out);
    expect(other.hash).not.toBe(first.hash);
    expect(readdirSync(out)).toHaveLength(uploadedFiles(first).length + uploadedFiles(other).length);
  });

  it("hashes the encoder settings with the photo, so that new settings make new names", async () => {
    const input = await photo();
    expect(sizesHash(input)).toMatch(/^[0-9a-f]{10}$/);
    expect(sizesHash(input)).toBe(sizesHash(Buffer.from(input)));
    expect(sizesHash(Buffer.concat([input, Buffer.from([0])]))).not.toBe(sizesHash(input));
    expect(WIDTHS.at(-1)).toBe(1600);
    expect(Object.keys(FORMATS)).toEqual(["avif", "webp", "jpeg"]);
  });

  it("encodes the widths a phone loads as the build does, the larger ones' AVIF quickly", async () => {
    const input = await photo("#4a6f2c");
    const used: { width: number; format: string; effort: number | undefined }[] = [];
    const watching: typeof encode = async (pixels, width, format, settings) => {
      used.push({ width, format, effort: settings?.avif.effort });
      return encode(pixels, width, format, settings);
    };
    await makeUploadedSizes(input, path.join(dir, "efforts"), watching);
    const avif = used.filter(({ format }) => format === "avif").sort((a, b) => a.width - b.width);
    expect(avif).toEqual([
      { width: 400, format: "avif", effort: FORMATS.avif.effort },
      { width: 680, format: "avif", effort: FORMATS.avif.effort },
      { width: 800, format: "avif", effort: FORMATS.avif.effort },
      { width: 1000, format: "avif", effort: UPLOAD_QUICK_AVIF.effort },
    ]);
    expect(used).toHaveLength(12);
  });

  it("leaves nothing of its own behind when a size cannot be made, keeping the files another photo shares, and says so", async () => {
    const input = await photo("#605040");
    const out = path.join(dir, "failing");
    const shared = await makeUploadedSizes(await photo("#102030"), out);
    const before = readdirSync(out).sort();
    let made = 0;
    const failing: typeof encode = async (...args) => {
      if (++made > 5) throw new Error("no space left on the device");
      return encode(...args);
    };
    await expect(makeUploadedSizes(input, out, failing)).rejects.toThrow("no space left");
    expect(made).toBeGreaterThan(5);
    expect(readdirSync(out).sort()).toEqual(before);
    expect(uploadedFiles(shared).every((name) => before.includes(name))).toBe(true);
    // Not a photo: nothing is written, not even its folder.
    await expect(makeUploadedSizes(Buffer.from("not a photo"), path.join(dir, "nothing"))).rejects.toThrow();
    expect(existsSync(path.join(dir, "nothing"))).toBe(false);
  });
});
