import pino from "pino";
import { describe, expect, it } from "vitest";
import { logSerializers, loggedUrl, withoutLinkTokens } from "./log";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("what the log says about a request", () => {
  it("names a route with parameters by its pattern", () => {
    expect(loggedUrl({ url: `/admin/link/${TOKEN}.data?_routes=x`, routeOptions: { url: "/admin/link/:token.data" } })).toBe(
      "/admin/link/:token.data",
    );
    expect(loggedUrl({ url: "/prices?work=mowing", routeOptions: { url: "/prices" } })).toBe("/prices?work=mowing");
  });

  it("cuts the token out of a sign-in link's address that no route matched, in any form", () => {
    for (const url of [`/admin/link/${TOKEN}/`, `//admin//link/${TOKEN}?x=1`, `/ADMIN/link/${TOKEN}%zz`]) {
      const logged = loggedUrl({ url });
      expect(logged).not.toContain(TOKEN);
      expect(logged).toContain(":token");
    }
    expect(withoutLinkTokens(`see http://localhost/admin/link/${TOKEN} within 15 minutes`)).toBe(
      "see http://localhost/admin/link/:token within 15 minutes",
    );
  });

  it("logs no headers, and no error's copy of a refused request", () => {
    const request = { method: "GET", url: "/admin", headers: { cookie: `admin=${TOKEN}` }, ip: "127.0.0.1" };
    expect(JSON.stringify(logSerializers.req(request))).not.toContain(TOKEN);
    const refused = Object.assign(new Error(`Parse Error: Header overflow at /admin/link/${TOKEN}`), {
      code: "HPE_HEADER_OVERFLOW",
      rawPacket: Buffer.from(`GET /admin HTTP/1.1\r\nCookie: admin=${TOKEN}\r\n`),
    });
    const lines: string[] = [];
    pino({ serializers: logSerializers }, { write: (line: string) => void lines.push(line) }).info({ err: refused }, "refused");
    expect(lines.join("")).toContain("HPE_HEADER_OVERFLOW");
    expect(lines.join("")).not.toContain(TOKEN);
    // pino would write the bytes as numbers, so not as the token's text: the field itself must be gone.
    expect(lines.join("")).not.toContain("rawPacket");
    expect(logSerializers.err(`failed at /admin/link/${TOKEN}`)).toBe("failed at /admin/link/:token");
  });
});
