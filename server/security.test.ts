import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPages } from "../scripts/security-headers.mjs";
import { SECURITY_MANIFEST, pagePolicies, securityManifest } from "./app.mjs";
import { cspDirectives, inlineScripts, serializeCsp, sha256Source, uncoverableInline } from "./security.mjs";

const page = (body: string) => `<!doctype html><html lang="bg"><head><title>Т</title></head><body>${body}</body></html>`;

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

/** A build folder with a home page and a not-found page. */
function build(home: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vechnozeleno-csp-"));
  dirs.push(dir);
  const root = path.join(dir, "client");
  mkdirSync(path.join(root, "404"), { recursive: true });
  writeFileSync(path.join(root, "index.html"), home);
  writeFileSync(path.join(root, "404/index.html"), page("<h1>Няма я</h1>"));
  return root;
}

describe("inline scripts", () => {
  it("are the ones the browser would run: not external, not JSON-LD", () => {
    const html = page(
      '<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"X"}</script>',
    );
    expect(inlineScripts(html)).toEqual(["a()", 'import "/x.js"']);
  });

  it("are allowed by hashes like the browser computes them", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("inline code no hash can allow", () => {
  it.each([
    ['<button onclick="go()">x</button>', "an inline event handler (onclick=)"],
    ['<a href="javascript:go()">x</a>', "a javascript: URL"],
    ['<p style="color:red">x</p>', "a style attribute"],
    ["<style>p{color:red}</style>", "a <style> element"],
  ])("finds %s", (markup, problem) => {
    expect(uncoverableInline(page(markup))).toEqual([problem]);
  });

  it("does not mistake script text or data attributes for it", () => {
    expect(uncoverableInline(page('<script>el.onclick = 1; x = "style="</script><div data-onload="x">ok</div>'))).toEqual([]);
  });

  it("stops the build, naming the page", () => {
    const root = build(page('<button onclick="go()">x</button>'));
    expect(() => checkPages(root)).toThrow(/build\/client\/index\.html \(\/\): an inline event handler \(onclick=\)/);
  });
});

describe("page policies", () => {
  it("allow exactly each page's inline scripts, and never unsafe-inline or unsafe-eval", () => {
    const root = build(page("<script>theme()</script>"));
    writeFileSync(path.join(root, "..", SECURITY_MANIFEST), JSON.stringify(securityManifest(root, ["p{}"])));
    const policies = pagePolicies(root);
    const home = policies.page("/")!;
    expect(home).toContain(`script-src 'self' ${sha256Source("theme()")};`);
    expect(home).toContain(`style-src 'self' ${sha256Source("p{}")};`);
    expect(home).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(policies.for("/no-such-page", "text/html; charset=utf-8")).toBe(policies.page("/404"));
    expect(policies.for("/assets/x.js", "text/javascript")).not.toContain("sha256-" + "theme");
  });

  it("refuse to start when a page has an inline script the build did not allow", () => {
    const root = build(page("<script>theme()</script>"));
    writeFileSync(path.join(root, "..", SECURITY_MANIFEST), JSON.stringify(securityManifest(root, [])));
    writeFileSync(path.join(root, "index.html"), page("<script>theme()</script><script>evil()</script>"));
    expect(() => pagePolicies(root)).toThrow(/does not allow 1 inline script\(s\) of the page \/: the build is out of date/);
  });

  it("frame the map only on the contact page", () => {
    expect(serializeCsp(cspDirectives({ map: true }))).toContain("frame-src https://www.openstreetmap.org");
    expect(serializeCsp(cspDirectives({}))).toContain("frame-src 'none'");
  });
});
