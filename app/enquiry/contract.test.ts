import { describe, expect, it } from "vitest";
import { requestedService, resultHeaders, resultStatus } from "./contract";

describe("an enquiry result's HTTP answer", () => {
  it.each([
    [{ ok: true, id: "e1", duplicate: false } as const, 201],
    [{ ok: true, id: "e1", duplicate: true } as const, 200],
    [{ ok: false, code: "invalid", errors: {} } as const, 400],
    [{ ok: false, code: "too_fast", waitMs: 100 } as const, 400],
    [{ ok: false, code: "expired" } as const, 400],
    [{ ok: false, code: "refused" } as const, 403],
    [{ ok: false, code: "rate_limited", retryAfterMs: 1 } as const, 429],
    [{ ok: false, code: "server" } as const, 503],
  ])("%j is %i", (result, status) => {
    expect(resultStatus(result)).toBe(status);
  });

  it("tells a visitor over the rate limit when to try again, in whole seconds", () => {
    expect(resultHeaders({ ok: false, code: "rate_limited", retryAfterMs: 90_500 })).toEqual({ "Retry-After": "91" });
    expect(resultHeaders({ ok: false, code: "rate_limited", retryAfterMs: 0 })).toEqual({ "Retry-After": "1" });
    expect(resultHeaders({ ok: true, id: "e1", duplicate: false })).toEqual({});
  });
});

describe("the service a link to the contact page asks for", () => {
  const choices = ["irrigation", "lighting", "other"] as const;
  it("is one of the form's choices, or none", () => {
    expect(requestedService(new URLSearchParams("service=lighting"), choices)).toBe("lighting");
    expect(requestedService(new URLSearchParams("service=<script>"), choices)).toBeNull();
    expect(requestedService(new URLSearchParams(""), choices)).toBeNull();
  });
});
