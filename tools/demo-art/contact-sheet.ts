/**
 * Contact sheet of the demo illustrations: every JPEG in app/content/gallery/
 * as a labelled thumbnail in one PNG, to look at the whole set at once.
 *
 *   npx tsx tools/demo-art/contact-sheet.ts [filter] [--out /tmp/sheet.png] [--width 300]
 *
 * `filter` keeps the files whose name contains it (e.g. "lighting" or
 * "-before"); a "before" picture is placed right after its "after" picture.
 * The sheet is written under /tmp by default: it is a tool to look with, not
 * part of the site. `--each DIR` also copies every matching picture to DIR as
 * a full-size PNG, for image viewers that only read PNG.
 */
import { mkdirSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const DIR = fileURLToPath(new URL("../../app/content/gallery/", import.meta.url));

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value ?? fallback;
};
const out = option("--out", "/tmp/demo-art-contact-sheet.png");
const thumb = Number(option("--width", "300"));
const cols = Number(option("--cols", "6"));
const each = option("--each", "");
const filter = args[0] ?? "";

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".jpg") && f.includes(filter))
  .sort((a, b) => {
    const key = (f: string) =>
      f
        .replace(/\.jpg$/, "")
        .replace(/-before$/, "~before")
        .replace(/-(\d)\b/, (_, d) => `-${d.padStart(2, "0")}`);
    return key(a) < key(b) ? -1 : 1;
  });
if (!files.length) throw new Error(`no JPEG in ${DIR} matches "${filter}"`);

const th = Math.round((thumb * 3) / 4);
const label = 18;
const gap = 6;
const rows = Math.ceil(files.length / cols);
const width = cols * (thumb + gap) + gap;
const height = rows * (th + label + gap) + gap;

const tiles = await Promise.all(
  files.map(async (file, i) => {
    const x = gap + (i % cols) * (thumb + gap);
    const y = gap + Math.floor(i / cols) * (th + label + gap);
    const input = await sharp(DIR + file)
      .resize(thumb, th)
      .toBuffer();
    const text = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${thumb}" height="${label}"><text x="2" y="14" font-family="sans-serif" font-size="13" fill="#222">${file}</text></svg>`,
    );
    return [
      { input, left: x, top: y },
      { input: text, left: x, top: y + th },
    ];
  }),
);

if (each) {
  mkdirSync(each, { recursive: true });
  for (const file of files)
    await sharp(DIR + file)
      .png()
      .toFile(`${each}/${file.replace(/\.jpg$/, ".png")}`);
}

await sharp({ create: { width, height, channels: 3, background: "#f4f1ea" } })
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${files.length} pictures → ${out}`);
