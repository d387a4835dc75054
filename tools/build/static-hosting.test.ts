import { describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE, SHORT } from "../../server/cache-policy";
import { headersFile, nginxSnippet, type HostHeaders } from "./static-hosting";

const headers: HostHeaders = {
  notFound: { "content-security-policy": "default-src 'self'", "x-frame-options": "DENY" },
  asset: { "content-security-policy": "default-src 'self'; script-src 'self'", "x-frame-options": "DENY" },
  pages: new Map([
    ["/", { "content-security-policy": "default-src 'self'; script-src 'sha256-a'", "x-frame-options": "DENY" }],
    ["/contact", { "content-security-policy": "default-src 'self'; frame-src https://map", "x-frame-options": "DENY" }],
  ]),
};

describe("_headers", () => {
  const file = headersFile(headers);

  it("gives every path the not-found page's headers and a day of caching", () => {
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n");
    expect(file).toContain(`  Cache-Control: ${SHORT}\n`);
  });

  it("replaces only what differs for a page, and caches pages and assets as the server does", () => {
    expect(file).toContain(
      `/contact\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; frame-src https://map\n  ! Cache-Control\n  Cache-Control: ${REVALIDATE}\n`,
    );
    expect(file).toContain(`/assets/*\n  ! Content-Security-Policy\n`);
    // The owner's uploaded photos' sizes, named by their hash (decision 0042): as immutable as the assets.
    expect(file).toMatch(new RegExp(`/photos/\\*\\n(  .*\\n)*  Cache-Control: ${IMMUTABLE}`));
    expect(file).toContain(`Cache-Control: ${IMMUTABLE}`);
    expect(file).not.toMatch(/! X-Frame-Options/);
  });
});

describe("the nginx snippet", () => {
  const snippet = nginxSnippet(headers);

  it("has one exact location per page with all of its headers", () => {
    expect(snippet).toContain(
      `location = /contact {\n    add_header Content-Security-Policy "default-src 'self'; frame-src https://map" always;`,
    );
    expect(snippet).toContain("    try_files /contact/index.html =404;\n}");
    expect(snippet).toContain("    try_files /index.html =404;\n}");
  });

  it("redirects a trailing slash to the path without it, so no folder is answered as such", () => {
    expect(snippet).toContain(
      "location ~ ^(?<without_slash>/.*[^/])/+$ {\n    add_header Content-Security-Policy \"default-src 'self'; script-src 'self'\" always;",
    );
    expect(snippet).toContain("    return 308 $without_slash$is_args$args;\n}");
  });

  it("answers unknown paths with the not-found page", () => {
    expect(snippet).toContain("error_page 404 /404.html;\nlocation = /404.html {\n    internal;");
  });
});
