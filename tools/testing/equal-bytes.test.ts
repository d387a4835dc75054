import { describe, expect, it } from "vitest";
import { equalBytes } from "./equal-bytes";

describe("equalBytes", () => {
  it("finds two byte arrays with the same bytes equal, and one differing byte unequal", () => {
    expect(equalBytes(Buffer.from("страница"), Buffer.from("страница"))).toBe(true);
    expect(equalBytes(Buffer.from("страница"), Buffer.from("страницa"))).toBe(false);
    expect(equalBytes(Buffer.from("ab"), Buffer.from("abc"))).toBe(false);
    expect(equalBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
  });

  it("tells a Buffer from a plain Uint8Array with the same bytes, as Vitest does", () => {
    expect(equalBytes(Buffer.from([1, 2]), new Uint8Array([1, 2]))).toBe(false);
  });

  it("leaves anything that is not a byte array to Vitest", () => {
    expect(equalBytes("ab", "ab")).toBeUndefined();
    expect(equalBytes(Buffer.from("ab"), "ab")).toBeUndefined();
    expect(equalBytes([1, 2], new Uint8Array([1, 2]))).toBeUndefined();
  });

  it("is what toEqual uses for byte arrays, also inside objects", () => {
    const page = { path: "/", body: Buffer.alloc(200_000, 7) };
    expect(page).toEqual({ path: "/", body: Buffer.alloc(200_000, 7) });
    const changed = Buffer.alloc(200_000, 7);
    changed[199_999] = 8;
    expect(page).not.toEqual({ path: "/", body: changed });
    expect(Buffer.from([1])).not.toEqual(new Uint8Array([1]));
  });
});
