import { describe, expect, it } from "vitest";
import { TEST_SECRET } from "../../tests/fixtures/enquiry";
import { issueToken, verifyToken } from "./token";

const secret = TEST_SECRET;
const limits = { minFillMs: 3_000, maxAgeMs: 86_400_000 };

describe("form tokens", () => {
  it("accept a form filled in over at least the minimum time, and give its nonce", () => {
    const token = issueToken(secret, 1_000_000);
    const result = verifyToken(secret, token, { ...limits, now: 1_005_000 });
    expect(result).toEqual({ ok: true, nonce: token.split(".")[1] });
  });

  it("give every form its own nonce", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => issueToken(secret, 1_000_000).split(".")[1]));
    expect(nonces.size).toBe(50);
  });

  it("say how long to wait when the form came back too fast", () => {
    const token = issueToken(secret, 1_000_000);
    expect(verifyToken(secret, token, { ...limits, now: 1_001_000 })).toEqual({ ok: false, reason: "too_fast", waitMs: 2_000 });
  });

  it("expire after a day", () => {
    const token = issueToken(secret, 1_000_000);
    expect(verifyToken(secret, token, { ...limits, now: 1_000_000 + 86_400_001 })).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["another secret's signature", () => issueToken("other", 1_000_000)],
    ["a changed time", () => issueToken(secret, 1_000_000).replace(/^1000000/, "900000")],
    ["a changed nonce", () => issueToken(secret, 1_000_000).replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`)],
    ["a time in the future", () => issueToken(secret, 1_000_000 + 120_000)],
    ["garbage", () => "1.2.3"],
    ["a number", () => 42],
    ["nothing", () => undefined],
    ["a very long string", () => "1".repeat(10_000)],
  ])("refuse %s", (_name, make) => {
    expect(verifyToken(secret, make(), { ...limits, now: 1_010_000 })).toEqual({ ok: false, reason: "invalid" });
  });
});
