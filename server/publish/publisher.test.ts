import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { codeOf } from "./publisher";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build folder whose server build has these files. */
function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(root, "build-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "server", name)), { recursive: true });
    writeFileSync(path.join(dir, "server", name), text);
  }
  return dir;
}

const client = (version: string) => ({ assets: { version } }) as unknown as ServerBuild;

describe("the deployed code's identity", () => {
  it("is the same for the same build and changes with any file of the server build, or the client's manifest", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "code-"));
    const files = { "index.js": "server()", "assets/server-build-1.js": "const css = 'p{color:green}';" };
    const code = codeOf(client("abc"), buildWith(files));
    expect(codeOf(client("abc"), buildWith(files))).toBe(code);
    // A deploy that changes only what the server renders (here the stylesheet written into each page): a new code.
    expect(codeOf(client("abc"), buildWith({ ...files, "assets/server-build-1.js": "const css = 'p{color:red}';" }))).not.toBe(code);
    expect(codeOf(client("abc"), buildWith({ ...files, "assets/entry-2.js": "" }))).not.toBe(code);
    expect(codeOf(client("abd"), buildWith(files))).not.toBe(code);
  });
});
