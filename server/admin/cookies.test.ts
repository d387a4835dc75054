import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

describe("the admin's cookies", () => {
  it("are HttpOnly and SameSite=Strict, and Secure with the __Host- prefix over HTTPS", () => {
    expect(serializeCookie("session", "abc", { secure: false, maxAgeSeconds: 60 })).toBe(
      "admin=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Strict",
    );
    expect(serializeCookie("session", "abc", { secure: true, maxAgeSeconds: 60 })).toBe(
      "__Host-admin=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure",
    );
  });

  it("are read by their exact name, and only in the shape the server makes", () => {
    expect(readCookie("theme=dark; admin=tok_en-1", "session", false)).toBe("tok_en-1");
    expect(readCookie("xadmin=a; admin-challenge=b", "session", false)).toBeNull();
    expect(readCookie("admin-challenge=b", "challenge", false)).toBe("b");
    // Over HTTPS only the __Host- cookie counts: a plain one could have been set by a sibling subdomain.
    expect(readCookie("admin=a", "session", true)).toBeNull();
    expect(readCookie("admin=a%20b", "session", false)).toBeNull();
  });
});
