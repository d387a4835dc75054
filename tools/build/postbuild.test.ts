import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild, page, type FakeBuild } from "../../tests/fixtures/fake-build";
import { readSecurityManifest } from "../../server/page-policies";
import { checkPages, headersFile as writeHeadersFile, hostHeaders, nginxSnippet } from "./static-hosting";

let fake: FakeBuild;
afterEach(() => fake?.remove());

describe("the build's check of inline code", () => {
  it("stops the build at code no hash can allow, naming the page", () => {
    fake = fakeBuild();
    writeFileSync(path.join(fake.root, "prices/index.html"), page('<button onclick="go()">x</button>'));
    expect(() => checkPages(fake.root, fake.build.prerender)).toThrow(
      /cannot allow this inline code.*\n\s+build\/client\/prices\/index\.html \(\/prices\): an inline event handler \(onclick=\)/,
    );
  });

  it("lets pages with only inline scripts through", () => {
    fake = fakeBuild();
    expect(() => checkPages(fake.root, fake.build.prerender)).not.toThrow();
  });
});

describe("the files for static hosts", () => {
  it("give every path the not-found page's headers, then each page its own CSP, as the Node server does", async () => {
    fake = fakeBuild();
    const headers = await hostHeaders(fake.build, fake.root, readSecurityManifest(fake.root));
    const headersFile = writeHeadersFile(headers);
    const nginx = nginxSnippet(headers);
    const lines = headersFile.split("\n");
    expect(lines[1]).toBe("/*");
    expect(headersFile).toContain("  X-Frame-Options: DENY\n");
    expect(headersFile).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains\n");
    // On a static host the contact page is its prerendered file: allowed by hashes, not a nonce.
    const contact = lines.indexOf("/contact");
    expect(lines.slice(contact + 1, contact + 3)).toEqual([
      "  ! Content-Security-Policy",
      expect.stringContaining("frame-src https://www.openstreetmap.org"),
    ]);
    expect(headersFile).not.toContain("nonce-");
    expect(nginx).toContain("error_page 404 /404.html;");
    expect(nginx).toMatch(/location = \/prices \{\n(.*\n)*?\s+try_files \/prices\/index\.html =404;/);
    expect(nginx).toContain(`add_header Cache-Control "public, max-age=31536000, immutable" always;`);
  });
});
