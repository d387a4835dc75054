/**
 * The owner's photo uploads (decision 0030): the form of /admin/gallery read
 * from the request stream, its files written to temporary files as they
 * arrive (never held whole in memory, never more than MAX_UPLOAD_BYTES
 * each), at the pace of the owner's connection as long as it keeps moving
 * (decision 0041), and each photo judged by what it is, not by its name or the type
 * the browser claims: sharp reads its header (JPEG, PNG, WebP or AVIF; HEIC
 * is recognised and refused with its own message), refuses more than
 * MAX_PIXELS (a decompression bomb: a small file that decodes to gigabytes),
 * then decodes it once, turned upright by its EXIF orientation, scaled to at
 * most STORED_SIDE and written as a new JPEG without any of the original's
 * metadata (EXIF, GPS, XMP, the camera's comments).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, openSync, readSync, closeSync, renameSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Metadata } from "sharp";
import type { PhotoProblem, ReceivedFile, UploadFailure } from "~/admin/context";

/** A phone's largest photos (HEIC turned JPEG, or a 200 MP camera's JPEG) are 10–20 MB. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Pixels a photo may have: a 108 MP phone camera's (12 000 × 9 000) and some room. */
export const MAX_PIXELS = 120_000_000;
/** Narrower photos look poor in the gallery (its smallest size is 400 px). */
export const MIN_SIDE = 400;
/** The stored photo's longest side: twice the gallery's largest size is plenty. */
export const STORED_SIDE = 3200;
/** An upload given up when no byte arrives for this long (UPLOAD_STALL_SECONDS). */
export const UPLOAD_STALL_MS = 20_000;
/** An upload given up when still arriving after this long (UPLOAD_TIMEOUT_SECONDS): 25 MB at 0.7 Mbit/s. */
export const UPLOAD_MAX_MS = 300_000;
/** The form's file fields. */
export const PHOTO_FIELDS = ["photo", "before"] as const;

export interface ReceivedForm {
  /** The form's text fields, in order. */
  fields: [string, string][];
  /** Each file field that carried a file. */
  files: Record<string, ReceivedFile>;
}

/** Why a form was not received whole (the server's own failures are not the form's). */
export type FormFailure = Exclude<UploadFailure, "unavailable">;

/** A form given up before its end. */
export class FormNotReceived extends Error {
  /** The text fields that had arrived, in order. */
  fields: [string, string][] = [];
  constructor(
    readonly reason: FormFailure,
    message: string,
  ) {
    super(message);
    this.name = "FormNotReceived";
  }
}

export interface ReceiveLimits {
  /** Each photo's bytes at most (MAX_UPLOAD_BYTES). */
  maxBytes?: number;
  /** The body stops moving (no byte) for this long: given up. */
  stallMs?: number;
  /** The whole body takes longer than this, however it moves: given up. */
  maxMs?: number;
}

/**
 * Reads a form (multipart or URL-encoded) from `body`, writing each photo
 * field's file into `dir`; a file over `maxBytes` is cut off, removed and
 * marked `tooLarge`. Other file fields, and files beyond the two, are read
 * and dropped. A body that stops moving for `stallMs`, or is still arriving
 * after `maxMs`, or whose sender goes away, is given up with FormNotReceived:
 * it is no longer read, and the answer comes once every file being written
 * has closed, so that the caller can remove `dir` knowing nothing will be
 * written into it again.
 */
