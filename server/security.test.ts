import { describe, expect, it } from "vitest";
import { page } from "../tests/fixtures/fake-build";
import {
  HSTS_MAX_AGE,
  cspDirectives,
  helmetOptions,
  inlineScripts,
  inlineStyles,
  serializeCsp,
  sha256Source,
  uncoverableInline,
} from "./security";

describe("inline scripts", () => {
  it("are the ones the browser would run: not external, not JSON-LD", () => {
    const html = page(
      '<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"X"}</script><script type=" Text/JavaScript ">b()</script>',
    );
    expect(inlineScripts(html)).toEqual(["a()", 'import "/x.js"', "b()"]);
  });

  it("are read as the browser's parser reads them: entities untouched, template contents included", () => {
    expect(inlineScripts(page("<script>if (a &lt; b) x()</script><template><script>t()</script></template>"))).toEqual([
      "if (a &lt; b) x()",
      "t()",
    ]);
  });

  it("are allowed by hashes like the browser computes them", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("inline styles", () => {
  it("are the <style> elements' text, as the browser hashes it", () => {
    expect(inlineStyles(page('<style>p{color:red}</style><p style="x">y</p><style data-href="site">a>b{}</style>'))).toEqual([
      "p{color:red}",
      "a>b{}",
    ]);
  });
});

describe("inline code no hash can allow", () => {
  it.each([
    ['<button onclick="go()">x</button>', "an inline event handler (onclick=)"],
    ['<a href="javascript:go()">x</a>', "a javascript: URL"],
    ['<form action=" JavaScript:go()"></form>', "a javascript: URL"],
    ['<p style="color:red">x</p>', "a style attribute"],
  ])("finds %s", (markup, problem) => {
    expect(uncoverableInline(page(markup))).toEqual([problem]);
  });

  it("does not mistake script text or data attributes for it", () => {
    expect(uncoverableInline(page('<script>el.onclick = 1; x = "style="</script><div data-onload="x">ok</div>'))).toEqual([]);
  });
});

describe("the policy", () => {
  const csp = (options?: Parameters<typeof cspDirectives>[0]) => serializeCsp(cspDirectives(options));

  it("allows scripts and styles only from the site, and forbids framing the site, plugins, workers and <base>", () => {
    expect(csp()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; " +
        "frame-src 'none'; worker-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("adds hashes or a nonce for inline scripts and styles, the map's frame when asked", () => {
    const policy = csp({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-s'"], nonce: "n1", map: true });
    expect(policy).toContain("script-src 'self' 'nonce-n1' 'sha256-a';");
    expect(policy).toContain("style-src 'self' 'nonce-n1' 'sha256-s';");
    expect(policy).toContain("frame-src https://www.openstreetmap.org;");
  });
});

describe("helmet's options", () => {
  it("send HSTS for two years with subdomains, unless turned off", () => {
    expect(helmetOptions({ hsts: true }).strictTransportSecurity).toEqual({ maxAge: HSTS_MAX_AGE, includeSubDomains: true });
    expect(HSTS_MAX_AGE).toBe(2 * 365 * 24 * 60 * 60);
    expect(helmetOptions({ hsts: false }).strictTransportSecurity).toBe(false);
  });

  it("leave the Content-Security-Policy to the server, which sets one per page", () => {
    expect(helmetOptions({ hsts: true }).contentSecurityPolicy).toBe(false);
  });
});
