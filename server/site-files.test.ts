import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild, type FakeBuild } from "../tests/fixtures/fake-build";
import { PRIVATE, REVALIDATE } from "./cache-policy";
import { readSecurityManifest } from "./page-policies";
import { NOT_FOUND_PATH, madeForOneVisitor, pageOfData, perRequestPages, readSiteFiles } from "./site-files";

let fake: FakeBuild;
afterEach(() => fake?.remove());

describe("a site's files", () => {
  it("are its prerendered pages, each by its address, and the not-found page's file", () => {
    fake = fakeBuild();
    const site = readSiteFiles(fake.root, { prerender: fake.build.prerender });
    expect(site.root).toBe(path.resolve(fake.root));
    expect([...site.pages]).toEqual([
      ["/", "index.html"],
      ["/prices", "prices/index.html"],
      ["/gallery", "gallery/index.html"],
      ["/contact", "contact/index.html"],
    ]);
    expect(site.pages.has(NOT_FOUND_PATH)).toBe(false);
    expect(site.notFoundFile).toBe("404/index.html");
    expect(site.perRequest.size).toBe(0);
  });

  it("with the pages its manifest says are rendered per request", () => {
    fake = fakeBuild();
    const site = readSiteFiles(fake.root, { prerender: fake.build.prerender, perRequest: readSecurityManifest(fake.root).perRequest });
    expect([...site.perRequest]).toEqual(["/contact"]);
  });

  it("refuse to start without a build, saying what to run", () => {
    fake = fakeBuild();
    expect(() => readSiteFiles(path.join(fake.root, "nothing"), { prerender: fake.build.prerender })).toThrow(
      /No build found in .*missing 404\/index\.html.*npm run build/,
    );
  });

  it("refuse to start when a prerendered page is missing", () => {
    fake = fakeBuild();
    rmSync(path.join(fake.root, "prices/index.html"));
    expect(() => readSiteFiles(fake.root, { prerender: fake.build.prerender })).toThrow(
      'The prerendered page /prices is missing (prices/index.html). Run "npm run build".',
    );
  });
});

describe("a page's loader data address", () => {
  it("names its page", () => {
    expect(pageOfData("/_root.data")).toBe("/");
    expect(pageOfData("/services/irrigation.data")).toBe("/services/irrigation");
    expect(pageOfData("/prices")).toBeUndefined();
  });
});

describe("the pages rendered per request", () => {
  it("are those whose route answers for one visitor, as React Router's handler says", async () => {
    fake = fakeBuild();
    expect(await perRequestPages(fake.build)).toEqual(["/contact"]);
  });

  it("are told by `no-store`, not by any Cache-Control", () => {
    expect(madeForOneVisitor(new Response(null, { headers: { "Cache-Control": PRIVATE } }))).toBe(true);
    expect(madeForOneVisitor(new Response(null, { headers: { "Cache-Control": REVALIDATE } }))).toBe(false);
    expect(madeForOneVisitor(new Response(null))).toBe(false);
  });
});
