import { describe, expect, it } from "vitest";
import { runTests, type Snapshot } from "./checks";
import { grade, gradeFor } from "./grade";

const site = (
  headers: Record<string, string>,
  html = "<!doctype html><script src=/assets/a.js></script>",
  cookies: string[] = [],
): Snapshot => ({
  url: new URL("http://127.0.0.1:3000/"),
  headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }),
  cookies,
  html,
  preflight: null,
});
const resultOf = (snapshot: Snapshot, name: string) => runTests(snapshot).find((test) => test.name === name)?.result;

const strict = {
  "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
};

describe("the Observatory's header tests", () => {
  it("give the site's headers the results the Observatory gives them", () => {
    expect(Object.fromEntries(runTests(site(strict)).map((test) => [test.name, test.result]))).toEqual({
      "content-security-policy": "csp-implemented-with-no-unsafe",
      cookies: "cookies-not-found",
      "cross-origin-resource-sharing": "cross-origin-resource-sharing-not-implemented",
      redirection: "redirection-missing",
      "referrer-policy": "referrer-policy-private",
      "strict-transport-security": "hsts-not-implemented-no-https",
      "subresource-integrity": "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "x-content-type-options": "x-content-type-options-nosniff",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    });
  });

  it("fail a policy that allows inline scripts, unless hashes or nonces make the browser ignore it", () => {
    expect(resultOf(site({ "content-security-policy": "default-src 'self' 'unsafe-inline'" }), "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline",
    );
    expect(
      resultOf(site({ "content-security-policy": "script-src 'unsafe-inline' 'nonce-x'; default-src 'self'" }), "content-security-policy"),
    ).toBe("csp-implemented-with-no-unsafe");
    expect(resultOf(site({ "content-security-policy": "default-src 'none'" }), "content-security-policy")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(
      resultOf(site({ "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'" }), "content-security-policy"),
    ).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
    expect(resultOf(site({}), "content-security-policy")).toBe("csp-not-implemented");
  });

  it("judge cookies, referrers, framing and scripts from other sites", () => {
    expect(resultOf(site({}, "", ["a=1; Path=/"]), "cookies")).toBe("cookies-without-secure-flag");
    expect(resultOf(site({}, "", ["a=1; Secure; HttpOnly; SameSite=Lax"]), "cookies")).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
    expect(resultOf(site({ "referrer-policy": "no-referrer, unsafe-url" }), "referrer-policy")).toBe("referrer-policy-unsafe");
    expect(resultOf(site({ "x-frame-options": "DENY" }), "x-frame-options")).toBe("x-frame-options-sameorigin-or-deny");
    expect(resultOf(site({}, '<script src="https://cdn.example/x.js"></script>'), "subresource-integrity")).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
  });
});

describe("the Observatory's grade", () => {
  it("counts bonuses only from an A without them", () => {
    expect(grade([5, 5, 10, 0])).toEqual({ score: 120, grade: "A+" });
    expect(grade([-20, 10])).toEqual({ score: 80, grade: "B+" });
    expect(gradeFor(-10)).toEqual({ score: 0, grade: "F" });
  });
});
