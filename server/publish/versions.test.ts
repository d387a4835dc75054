import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEPLOYED, createVersionStore } from "./versions";

const folders: string[] = [];
function store() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "versions-test-"));
  const projectRoot = mkdtempSync(path.join(os.tmpdir(), "versions-project-"));
  mkdirSync(path.join(projectRoot, "node_modules"));
  folders.push(dataDir, projectRoot);
  return { dataDir, projectRoot, versions: createVersionStore({ dataDir, projectRoot }) };
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the published versions", () => {
  it("start with the deployed build live and no versions", () => {
    const { versions, projectRoot } = store();
    expect(versions.liveId()).toBe(DEPLOYED);
    expect(versions.list()).toEqual([]);
    expect(versions.siteDir(DEPLOYED, "any")).toBe(path.join(projectRoot, "build"));
    expect(versions.currentOverlays()).toEqual({});
  });

  it("number each new version, building from the current edits with the change over them", () => {
    const { versions, dataDir } = store();
    mkdirSync(path.join(dataDir, "content"));
    writeFileSync(path.join(dataDir, "content", "company.json"), JSON.stringify({ email: "a@b.bg" }));
    const first = versions.create({ prices: { items: { "gardening-mowing": { cents: 16 } } } }, "Иван");
    expect(first).toMatchObject({ id: 1, state: "building", by: "Иван", change: ["prices"], reason: null });
    expect(JSON.parse(readFileSync(path.join(versions.versionContentDir(1), "company.json"), "utf8"))).toEqual({ email: "a@b.bg" });
    expect(JSON.parse(readFileSync(path.join(versions.versionContentDir(1), "prices.json"), "utf8"))).toEqual({
      items: { "gardening-mowing": { cents: 16 } },
    });
    // The deployed build's edits are kept, for a rollback to it; the current edits are not touched until it is live.
    expect(existsSync(path.join(versions.versionContentDir(DEPLOYED), "company.json"))).toBe(true);
    expect(existsSync(path.join(versions.versionContentDir(DEPLOYED), "prices.json"))).toBe(false);
    expect(versions.currentOverlays()).toEqual({ company: { email: "a@b.bg" } });
    // Nothing of the code is linked or copied into the data folder.
    expect(existsSync(path.join(versions.root, "node_modules"))).toBe(false);
    expect(versions.create({}, "Иван").id).toBe(2);
  });

  it("keep each version's end: ready, or failed with the reason, newest first", () => {
    const { versions } = store();
    versions.create({}, "Иван");
    versions.create({}, "Мария");
    versions.finish(1, { ok: true });
    versions.finish(2, { ok: false, reason: "/prices: the page answered 500" });
    expect(versions.list().map(({ id, state, reason }) => ({ id, state, reason }))).toEqual([
      { id: 2, state: "failed", reason: "/prices: the page answered 500" },
      { id: 1, state: "ready", reason: null },
    ]);
  });

  it("switch the live version and adopt its edits as the current ones", () => {
    const { versions } = store();
    versions.create({ company: { email: "x@y.bg" } }, "Иван");
    versions.setLive(1);
    versions.adoptContent(1);
    expect(versions.liveId()).toBe(1);
    expect(versions.currentOverlays()).toEqual({ company: { email: "x@y.bg" } });
    // Back to the deployed build: its (empty) edits again.
    versions.setLive(DEPLOYED);
    versions.adoptContent(DEPLOYED);
    expect(versions.currentOverlays()).toEqual({});
  });

  it("mark a version left building by a stopped server as failed", () => {
    const { versions } = store();
    versions.create({}, "Иван");
    versions.failUnfinished("the server stopped");
    expect(versions.get(1)).toMatchObject({ state: "failed", reason: "the server stopped" });
  });
});

describe("the uploaded photos of the versions (decision 0030)", () => {
  const entry = (id: string) => ({
    id,
    file: `${id}.jpg`,
    image: { width: 800, height: 600, color: "#3a7f4c", hash: "0123456789", widths: [400, 680, 800] },
    service: "gardening" as const,
    caption: "Надпис",
    alt: "Описание",
    date: "2026-11-01",
  });
  const photos = (dir: string) => (existsSync(path.join(dir, "gallery")) ? readdirSync(path.join(dir, "gallery")).sort() : []);

  it("carry exactly the photos their gallery names: new uploads and the current ones; going live makes them current", () => {
    const { versions, dataDir } = store();
    const kept = path.join(dataDir, "uploads");
    mkdirSync(kept);
    writeFileSync(path.join(kept, "upload-a.jpg"), "a");
    const first = versions.create({ gallery: { entries: [entry("upload-a")] } }, "Иван", {
      "upload-a.jpg": path.join(kept, "upload-a.jpg"),
    });
    expect(photos(versions.versionContentDir(first.id))).toEqual(["upload-a.jpg"]);
    expect(photos(versions.contentDir)).toEqual([]);
    versions.adoptContent(first.id);
    expect(photos(versions.contentDir)).toEqual(["upload-a.jpg"]);

    writeFileSync(path.join(kept, "upload-b.jpg"), "b");
    const second = versions.create({ gallery: { entries: [entry("upload-b"), entry("upload-a")] } }, "Иван", {
      "upload-b.jpg": path.join(kept, "upload-b.jpg"),
    });
    expect(photos(versions.versionContentDir(second.id))).toEqual(["upload-a.jpg", "upload-b.jpg"]);
    expect(readFileSync(path.join(versions.versionContentDir(second.id), "gallery", "upload-a.jpg"), "utf8")).toBe("a");

    versions.adoptContent(second.id);
    // Removed from the next version only: the earlier one keeps it, and a rollback to it brings it back.
    const third = versions.create({ gallery: { entries: [entry("upload-b")] } }, "Иван");
    expect(photos(versions.versionContentDir(third.id))).toEqual(["upload-b.jpg"]);
    versions.adoptContent(third.id);
    expect(photos(versions.contentDir)).toEqual(["upload-b.jpg"]);
    versions.adoptContent(second.id);
    expect(photos(versions.contentDir)).toEqual(["upload-a.jpg", "upload-b.jpg"]);
  });

  it("refuse a version whose gallery names a photo that is nowhere", () => {
    const { versions } = store();
    expect(() => versions.create({ gallery: { entries: [entry("upload-x")] } }, "Иван")).toThrow(/upload-x\.jpg is missing/);
  });
});
