/**
 * `npm run build` builds the static site as it is live (decision 0045): the
 * live version's edits from the database into the content folder, and the
 * photos' sizes its gallery names into DATA_DIR/photos, on the server's own
 * data folder (SQLite) or on another machine with only DATABASE_URL.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { makeUploadedSizes } from "~/lib/image-sizes.server";
import { PHOTOS_FOLDER, uploadedFiles } from "~/lib/photo-files.server";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { exportLiveContent } from "./export-content";
import { openVersionStore } from "./versions";

describe.each(backends)("the live content exported for a build, on %s", (backend) => {
  const opened: FreshStore[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((fresh) => fresh.close()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("writes the live version's edits and fetches the photos' sizes the folder lacks", async () => {
    const fresh = await freshStore(backend);
    opened.push(fresh);
    const versions = await openVersionStore({ store: fresh.store, dataDir: fresh.dataDir, projectRoot: process.cwd() });
    const photosDir = path.join(fresh.dataDir, PHOTOS_FOLDER);
    const image = await makeUploadedSizes(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#4f8a3c" } })
        .jpeg()
        .toBuffer(),
      photosDir,
    );
    await versions.keepPhotoFiles(photosDir, uploadedFiles(image));
    const entry = {
      id: "upload-a",
      file: "upload-a.jpg",
      image,
      service: "gardening" as const,
      caption: "Морава",
      alt: "Морава",
      date: "2026-11-01",
    };
    const kept = path.join(fresh.dataDir, "uploads", "upload-a.jpg");
    mkdirSync(path.dirname(kept), { recursive: true });
    writeFileSync(kept, "jpeg");
    const { id } = await versions.create({ company: { email: "office@firma.example" }, gallery: { entries: [entry] } }, "Иван", {
      "upload-a.jpg": kept,
    });
    await versions.setLive(id);

    // The other machine: the same database, an empty data folder (with SQLite, the same file is the only way).
    const dataDir = backend === "postgres" ? mkdtempSync(path.join(os.tmpdir(), "export-test-")) : fresh.dataDir;
    if (backend === "postgres") folders.push(dataDir);
    if (backend === "sqlite") rmSync(photosDir, { recursive: true, force: true });
    const contentDir = mkdtempSync(path.join(os.tmpdir(), "export-content-"));
    folders.push(contentDir);
    const exported = await exportLiveContent({ databaseUrl: fresh.databaseUrl, dataDir, contentDir, projectRoot: process.cwd() });
    expect(exported).toEqual({ version: id, photos: uploadedFiles(image).length });
    expect(JSON.parse(readFileSync(path.join(contentDir, "company.json"), "utf8"))).toEqual({ email: "office@firma.example" });
    for (const name of uploadedFiles(image)) expect(existsSync(path.join(dataDir, PHOTOS_FOLDER, name)), name).toBe(true);
  });

  it("does nothing without a database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-test-"));
    folders.push(dataDir);
    expect(await exportLiveContent({ dataDir, contentDir: path.join(dataDir, "content"), projectRoot: process.cwd() })).toBeNull();
    expect(existsSync(path.join(dataDir, "enquiries.sqlite"))).toBe(false);
  });
});
