import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "../../tests/fixtures/fake-build";
import { knownPagesOf } from "../page-policies";
import { sha256Source } from "../security";
import { blobStore, manifestOf, type RenderedFiles } from "./render";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A deployed build's client folder with `name` as it is, and its compressed copies as `copies` says. */
function deployedWith(name: string, bytes: Buffer, copies: { br?: Buffer; gz?: Buffer } = {}) {
  root = mkdtempSync(path.join(os.tmpdir(), "render-"));
  const deployed = path.join(root, "client");
  mkdirSync(path.join(deployed, path.dirname(name)), { recursive: true });
  writeFileSync(path.join(deployed, name), bytes);
  const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  writeFileSync(path.join(deployed, `${name}.br`), copies.br ?? brotliCompressSync(bytes, quality));
  writeFileSync(path.join(deployed, `${name}.gz`), copies.gz ?? gzipSync(bytes, { level: 9 }));
  return deployed;
}

const html = Buffer.from(page(`<p>${"Косене на трева, 0,14 € на квадратен метър. ".repeat(60)}</p>`));

describe("the store of a version's files", () => {
  it("takes the deployed build's compressed copies of a page that is the same as the build's", async () => {
    const deployed = deployedWith("prices/index.html", html);
    const blobs = blobStore(path.join(root, "blobs"), { deployed });
    const target = path.join(root, "v1", "prices/index.html");
    await blobs.link("prices/index.html", html, target);
    expect(readFileSync(`${target}.br`).equals(readFileSync(path.join(deployed, "prices/index.html.br")))).toBe(true);
    expect(readFileSync(`${target}.gz`).equals(readFileSync(path.join(deployed, "prices/index.html.gz")))).toBe(true);
  });

  it("compresses a page itself when the build's copy is of other bytes or not whole", async () => {
    const other = Buffer.from(page("<p>Друга страница.</p>"));
    for (const copies of [{ br: brotliCompressSync(other) }, { gz: gzipSync(html).subarray(0, 40) }, { br: Buffer.from("not brotli") }]) {
      const deployed = deployedWith("prices/index.html", html, copies);
      const blobs = blobStore(path.join(root, "blobs"), { deployed });
      const target = path.join(root, "v1", "prices/index.html");
      await blobs.link("prices/index.html", html, target);
      expect(brotliDecompressSync(readFileSync(`${target}.br`)).equals(html)).toBe(true);
      expect(readFileSync(`${target}.br`).equals(readFileSync(path.join(deployed, "prices/index.html.br")))).toBe(false);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("makes the same security manifest from the pages it knows as from parsing every page", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "render-"));
    const build = { prerender: ["/", "/prices"] } as unknown as ServerBuild;
    const files: RenderedFiles = Object.assign(
      new Map([
        ["index.html", Buffer.from(page("<script>home()</script><style>p{}</style>"))],
        ["prices/index.html", Buffer.from(page("<script>prices()</script>"))],
      ]),
      { perRequest: [], taken: [] },
    );
    const parsed = manifestOf(build, files);
    expect(parsed.pages["/prices"]).toEqual([sha256Source("prices()")]);
    expect(manifestOf(build, files, knownPagesOf(parsed))).toEqual(parsed);
  });
});
