import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FAKE, fakeBuild, page, type FakeBuild } from "../tests/fixtures/fake-build";
import {
  SECURITY_MANIFEST,
  addPage,
  knownPagesOf,
  pagePolicies,
  prerenderedFiles,
  readSecurityManifest,
  securityManifest,
  type SecurityManifest,
} from "./page-policies";
import { sha256Source } from "./security";
import { readSiteFiles } from "./site-files";

let fake: FakeBuild;
afterEach(() => fake?.remove());

/** Rebuilds the manifest from the fake build's pages, as the build would after a change. */
function rewriteManifest() {
  const { pages, perRequest } = readSecurityManifest(fake.root);
  writeFileSync(path.join(fake.root, "..", SECURITY_MANIFEST), JSON.stringify(securityManifest(fake.root, Object.keys(pages), perRequest)));
}

function policies() {
  const manifest = readSecurityManifest(fake.root);
  return pagePolicies(readSiteFiles(fake.root, { prerender: fake.build.prerender, perRequest: manifest.perRequest }), manifest);
}

describe("the security manifest", () => {
  it("maps each prerendered path to its file", () => {
    expect([...prerenderedFiles(["/", "/prices", "/services/irrigation", "/404"])]).toEqual([
      ["/", "index.html"],
      ["/prices", "prices/index.html"],
      ["/services/irrigation", "services/irrigation/index.html"],
      ["/404", "404/index.html"],
    ]);
  });

  it("holds each page's inline script and style hashes, once each", () => {
    fake = fakeBuild();
    writeFileSync(
      path.join(fake.root, "prices/index.html"),
      page("<style>p{}</style><script>a()</script><script>a()</script><script>b()</script>"),
    );
    const manifest = securityManifest(fake.root, ["/", "/prices"], []);
    const digest = (file: string) =>
      `1:${createHash("sha256")
        .update(readFileSync(path.join(fake.root, file)))
        .digest("base64")}`;
    expect(manifest).toEqual({
      pages: { "/": [sha256Source(FAKE.inlineScript)], "/prices": [sha256Source("a()"), sha256Source("b()")].sort() },
      styles: { "/": [], "/prices": [sha256Source("p{}")] },
      perRequest: [],
      files: { "/": digest("index.html"), "/prices": digest("prices/index.html") },
    });
  });

  it("takes the hashes of a page it knows by its file's digest from what it knows, without parsing it", () => {
    fake = fakeBuild();
    const manifest = securityManifest(fake.root, ["/", "/prices"], []);
    const known = knownPagesOf({ ...manifest, pages: { ...manifest.pages, "/": [sha256Source("known()")] } });
    const again: SecurityManifest = { pages: {}, perRequest: [] };
    for (const [urlPath, file] of prerenderedFiles(["/", "/prices"]))
      addPage(again, urlPath, readFileSync(path.join(fake.root, file)), known);
    expect(again.pages["/"]).toEqual([sha256Source("known()")]);
    expect(again.pages["/prices"]).toEqual(manifest.pages["/prices"]);
    expect(again.files).toEqual(manifest.files);
    // A page it does not know is parsed.
    writeFileSync(path.join(fake.root, "index.html"), page("<script>changed()</script>"));
    addPage(again, "/", readFileSync(path.join(fake.root, "index.html")), known);
    expect(again.pages["/"]).toEqual([sha256Source("changed()")]);
  });

  it("is read from beside build/client, or the server refuses to start", () => {
    fake = fakeBuild();
    expect(readSecurityManifest(fake.root).pages["/"]).toEqual([sha256Source(FAKE.inlineScript)]);
    rmSync(path.join(fake.root, "..", SECURITY_MANIFEST));
    expect(() => readSecurityManifest(fake.root)).toThrow(/No security\.json beside .*Run "npm run build" first/);
  });

  it("says which pages are rendered per request, or the server refuses to start", () => {
    fake = fakeBuild();
    expect(readSecurityManifest(fake.root).perRequest).toEqual(["/contact"]);
    const { pages, styles } = readSecurityManifest(fake.root);
    writeFileSync(path.join(fake.root, "..", SECURITY_MANIFEST), JSON.stringify({ pages, styles }));
    expect(() => readSecurityManifest(fake.root)).toThrow(/does not say which pages are rendered per request\. Run "npm run build"/);
  });
});