export function receiveForm(
  body: Readable,
  headers: IncomingHttpHeaders,
  dir: string,
  { maxBytes = MAX_UPLOAD_BYTES, stallMs = UPLOAD_STALL_MS, maxMs = UPLOAD_MAX_MS }: ReceiveLimits = {},
): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        defParamCharset: "utf8",
        limits: { fileSize: maxBytes, files: PHOTO_FIELDS.length, fields: 40, fieldSize: 16 * 1024, parts: 50 },
      });
    } catch (error) {
      reject(new FormNotReceived("unreadable", error instanceof Error ? error.message : String(error)));
      return;
    }
    const fields: [string, string][] = [];
    const files: Record<string, ReceivedFile> = {};
    const writes: Promise<void>[] = [];
    const fileStreams: Readable[] = [];
    let settled = false;
    parser.on("field", (name, value) => fields.push([name, value]));
    parser.on("file", (name, stream, info) => {
      if (settled || !(PHOTO_FIELDS as readonly string[]).includes(name) || files[name]) {
        stream.resume();
        return;
      }
      mkdirSync(dir, { recursive: true });
      const target = path.join(dir, `${name}-${randomBytes(8).toString("hex")}`);
      const file: ReceivedFile = { name: info.filename ?? "", size: 0, tooLarge: false, path: target };
      files[name] = file;
      stream.on("data", (chunk: Buffer) => (file.size += chunk.length));
      stream.on("limit", () => (file.tooLarge = true));
      fileStreams.push(stream);
      const write = pipeline(stream, createWriteStream(target)).then(() => {
        if (file.tooLarge || file.size === 0) {
          rmSync(target, { force: true });
          file.path = null;
        }
        // No file chosen: browsers send the field empty, without a name.
        if (file.size === 0 && !file.name) delete files[name];
      });
      // A failed write is answered below (the form fails); it must never go unhandled and stop the server.
      write.catch(() => undefined);
      writes.push(write);
    });

    // The body must keep moving: a phone on mobile data may be slow, but one that sends nothing has lost its connection.
    const stalled = setTimeout(() => giveUp(new FormNotReceived("stalled", `nothing arrived for ${stallMs / 1000} s`)), stallMs);
    const tooSlow = setTimeout(() => giveUp(new FormNotReceived("too-slow", `still arriving after ${maxMs / 1000} s`)), maxMs);
    const moved = () => stalled.refresh();
    body.on("data", moved);
    const stopWatching = () => {
      clearTimeout(stalled);
      clearTimeout(tooSlow);
      body.off("data", moved);
    };

    /**
     * The form fails: the body is no longer read, the files being written are
     * stopped, and the answer waits until each has closed.
     */
    function giveUp(failure: FormNotReceived) {
      if (settled) return;
      settled = true;
      stopWatching();
      body.unpipe(parser);
      for (const stream of fileStreams) stream.destroy();
      failure.fields = fields;
      void Promise.allSettled(writes).then(() => reject(failure));
    }
    const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
    parser.once("error", (error) => giveUp(new FormNotReceived("unreadable", messageOf(error))));
    parser.once("close", () => {
      if (settled) return;
      settled = true;
      stopWatching();
      // A file that could not be written (a full disk) fails the form as it is: the server's fault, not the sender's.
      Promise.all(writes).then(() => resolve({ fields, files }), reject);
    });
    body.once("error", (error) => giveUp(new FormNotReceived("cut-off", messageOf(error))));
    // A sender that goes away mid-form: no end will come, so the form is given up (and its files removed with their folder).
    body.once("close", () => {
      if (!body.readableEnded) giveUp(new FormNotReceived("cut-off", "the form was cut off before its end"));
    });
    body.pipe(parser);
  });
}

/** The first bytes of a file: an ISO media file of a HEIF brand is a HEIC/HEIF photo. */
function isHeic(file: string) {
  const head = Buffer.alloc(12);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString("latin1", 4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.toString("latin1", 8, 12));
}

const FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export type PhotoResult = { ok: true; width: number; height: number } | { ok: false; problem: PhotoProblem };

/**
 * Judges the uploaded file at `input` and, when it is a photo the site can
 * use, writes it to `output` as a clean JPEG: upright, at most STORED_SIDE,
 * without metadata. Nothing is written otherwise.
 */
export async function preparePhoto(input: string, output: string): Promise<PhotoResult> {
  // sharp and libvips are loaded by the first photo, not by the server's start.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: isHeic(input) ? "heic" : "not-image" };
  }
  if (!meta.format || !FORMATS.has(meta.format)) return { ok: false, problem: "not-image" };
  // sharp's own build reads AVIF but not HEVC: a HEIC photo that was not turned into JPEG by the phone.
  if (meta.format === "heif" && meta.compression !== "av1") return { ok: false, problem: "heic" };
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_PIXELS) return { ok: false, problem: "too-many-pixels" };
  if (Math.min(width, height) < MIN_SIDE) return { ok: false, problem: "too-small" };
  mkdirSync(path.dirname(output), { recursive: true });
  const temporary = `${output}.${process.pid}.tmp`;
  try {
    const info = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      // libjpeg-turbo, not mozjpeg: a 12 MP photo's copy in a fifth of a second instead of two, for a third more bytes
      // in the one file kept (the pages show the sizes made from it, each encoded as the build's are).
      .jpeg({ quality: 90 })
      .toFile(temporary);
    renameSync(temporary, output);
    return { ok: true, width: info.width, height: info.height };
  } catch {
    rmSync(temporary, { force: true });
    return { ok: false, problem: "not-image" };
  }
}

/** A new photo's file name: unguessable, and the shape the gallery schema and the staging check accept. */
export const newPhotoName = () => `upload-${randomBytes(8).toString("hex")}.jpg`;
export const PHOTO_NAME = /^upload-[0-9a-f]{16}\.jpg$/;
