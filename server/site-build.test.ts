import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild, type FakeBuild } from "../tests/fixtures/fake-build";
import { NOT_FOUND_PATH, readSiteBuild } from "./site-build";

let fake: FakeBuild;
afterEach(() => fake?.remove());

describe("readSiteBuild", () => {
  it("sends pages without a loader or an action as their prerendered files", () => {
    fake = fakeBuild();
    const site = readSiteBuild(fake.build, fake.root);
    expect(site.root).toBe(path.resolve(fake.root));
    expect([...site.pages]).toEqual([
      ["/", "index.html"],
      ["/prices", "prices/index.html"],
    ]);
    expect(site.notFoundFile).toBe("404/index.html");
  });

  it("renders routes with a loader or an action per request, even where the build prerendered them, with their full paths", () => {
    fake = fakeBuild();
    const site = readSiteBuild(fake.build, fake.root);
    expect(site.pages.has("/contact")).toBe(false);
    expect(site.dynamicPaths.sort()).toEqual(["/api/echo", "/contact", "/gallery"]);
  });

  it("keeps the prerendered file of a page rendered per request only with a query, for its bare address", () => {
    fake = fakeBuild();
    const site = readSiteBuild(fake.build, fake.root);
    expect(site.pages.has("/gallery")).toBe(false);
    expect([...site.filesWithoutQuery]).toEqual([["/gallery", "gallery/index.html"]]);
    expect(site.dynamicPaths).toContain("/gallery");
  });

  it("leaves the not-found page and the catch-all route to the not-found answer", () => {
    fake = fakeBuild();
    const site = readSiteBuild(fake.build, fake.root);
    expect(site.pages.has(NOT_FOUND_PATH)).toBe(false);
    expect(site.dynamicPaths).not.toContain("/*");
  });

  it("as a static host serves it: every prerendered page a file, nothing rendered per request", () => {
    fake = fakeBuild();
    const site = readSiteBuild(fake.build, fake.root, { asStaticHost: true });
    expect([...site.pages.keys()]).toEqual(["/", "/prices", "/gallery", "/contact"]);
    expect(site.dynamicPaths).toEqual([]);
    expect(site.filesWithoutQuery.size).toBe(0);
  });

  it("refuses to start without a build, saying what to run", () => {
    fake = fakeBuild();
    expect(() => readSiteBuild(fake.build, path.join(fake.root, "nothing"))).toThrow(
      /No build found in .*missing 404\/index\.html.*npm run build/,
    );
  });

  it("refuses to start when a prerendered page is missing", () => {
    fake = fakeBuild();
    rmSync(path.join(fake.root, "prices/index.html"));
    expect(() => readSiteBuild(fake.build, fake.root)).toThrow(
      'The prerendered page /prices is missing (prices/index.html). Run "npm run build".',
    );
  });
});
