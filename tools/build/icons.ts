/**
 * public/generated/: the social preview (og-image.jpg, 1200×630: a gallery
 * scene with a panel of the logo mark, the company's name and its tagline,
 * from app/content/company.ts) and the icons drawn from public/favicon.svg
 * (icon-192.png, icon-512.png, apple-touch-icon.png, favicon.ico). Made again
 * only when their inputs change (`previousHash`, kept in the images cache).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { companyDefaults as company } from "../../app/content/company";
import { VERSION, hashOf } from "./images";

/** The scene used for the social preview, if present (else the first photo). */
const OG_SOURCES = ["gardening-1.jpg", "constructions-1.jpg"];
const OG = { width: 1200, height: 630, logo: 112, margin: 40, panel: 184 };
/** Fonts with Cyrillic that librsvg finds on Debian (fonts-liberation, fonts-dejavu). */
const OG_FONTS = "Liberation Sans, DejaVu Sans, Arial, sans-serif";
/** Opaque background of the Apple touch icon: the logo's green. */
const BRAND_GREEN = "#24613a";
export const ICON_FILES = ["og-image.jpg", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "favicon.ico"];

/** One PNG in an ICO container: a 6-byte header and one 16-byte directory entry. */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The panel across the bottom of the social preview: a white rounded box with
 * room for the logo at its left, the company's name and its tagline, so a link
 * shared in Viber or Facebook says whose site it is.
 */
export function ogPanel(name: string, tagline: string): Buffer {
  const { width, height, margin, panel, logo } = OG;
  const top = height - margin - panel;
  const textLeft = margin + 32 + logo + 28;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${margin}" y="${top}" width="${width - 2 * margin}" height="${panel}" rx="28" fill="#ffffff" fill-opacity="0.94"/>` +
      `<text x="${textLeft}" y="${top + 92}" font-family="${OG_FONTS}" font-size="68" font-weight="700" fill="${BRAND_GREEN}">${xml(name)}</text>` +
      `<text x="${textLeft}" y="${top + 140}" font-family="${OG_FONTS}" font-size="30" fill="#17241b">${xml(tagline)}</text>` +
      `</svg>`,
  );
}

export async function writeIcons(root: string, sources: readonly string[], previousHash: string | undefined) {
  const out = path.join(root, "public/generated");
  mkdirSync(out, { recursive: true });
  const favicon = readFileSync(path.join(root, "public/favicon.svg"));
  const ogSource = OG_SOURCES.find((file) => sources.includes(file)) ?? (sources[0] as string);
  const ogInput = readFileSync(path.join(root, "app/content/gallery", ogSource));
  const hash = hashOf(VERSION, JSON.stringify(OG), OG_FONTS, BRAND_GREEN, company.name, company.tagline, favicon, ogSource, ogInput);
  let written = 0;
  if (hash !== previousHash || !ICON_FILES.every((file) => existsSync(path.join(out, file)))) {
    /** The favicon drawn at `size` px (it is a 32-unit SVG). */
    const logo = (size: number) => sharp(favicon, { density: (72 * size) / 32 }).resize(size, size);
    // A 1200×630 crop of the scene; across its bottom, the panel with the logo mark, the name and the tagline.
    const panelTop = OG.height - OG.margin - OG.panel;
    const og = await sharp(ogInput)
      .autoOrient()
      .resize(OG.width, OG.height, { fit: "cover", position: "centre" })
      .composite([
        { input: ogPanel(company.name, company.tagline), left: 0, top: 0 },
        { input: await logo(OG.logo).png().toBuffer(), left: OG.margin + 32, top: panelTop + (OG.panel - OG.logo) / 2 },
      ])
      .jpeg({ quality: 84, mozjpeg: true, progressive: true })
      .toBuffer();
    writeFileSync(path.join(out, "og-image.jpg"), og);
    for (const size of [192, 512])
      writeFileSync(path.join(out, `icon-${size}.png`), await logo(size).png({ compressionLevel: 9 }).toBuffer());
    // iOS shows transparency as black: the mark on an opaque square of its own green.
    const apple = await logo(180).flatten({ background: BRAND_GREEN }).png({ compressionLevel: 9 }).toBuffer();
    writeFileSync(path.join(out, "apple-touch-icon.png"), apple);
    writeFileSync(path.join(out, "favicon.ico"), icoFromPng(await logo(32).png({ compressionLevel: 9 }).toBuffer(), 32));
    written = ICON_FILES.length;
  }
  const bytes = ICON_FILES.reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);
  return { hash, written, files: ICON_FILES, bytes };
}
