import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uploadedFiles } from "../../app/lib/photo-files.server";
import { copyUploadedPhotos, neededPhotos } from "./uploaded-photos";

const dir = mkdtempSync(path.join(os.tmpdir(), "uploaded-photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const image = { width: 700, height: 900, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 700] };
const before = { ...image, hash: "9876543210" };
const entry = {
  id: "upload-0123456789abcdef",
  file: "upload-0123456789abcdef.jpg",
  image,
  service: "gardening",
  caption: "Нова морава",
  alt: "Окосена морава пред къща",
  date: "2026-11-22",
  before: { file: "upload-fedcba9876543210.jpg", alt: "Същата морава преди", image: before },
};

function folders(name: string, entries: unknown[]) {
  const content = path.join(dir, name, "content");
  const photos = path.join(dir, name, "photos");
  const root = path.join(dir, name, "build", "client");
  mkdirSync(content, { recursive: true });
  mkdirSync(photos, { recursive: true });
  mkdirSync(root, { recursive: true });
  if (entries.length > 0) writeFileSync(path.join(content, "gallery.json"), JSON.stringify({ entries }));
  return { content, photos, root };
}

describe("the uploaded photos of a static build (decision 0042)", () => {
  it("copies exactly the sizes the content's gallery names from DATA_DIR/photos into build/client/photos", () => {
    const { content, photos, root } = folders("copied", [entry]);
    const names = [...uploadedFiles(image), ...uploadedFiles(before)];
    for (const name of [...names, "photo-400.aaaaaaaaaa.avif", "notes.txt"]) writeFileSync(path.join(photos, name), name);
    expect(neededPhotos(content)).toEqual([...names].sort());
    expect(copyUploadedPhotos(root, content, photos)).toBe(18);
    expect(readdirSync(path.join(root, "photos")).sort()).toEqual([...names].sort());
  });

  it("copies nothing, and leaves no folder, without uploads", () => {
    const { content, photos, root } = folders("none", []);
    mkdirSync(path.join(root, "photos"));
    expect(copyUploadedPhotos(root, content, photos)).toBe(0);
    expect(readdirSync(root)).toEqual([]);
  });

  it("fails the build, naming the file, when a size the gallery names is missing", () => {
    const { content, photos, root } = folders("missing", [entry]);
    expect(() => copyUploadedPhotos(root, content, photos)).toThrow(/photo-400\.0123456789\.avif.*is missing/);
  });
});
