/**
 * The SQLite file itself: who may read it, a damaged one refused at start, and
 * a backup made while the store is open that restores to the same enquiries.
 * Damage is done to copies in temporary folders.
 */
import { chmodSync, copyFileSync, existsSync, mkdtempSync, openSync, closeSync, rmSync, statSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkedEnquiry } from "../../tests/fixtures/enquiry";
import { openStore } from "./store";

const folders: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-sqlite-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

/** A closed database in its own folder holding `count` enquiries; returns the folder and the file. */
async function databaseWith(count: number) {
  const dataDir = tempDir();
  const store = await openStore({ dataDir });
  for (let index = 0; index < count; index += 1) {
    await store.addEnquiry({ ...checkedEnquiry, message: `Запитване ${index} `.repeat(40) }, `nonce-file-${index}`);
  }
  await store.close();
  return { dataDir, file: path.join(dataDir, "enquiries.sqlite") };
}

describe("the SQLite database file", () => {
  it("is created for the server's user only (0600, its folder 0700), with its -wal and -shm", async () => {
    const dataDir = path.join(tempDir(), "data");
    const store = await openStore({ dataDir });
    await store.addEnquiry(checkedEnquiry, "nonce-mode-1");
    const file = path.join(dataDir, "enquiries.sqlite");
    expect(mode(dataDir)).toBe(0o700);
    for (const suffix of ["", "-wal", "-shm"]) {
      expect(existsSync(file + suffix), suffix).toBe(true);
      expect(mode(file + suffix), `enquiries.sqlite${suffix}`).toBe(0o600);
    }
    await store.close();
  });

  it("takes away other users' access to a database created earlier with 0644", async () => {
    const { file, dataDir } = await databaseWith(1);
    chmodSync(file, 0o644);
    const store = await openStore({ dataDir });
    expect(mode(file)).toBe(0o600);
    expect(await store.listEnquiries()).toHaveLength(1);
    await store.close();
  });

  it("damaged in a data page: the store refuses to open, naming the file and what quick_check found", async () => {
    const { file } = await databaseWith(30);
    expect(statSync(file).size).toBeGreaterThan(4 * 4096);
    // Page 3 onwards hold the tables' rows and indexes: overwrite one with garbage.
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 2 * 4096);
    closeSync(fd);
    const opening = openStore({ dataDir: path.dirname(file) });
    await expect(opening).rejects.toThrow(`The enquiries database ${file} is damaged`);
    await expect(opening).rejects.toThrow(/quick_check|malformed/);
    await expect(opening).rejects.toThrow(/restore the latest backup/);
  });

  it("that is not a database at all: refused the same way", async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, "enquiries.sqlite");
    const fd = openSync(file, "w");
    writeSync(fd, Buffer.alloc(8192, 0x41));
    closeSync(fd);
    await expect(openStore({ dataDir })).rejects.toThrow(`The enquiries database ${file} is damaged`);
  });

  it("is backed up while the store is open; the backup (0600) restores to the same enquiries", async () => {
    const { dataDir } = await databaseWith(12);
    const store = await openStore({ dataDir });
    await store.addEnquiry(checkedEnquiry, "nonce-after-reopen");
    const backup = path.join(tempDir(), "backups", "enquiries.sqlite");
    expect(await store.backupTo(backup)).toEqual({ enquiries: 13 });
    expect(mode(backup)).toBe(0o600);
    const before = await store.listEnquiries();
    // Sent after the backup: not in it.
    await store.addEnquiry(checkedEnquiry, "nonce-after-backup");
    await store.close();

    // Restore as the README says: the server stopped, the copy in place of the database, no -wal or -shm left.
    const restoredDir = tempDir();
    copyFileSync(backup, path.join(restoredDir, "enquiries.sqlite"));
    const restored = await openStore({ dataDir: restoredDir });
    expect(await restored.listEnquiries()).toEqual(before);
    expect(await restored.pendingCount()).toBe(13);
    await restored.close();
  });

  it("never overwrites an existing backup", async () => {
    const { dataDir } = await databaseWith(1);
    const store = await openStore({ dataDir });
    const backup = path.join(tempDir(), "enquiries.sqlite");
    await store.backupTo(backup);
    await expect(store.backupTo(backup)).rejects.toThrow(/EEXIST/);
    await store.close();
  });
});