describe("page policies", () => {
  it("allow exactly each page's inline scripts and styles, and never unsafe-inline or unsafe-eval", () => {
    fake = fakeBuild();
    const home = policies().page("/")!;
    expect(home).toContain(`script-src 'self' ${sha256Source(FAKE.inlineScript)};`);
    expect(home).toContain(`style-src 'self';`);
    expect(home).not.toMatch(/unsafe-(inline|eval|hashes)|nonce-/);

    const file = path.join(fake.root, "prices/index.html");
    writeFileSync(file, page("<style>p{}</style>"));
    rewriteManifest();
    expect(policies().page("/prices")).toContain(`style-src 'self' ${sha256Source("p{}")};`);
  });

  it("refuse to start when a page has an inline style the manifest does not allow", () => {
    fake = fakeBuild();
    const file = path.join(fake.root, "index.html");
    writeFileSync(file, readFileSync(file, "utf8").replace("</head>", "<style>body{display:none}</style></head>"));
    expect(() => policies()).toThrow(/does not allow 1 inline styles of the page \/: the build is out of date/);
  });

  it("have one for the not-found page, and none for paths that are not a file the server sends", () => {
    fake = fakeBuild();
    const all = policies();
    expect(all.page("/404")).toContain(sha256Source(FAKE.inlineScript));
    expect(all.page("/contact")).toBeUndefined();
    expect(all.page("/no-such-page")).toBeUndefined();
  });

  it("allow a page rendered per request its scripts by the response's nonce, not by hashes", () => {
    fake = fakeBuild();
    const rendered = policies().rendered("/contact", "bm9uY2U=");
    expect(rendered).toContain("script-src 'self' 'nonce-bm9uY2U=';");
    expect(rendered).not.toContain(sha256Source(FAKE.inlineScript));
    expect(rendered).toContain("frame-src https://www.openstreetmap.org");
  });

  it("let only the contact page frame the map", () => {
    fake = fakeBuild();
    const all = policies();
    expect(all.page("/")).toContain("frame-src 'none'");
    expect(all.rendered("/api/echo", "x")).toContain("frame-src 'none'");
    expect(all.other).toContain("frame-src 'none'");
  });

  it("let only the owner's gallery page show a chosen photo by its blob: address, before it is sent", () => {
    fake = fakeBuild();
    const all = policies();
    expect(all.rendered("/admin/gallery", "x")).toContain("img-src 'self' data: blob:;");
    expect(all.rendered("/admin/prices", "x")).toContain("img-src 'self' data:;");
    expect(all.page("/")).not.toContain("blob:");
    expect(all.other).not.toContain("blob:");
  });

  it("give files and JSON no inline scripts at all", () => {
    fake = fakeBuild();
    expect(policies().other).toContain("script-src 'self';");
  });

  it("refuse to start when a page has an inline script the build did not allow", () => {
    fake = fakeBuild();
    const file = path.join(fake.root, "index.html");
    writeFileSync(file, readFileSync(file, "utf8").replace("</body>", "<script>evil()</script></body>"));
    expect(() => policies()).toThrow(/does not allow 1 inline scripts of the page \/: the build is out of date\. Run "npm run build"\./);
  });

  it("take a page's hashes from the manifest without parsing it when its file is the one the manifest was made from", () => {
    fake = fakeBuild();
    const manifestFile = path.join(fake.root, "..", SECURITY_MANIFEST);
    const manifest = readSecurityManifest(fake.root);
    // The digest says the file is unchanged, so what the manifest lists is what the page gets, even when (made up here) it lists another script.
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, pages: { ...manifest.pages, "/": [sha256Source("listed()")] } }));
    expect(policies().page("/")).toContain(`script-src 'self' ${sha256Source("listed()")};`);
    // Without the digest, or with another, the page is parsed and its own script is not allowed.
    for (const files of [undefined, { ...manifest.files, "/": "changed" }]) {
      writeFileSync(manifestFile, JSON.stringify({ ...manifest, pages: { ...manifest.pages, "/": [sha256Source("listed()")] }, files }));
      expect(() => policies()).toThrow(/does not allow 1 inline scripts of the page \/: the build is out of date/);
    }
  });

  it("check the not-found page too", () => {
    fake = fakeBuild();
    writeFileSync(path.join(fake.root, "404/index.html"), page("<script>changed()</script>"));
    expect(() => policies()).toThrow(/of the page \/404/);
  });
});
