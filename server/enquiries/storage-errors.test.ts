import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { StorageError, explainOpenFailure, explainSqliteFailure, fileSizeLimit, storageError } from "./storage-errors";

const folders: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-errors-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sqliteError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("what a failed write to the database is logged as", () => {
  it("a full disk, named as such with the file", () => {
    const file = path.join(tempDir(), "enquiries.sqlite");
    expect(explainSqliteFailure(sqliteError("SQLITE_FULL", "database or disk is full"), file)).toMatch(
      new RegExp(`^the disk holding ${file} is full \\(\\d+ bytes free\\): database or disk is full \\(SQLITE_FULL\\)$`),
    );
  });

  it("a read-only database, named as such with the file", () => {
    const file = path.join(tempDir(), "enquiries.sqlite");
    expect(explainSqliteFailure(sqliteError("SQLITE_READONLY", "attempt to write a readonly database"), file)).toMatch(
      `${file} or its folder is read-only for this process`,
    );
  });

  it("SQLite's own words and the file when nothing else explains it", () => {
    const file = path.join(tempDir(), "enquiries.sqlite");
    expect(explainSqliteFailure(sqliteError("SQLITE_BUSY", "database is locked"), file)).toBe(`${file}: database is locked (SQLITE_BUSY)`);
  });

  it("never the failed rollback: the error says why and where, and keeps the original as its cause", () => {
    const original = sqliteError("SQLITE_FULL", "database or disk is full");
    const file = path.join(tempDir(), "enquiries.sqlite");
    const error = storageError(original, { kind: "sqlite", location: file });
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(`could not write to the enquiries database: the disk holding ${file} is full`);
    expect(error.cause).toBe(original);
    expect(storageError(error, { kind: "sqlite", location: "elsewhere" })).toBe(error);
  });

  it("an unreachable PostgreSQL, with the server's address (password hidden by the caller) and the code", () => {
    const error = storageError(sqliteError("57P01", "terminating connection due to administrator command"), {
      kind: "postgres",
      location: "postgres://site:***@db:5432/site",
    });
    expect(error.message).toBe(
      "could not reach the enquiries database postgres://site:***@db:5432/site: terminating connection due to administrator command (57P01)",
    );
  });
});

describe("the process's file-size limit", () => {
  it("is read from /proc/self/limits: a number, or undefined when unlimited", () => {
    const dir = tempDir();
    const limits = path.join(dir, "limits");
    writeFileSync(
      limits,
      "Limit                     Soft Limit           Hard Limit           Units\nMax file size             102400               unlimited            bytes\n",
    );
    expect(fileSizeLimit(limits)).toBe(102400);
    writeFileSync(limits, "Max file size             unlimited            unlimited            bytes\n");
    expect(fileSizeLimit(limits)).toBeUndefined();
    expect(fileSizeLimit(path.join(dir, "missing"))).toBeUndefined();
  });
});

describe("why the database could not be opened at start", () => {
  it("names the folder it could not create", () => {
    const file = path.join(tempDir(), "missing", "deeper", "enquiries.sqlite");
    expect(explainOpenFailure(sqliteError("ENOENT", "no such file"), file)).toMatch(
      `Cannot create the data folder ${path.dirname(file)} for the enquiries database`,
    );
  });

  it("names the file when it is damaged", () => {
    expect(explainOpenFailure(sqliteError("SQLITE_NOTADB", "file is not a database"), "/srv/data/enquiries.sqlite")).toMatch(
      /^The enquiries database \/srv\/data\/enquiries\.sqlite is damaged \(file is not a database\)/,
    );
  });
});
