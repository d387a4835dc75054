/**
 * The published versions in the database (decisions 0043, 0045), on SQLite
 * and on the throw-away PostgreSQL: numbering, states, the live version
 * shared by two servers on one database, what is kept, and the uploaded
 * photos each version names.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { backends, freshStore, type FreshStore } from "../../tests/fixtures/store";
import { DEPLOYED, KEPT_VERSIONS, UNFINISHED_AFTER_MS, openVersionStore } from "./versions";

describe.each(backends)("the published versions on %s", (backend) => {
  const opened: FreshStore[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((fresh) => fresh.close()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  async function open({ content, now }: { content?: Record<string, unknown>; now?: () => Date } = {}) {
    const fresh = await freshStore(backend);
    opened.push(fresh);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "versions-test-"));
    folders.push(dataDir);
    for (const [name, value] of Object.entries(content ?? {})) {
      mkdirSync(path.join(dataDir, "content"), { recursive: true });
      writeFileSync(path.join(dataDir, "content", name), JSON.stringify(value));
    }
    const versions = await openVersionStore({ store: fresh.store, dataDir, projectRoot: "/project", now });
    return { fresh, dataDir, versions };
  }

  it("start with the deployed build live and no versions; version 0 keeps the content folder's edits", async () => {
    const { versions } = await open({ content: { "company.json": { email: "a@b.bg" } } });
    expect(await versions.liveId()).toBe(DEPLOYED);
    expect(await versions.list()).toEqual([]);
    expect(versions.siteDir(DEPLOYED, "any")).toBe(path.join("/project", "build"));
    expect(await versions.currentOverlays()).toEqual({ company: { email: "a@b.bg" } });
  });

  it("number each new version, with the live edits and the change over them", async () => {
    const { versions, dataDir } = await open({ content: { "company.json": { email: "a@b.bg" } } });
    const first = await versions.create({ prices: { items: { "gardening-mowing": { cents: 16 } } } }, "Иван");
    expect(first).toMatchObject({ id: 1, state: "building", by: "Иван", change: ["prices"], reason: null });
    expect(await versions.overlays(1)).toEqual({
      company: { email: "a@b.bg" },
      prices: { items: { "gardening-mowing": { cents: 16 } } },
    });
    // The current edits are the live version's until it goes live; nothing of the code is in the data folder.
    expect(await versions.currentOverlays()).toEqual({ company: { email: "a@b.bg" } });
    expect(existsSync(path.join(dataDir, "versions", "node_modules"))).toBe(false);
    expect((await versions.create({}, "Иван")).id).toBe(2);
  });

  it("keep each version's end: ready, or failed with the reason, newest first", async () => {
    const { versions } = await open();
    await versions.create({}, "Иван");
    await versions.create({}, "Мария");
    await versions.finish(1, { ok: true });
    await versions.finish(2, { ok: false, reason: "/prices: the page answered 500" });
    expect((await versions.list()).map(({ id, state, reason }) => ({ id, state, reason }))).toEqual([
      { id: 2, state: "failed", reason: "/prices: the page answered 500" },
      { id: 1, state: "ready", reason: null },
    ]);
  });

  it("share the live version between two servers on one database, and mirror its edits into the content folder", async () => {
    const { fresh, versions } = await open();
    const otherDir = mkdtempSync(path.join(os.tmpdir(), "versions-test-"));
    folders.push(otherDir);
    const other = await openVersionStore({ store: fresh.store, dataDir: otherDir, projectRoot: "/project" });
    await versions.create({ company: { email: "x@y.bg" } }, "Иван");
    await versions.setLive(1);
    expect(await other.liveId()).toBe(1);
    expect(await other.currentOverlays()).toEqual({ company: { email: "x@y.bg" } });
    await other.adoptContent(1);
    expect(JSON.parse(readFileSync(path.join(otherDir, "content", "company.json"), "utf8"))).toEqual({ email: "x@y.bg" });
    // Back to the deployed build: its (empty) edits again.
    await other.setLive(DEPLOYED);
    await other.adoptContent(DEPLOYED);
    expect(await versions.currentOverlays()).toEqual({});
    expect(existsSync(path.join(otherDir, "content", "company.json"))).toBe(false);
  });

  it("take the next number even when two servers make a version at once", async () => {
    const { fresh, versions } = await open();
    const other = await openVersionStore({
      store: fresh.store,
      dataDir: mkdtempSync(path.join(os.tmpdir(), "versions-test-")),
      projectRoot: "/p",
    });
    const made = await Promise.all([versions.create({}, "А"), other.create({}, "Б"), versions.create({}, "В")]);
    expect(made.map((record) => record.id).sort()).toEqual([1, 2, 3]);
  });

  it("mark a version left rendering by a stopped server as failed, not one another server is rendering now", async () => {
    let clock = new Date("2026-11-27T10:00:00Z");
    const { versions } = await open({ now: () => clock });
    await versions.create({}, "Иван");
    await versions.failUnfinished("the server stopped");
    expect(await versions.get(1)).toMatchObject({ state: "building" });
    clock = new Date(clock.getTime() + UNFINISHED_AFTER_MS + 1_000);
    await versions.failUnfinished("the server stopped");
    expect(await versions.get(1)).toMatchObject({ state: "failed", reason: "the server stopped" });
  });

  it("name the row and the field of a stored edit the content schemas refuse", async () => {
    const { fresh, versions } = await open();
    await versions.create({}, "Иван");
    await sql`update content_versions set overlays = ${JSON.stringify({ company: { email: "not an address" } })} where id = 1`.execute(
      fresh.store.db,
    );
    await expect(versions.overlays(1)).rejects.toThrow(/content_versions row 1: overlays\.company\.email/);
  });

  it("keep the live version and the newest ten, and remove the rest with their folders", async () => {
    const { versions, dataDir } = await open();
    for (let i = 0; i < KEPT_VERSIONS + 3; i++) await versions.finish((await versions.create({}, "Иван")).id, { ok: true });
    await versions.setLive(2);
    for (const id of [1, 2, 3]) mkdirSync(path.join(dataDir, "versions", String(id), "site-abc", "client"), { recursive: true });
    await versions.prune("abc");
    const kept = (await versions.list()).map((record) => record.id);
    expect(kept).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2]);
    expect(readdirSync(path.join(dataDir, "versions")).sort()).toEqual(["2"]);
    // A deploy of other code: the pages rendered by the earlier one go.
    await versions.prune("def");
    expect(readdirSync(path.join(dataDir, "versions", "2"))).toEqual([]);
  });
});

describe("the uploaded photos of the versions (decision 0030)", () => {
  const opened: FreshStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((fresh) => fresh.close()));
  });
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

  async function open() {
    const fresh = await freshStore("sqlite");
    opened.push(fresh);
    return { dataDir: fresh.dataDir, versions: await openVersionStore({ store: fresh.store, dataDir: fresh.dataDir, projectRoot: "/p" }) };
  }

  it("carry exactly the photos their gallery names: new uploads and the live ones; going live makes them current", async () => {
    const { versions, dataDir } = await open();
    const kept = path.join(dataDir, "uploads");
    mkdirSync(kept);
    writeFileSync(path.join(kept, "upload-a.jpg"), "a");
    const first = await versions.create({ gallery: { entries: [entry("upload-a")] } }, "Иван", {
      "upload-a.jpg": path.join(kept, "upload-a.jpg"),
    });
    expect(photos(versions.versionContentDir(first.id))).toEqual(["upload-a.jpg"]);
    expect(photos(versions.contentDir)).toEqual([]);
    await versions.setLive(first.id);
    await versions.adoptContent(first.id);
    expect(photos(versions.contentDir)).toEqual(["upload-a.jpg"]);

    writeFileSync(path.join(kept, "upload-b.jpg"), "b");
    const second = await versions.create({ gallery: { entries: [entry("upload-b"), entry("upload-a")] } }, "Иван", {
      "upload-b.jpg": path.join(kept, "upload-b.jpg"),
    });
    expect(photos(versions.versionContentDir(second.id))).toEqual(["upload-a.jpg", "upload-b.jpg"]);
    expect(readFileSync(path.join(versions.versionContentDir(second.id), "gallery", "upload-a.jpg"), "utf8")).toBe("a");
    await versions.setLive(second.id);

    // Removed from the next version only: the earlier one keeps it, and a rollback to it brings it back.
    const third = await versions.create({ gallery: { entries: [entry("upload-b")] } }, "Иван");
    expect(photos(versions.versionContentDir(third.id))).toEqual(["upload-b.jpg"]);
    await versions.adoptContent(third.id);
    expect(photos(versions.contentDir)).toEqual(["upload-b.jpg"]);
    await versions.adoptContent(second.id);
    expect(photos(versions.contentDir)).toEqual(["upload-a.jpg", "upload-b.jpg"]);
  });

  it("refuse a version whose gallery names a photo that is nowhere", async () => {
    const { versions } = await open();
    await expect(versions.create({ gallery: { entries: [entry("upload-x")] } }, "Иван")).rejects.toThrow(/upload-x\.jpg is missing/);
  });
});
