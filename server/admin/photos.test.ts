import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import type * as NodeFs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormNotReceived, receiveForm } from "./photos";

/**
 * Files open 30 ms late, as on a busy machine: a write still opening its file
 * when a form fails must neither outlive the answer nor fail unhandled.
 */
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const { Writable } = await import("node:stream");
  const createWriteStream = (file: string) => {
    let fd: number | undefined;
    return new Writable({
      construct(callback) {
        setTimeout(() => {
          fs.open(file, "w", (error, opened) => {
            fd = opened;
            callback(error);
          });
        }, 30);
      },
      write(chunk: Buffer, _encoding, callback) {
        fs.write(fd!, chunk, (error) => callback(error));
      },
      destroy(error, callback) {
        if (fd === undefined) callback(error);
        else fs.close(fd, () => callback(error));
      },
    });
  };
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "photos-test-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function encoded(fields: Record<string, string>, files: Record<string, { data: Buffer; name: string }> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

describe("reading the owner's upload form (decision 0030)", () => {
  it("streams each photo field into a file of its own, and gives the text fields in order", async () => {
    const dir = folder();
    const { body, headers } = await encoded(
      { intent: "upload", alt: "Морава" },
      { photo: { data: Buffer.from("photo bytes"), name: "IMG_1.jpg" }, other: { data: Buffer.from("x"), name: "x.txt" } },
    );
    const form = await receiveForm(Readable.from([body]), headers, dir);
    expect(form.fields).toEqual([
      ["intent", "upload"],
      ["alt", "Морава"],
    ]);
    expect(Object.keys(form.files)).toEqual(["photo"]);
    expect(form.files.photo).toMatchObject({ name: "IMG_1.jpg", size: 11, tooLarge: false });
    expect(readFileSync(form.files.photo!.path!, "utf8")).toBe("photo bytes");
  });

  it("cuts off a file over the limit and removes what was written of it", async () => {
    const dir = folder();
    const { body, headers } = await encoded({}, { photo: { data: Buffer.alloc(5000, 1), name: "big.jpg" } });
    const form = await receiveForm(Readable.from([body]), headers, dir, { maxBytes: 1000 });
    expect(form.files.photo).toMatchObject({ tooLarge: true, path: null });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("takes an empty file field (no photo chosen) as no file", async () => {
    const { body, headers } = await encoded({ intent: "upload" }, { photo: { data: Buffer.alloc(0), name: "" } });
    expect((await receiveForm(Readable.from([body]), headers, folder())).files).toEqual({});
  });

  it("gives up a form whose sender went away before its end, instead of waiting for ever", async () => {
    const { body, headers } = await encoded({}, { photo: { data: Buffer.alloc(50_000, 1), name: "IMG_2.jpg" } });
    const stream = new PassThrough();
    const dir = folder();
    // The caller removes the folder the moment the answer comes, as the upload route does.
    const reading = receiveForm(stream, headers, dir).catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    stream.write(body.subarray(0, 20_000));
    await new Promise((resolve) => setImmediate(resolve));
    stream.destroy();
    await expect(reading).rejects.toThrow(/cut off/);
    // The answer came once the file being written had closed, so nothing writes into the folder
    // afterwards (a late write used to fail unhandled, which would stop the server).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(dir)).toBe(false);
  });

  it("waits for a slow body as long as it keeps moving", async () => {
    const { body, headers } = await encoded({ intent: "upload" }, { photo: { data: Buffer.alloc(6000, 1), name: "IMG_3.jpg" } });
    const stream = new PassThrough();
    const reading = receiveForm(stream, headers, folder(), { stallMs: 200 });
    // Slower in all than the stall limit, but never silent that long.
    for (let start = 0; start < body.length; start += 1000) {
      stream.write(body.subarray(start, start + 1000));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    stream.end();
    expect((await reading).files.photo).toMatchObject({ size: 6000, tooLarge: false });
  });

  it.each([
    ["stops moving", { stallMs: 100 }, "stalled"],
    ["is still arriving after the time allowed", { stallMs: 1000, maxMs: 300 }, "too-slow"],
  ] as const)("gives up a body that %s, keeps the text fields that arrived, and writes nothing afterwards", async (_, limits, reason) => {
    const { body, headers } = await encoded(
      { intent: "upload", caption: "Морава" },
      { photo: { data: Buffer.alloc(50_000, 1), name: "IMG_4.jpg" } },
    );
    const stream = new PassThrough();
    const dir = folder();
    const reading = receiveForm(stream, headers, dir, limits).catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    stream.write(body.subarray(0, 20_000));
    const error = await reading.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FormNotReceived);
    expect(error).toMatchObject({
      reason,
      fields: [
        ["intent", "upload"],
        ["caption", "Морава"],
      ],
    });
    // The rest of the body comes after all: it is not read, and the folder stays gone.
    stream.write(body.subarray(20_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(dir)).toBe(false);
  });

  it("refuses a body that is not a form", async () => {
    await expect(receiveForm(Readable.from([Buffer.from("{}")]), { "content-type": "application/json" }, folder())).rejects.toThrow();
  });
});
