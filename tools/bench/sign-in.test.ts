import { isIPv4 } from "node:net";
import { describe, expect, it } from "vitest";
import { KNOWN, UNKNOWN, clientAddress, comparable } from "./sign-in";

describe("the sign-in benchmark's requests", () => {
  it("come from a distinct IPv4 address per pair, so that no client reaches the per-client limits", () => {
    const addresses = Array.from({ length: 1000 }, (_, pair) => clientAddress(pair));
    expect(addresses.every((address) => isIPv4(address))).toBe(true);
    expect(new Set(addresses).size).toBe(1000);
  });

  it("ask for addresses of the same length, and compare answers without the address and the nonces", () => {
    expect(KNOWN).toHaveLength(UNKNOWN.length);
    const page = (email: string, nonce: string) => `<script nonce="${nonce}"></script><input value="${email}">`;
    expect(comparable(page(KNOWN, "a1"), KNOWN)).toBe(comparable(page(UNKNOWN, "b2"), UNKNOWN));
    expect(comparable(page(KNOWN, "a1"), KNOWN)).not.toBe(comparable(page(UNKNOWN, "b2"), KNOWN));
  });
});
