/**
 * The benchmarks' reference pages (tools/bench/reference.ts), served by the built server as
 * `npm run bench` serves them beside the site: a folder of bare pages and the project's own server code.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_BUTTON, pictureReferencePath, picturesOf, serveReference, srcsetFiles } from "../../tools/bench/reference";
import type { RunningServer } from "../../tools/serve";
import { loadServerBuild } from "./built-site";

const projectRoot = path.resolve(".");
let reference: RunningServer;
const pictures = picturesOf(projectRoot, ["/"]);

beforeAll(async () => {
  reference = await serveReference(projectRoot, await loadServerBuild(), pictures);
});
afterAll(() => reference?.close());

describe("the benchmarks' reference site", () => {
  it("serves the bare popover page and a page with the home page's picture, and the picture itself", async () => {
    const popover = await fetch(`${reference.url}/popover`);
    expect(popover.status).toBe(200);
    expect(await popover.text()).toContain(`<button popovertarget="p">${REFERENCE_BUTTON}</button>`);

    const picture = pictures.get("/");
    expect(picture, "the home page preloads its picture").toBeDefined();
    const page = await fetch(`${reference.url}${pictureReferencePath("/")}`);
    expect(page.status).toBe(200);
    const file = srcsetFiles(picture!.srcset)[0]!;
    expect(await page.text()).toContain(file);
    const image = await fetch(`${reference.url}${file}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/avif");
  });
});

describe("the project's own build after the reference site closed", () => {
  it("is untouched: the reference folder's link to its server code was removed, not followed", async () => {
    await reference.close();
    expect(existsSync(path.join(projectRoot, "build/server/index.js"))).toBe(true);
    reference = { url: "", close: async () => {} };
  });
});
