/**
 * The contact page as React Router renders it per request on the real build:
 * its loader (a signed form token, the service a link asked for) and its
 * action, which answers a visitor without JavaScript who posts the form.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryForm, enquiryStatus } from "~/content/enquiry";
import { FORM_ID } from "~/components/enquiry/enquiry-form-view";
import { fieldMessages } from "~/enquiry/schema";
import { TEST_ORIGIN, tokenAged, validEnquiry } from "../fixtures/enquiry";
import { TOKEN_FORMAT } from "../../server/enquiries/token";
import { attributeOf, elementsOf } from "../../server/html";
import { startBuiltSite, type BuiltSite } from "./built-site";

let site: BuiltSite;
beforeAll(async () => {
  site = await startBuiltSite({ env: { ENQUIRY_RATE_LIMIT: "1000" } });
});
afterAll(() => site.close());

/** The form's hidden token, read as a browser reads the page. */
const tokenIn = (html: string) =>
  [...elementsOf(html)]
    .filter((element) => element.tagName === "input" && attributeOf(element, "name") === "token")
    .map((input) => attributeOf(input, "value"))[0];
/** The values of the options chosen in the service select. */
const selectedOptions = (html: string) => {
  const select = [...elementsOf(html)].find((element) => element.tagName === "select" && attributeOf(element, "name") === "service");
  return (select?.childNodes ?? [])
    .filter((option) => option.tagName === "option" && attributeOf(option, "selected") !== undefined)
    .map((option) => attributeOf(option, "value"));
};
/** The enquiry form. */
const enquiryFormIn = (html: string) =>
  [...elementsOf(html)].find((element) => element.tagName === "form" && attributeOf(element, "id") === FORM_ID);
/** The nonces of the page's inline scripts (data blocks such as JSON-LD are not run, so need none). */
const nonces = (html: string) =>
  new Set(
    [...elementsOf(html)]
      .filter(
        (element) => element.tagName === "script" && !attributeOf(element, "src") && attributeOf(element, "type") !== "application/ld+json",
      )
      .map((script) => attributeOf(script, "nonce")),
  );

/** The form as a browser without JavaScript posts it. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  site.app.inject({
    method: "POST",
    url: "/contact",
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", "accept-encoding": "identity", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe("the contact page", () => {
  it("holds a signed form token, so that the form works without JavaScript, and is never cached", async () => {
    const response = await site.app.inject({ url: "/contact", headers: { "accept-encoding": "identity" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(tokenIn(response.body)).toMatch(TOKEN_FORMAT);
    expect(response.body).toContain('<form id="enquiry-form"');
    expect(response.body).toContain('action="/contact#enquiry" method="post"');
    const again = await site.app.inject({ url: "/contact", headers: { "accept-encoding": "identity" } });
    expect(tokenIn(again.body)).not.toBe(tokenIn(response.body));
  });

  it("chooses the service a link asked for, and ignores one that is not on the list", async () => {
    const lighting = await site.app.inject({ url: "/contact?service=lighting" });
    expect(selectedOptions(lighting.body)).toEqual(["lighting"]);
    const unknown = await site.app.inject({ url: "/contact?service=%22%3E%3Cscript%3E" });
    expect(unknown.statusCode).toBe(200);
    // The placeholder („Изберете…“) stays chosen.
    expect(selectedOptions(unknown.body)).toEqual([""]);
    expect(unknown.body).not.toContain('"><script>');
  });

  it("allows its inline scripts by a nonce made for this response, and frames only the map", async () => {
    const response = await site.app.inject({ url: "/contact" });
    const [nonce, ...others] = nonces(response.body);
    expect(others).toEqual([]);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(csp).toContain("frame-src https://www.openstreetmap.org;");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const next = await site.app.inject({ url: "/contact" });
    expect(nonces(next.body)).not.toEqual(nonces(response.body));
  });

  it("is compressed for browsers that accept it", async () => {
    const response = await site.app.inject({ url: "/contact", headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("answers HEAD with the headers of its GET and no body", async () => {
    const response = await site.app.inject({ method: "HEAD", url: "/contact" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    const get = await site.app.inject({ url: "/contact" });
    const withoutNonce = (policy: unknown) => String(policy).replace(/'nonce-[^']+'/g, "'nonce'");
    for (const name of ["cache-control", "content-type", "x-content-type-options"])
      expect(response.headers[name], name).toBe(get.headers[name]);
    // The map's frame is allowed on both.
    expect(withoutNonce(response.headers["content-security-policy"])).toBe(withoutNonce(get.headers["content-security-policy"]));
    expect(response.headers["content-security-policy"]).toContain("frame-src https://");
  });

  it("is one address: /contact/ redirects, keeping the query", async () => {
    const response = await site.app.inject({ url: "/contact/?service=irrigation" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/contact?service=irrigation");
  });
});

describe("the enquiry form posted without JavaScript", () => {
  it("is stored, and the page shows the confirmation with how the company will reply", async () => {
    const response = await postForm({ ...validEnquiry, token: tokenAged() });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain(enquiryForm.sent.heading);
    expect(response.body).toContain("ще ви пишем на maria@abv.bg");
    expect((await site.store.listEnquiries()).some((row) => row.message === validEnquiry.message)).toBe(true);
  });

  it("sent again (the browser's resend after a refresh) is stored once and confirmed again", async () => {
    const token = tokenAged();
    const fields = { ...validEnquiry, name: "Петър Петров", token };
    expect((await postForm(fields)).statusCode).toBe(201);
    const again = await postForm(fields);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(enquiryForm.sent.heading);
    expect((await site.store.listEnquiries()).filter((row) => row.name === "Петър Петров")).toHaveLength(1);
  });

  it("shows the form again with what was typed, each field's message, and a token to send it with", async () => {
    const response = await postForm({ ...validEnquiry, phone: "123", town: "", token: tokenAged() });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(enquiryStatus.invalid);
    expect(response.body).toContain(`value="${validEnquiry.name}"`);
    expect(response.body).toContain(`>${validEnquiry.message}</textarea>`);
    expect(selectedOptions(response.body)).toEqual(["irrigation"]);
    expect(response.body).toContain(fieldMessages.town.required);
    expect(response.body).toContain(fieldMessages.phone.invalid);
    expect([...elementsOf(response.body)].filter((element) => attributeOf(element, "aria-invalid") === "true")).toHaveLength(2);
    expect(tokenIn(response.body)).toMatch(TOKEN_FORMAT);
  });

  it("sent empty at once (before the page hydrated): each field's own message, whatever the token says", async () => {
    const response = await postForm({ token: tokenAged(0) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(enquiryStatus.invalid);
    expect(response.body).toContain(fieldMessages.name.required);
    expect(response.body).toContain(fieldMessages.town.required);
    expect(response.body).not.toContain(enquiryStatus.tooFast);
    // The form leaves checking to the site: the browser never shows its own bubbles first.
    expect(attributeOf(enquiryFormIn(response.body)!, "novalidate")).toBeDefined();
  });

  it("opened too long ago: says so, keeps what was typed, and gives the form a new token", async () => {
    const response = await postForm({ ...validEnquiry, token: tokenAged(3 * 24 * 60 * 60 * 1000) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(enquiryStatus.expired);
    expect(response.body).toContain(`value="${validEnquiry.name}"`);
    const issued = Number(tokenIn(response.body)?.split(".")[0]);
    expect(Date.now() - issued).toBeLessThan(5_000);
  });

  it("sent too fast: asks the visitor to wait a moment", async () => {
    const response = await postForm({ ...validEnquiry, token: tokenAged(0) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(enquiryStatus.tooFast);
  });

  it("from another site: refused by the server before any action (403, the page says so), counted and logged once, nothing stored", async () => {
    const consoleError = vi.spyOn(console, "error");
    const before = (await site.store.listEnquiries()).length;
    const logged = site.log.lines.length;
    const response = await postForm({ ...validEnquiry, token: tokenAged() }, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(enquiryStatus.refused);
    expect(response.body).not.toContain(enquiryForm.sent.heading);
    expect(tokenIn(response.body)).toMatch(TOKEN_FORMAT);
    expect(await site.store.listEnquiries()).toHaveLength(before);
    expect(site.log.lines.slice(logged)).toEqual([
      {
        level: "info",
        details: expect.objectContaining({ origin: "https://evil.example" }),
        message: "enquiry refused: not from the site",
      },
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ["with the spam trap filled in", {}, { ...validEnquiry, website: "http://spam.example" }],
    ["as something other than a form", { "content-type": "text/plain" }, { ...validEnquiry }],
  ])("%s: refused with 403 and a message, nothing stored", async (_name, headers, fields) => {
    const before = (await site.store.listEnquiries()).length;
    const response = await postForm({ ...fields, token: tokenAged() }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(enquiryStatus.refused);
    expect(await site.store.listEnquiries()).toHaveLength(before);
  });

  it("over 16 KB: refused with 413 before the page is rendered", async () => {
    const response = await postForm({ ...validEnquiry, message: "я".repeat(9_000), token: tokenAged() });
    expect(response.statusCode).toBe(413);
  });

  it("renders with the response's nonce on every inline script", async () => {
    const response = await postForm({ ...validEnquiry, phone: "1", token: tokenAged() });
    const [nonce, ...others] = nonces(response.body);
    expect(others).toEqual([]);
    expect(response.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
  });
});

describe("behind a reverse proxy that terminates HTTPS (TRUST_PROXY)", () => {
  let proxied: BuiltSite;
  beforeAll(async () => {
    proxied = await startBuiltSite({ env: { TRUST_PROXY: "127.0.0.1", SITE_ORIGINS: "https://vechnozeleno.bg" } });
  });
  afterAll(() => proxied.close());

  const postVia = (headers: Record<string, string>) =>
    proxied.app.inject({
      method: "POST",
      url: "/contact",
      remoteAddress: "127.0.0.1",
      headers: {
        host: "www.vechnozeleno.bg",
        origin: "https://www.vechnozeleno.bg",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "198.51.100.7",
        ...headers,
      },
      payload: new URLSearchParams({ ...validEnquiry, token: tokenAged() }).toString(),
    });

  it("takes the form when the proxy says the visitor used HTTPS (X-Forwarded-Proto)", async () => {
    expect((await postVia({ "x-forwarded-proto": "https" })).statusCode).toBe(201);
  });

  it("takes it from another address of the site named in SITE_ORIGINS (React Router's own check included)", async () => {
    const consoleError = vi.spyOn(console, "error");
    const response = await postVia({ "x-forwarded-proto": "https", origin: "https://vechnozeleno.bg", "accept-encoding": "identity" });
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain(enquiryForm.sent.heading);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("refuses it when the proxy does not say so: the page's origin and the request's differ", async () => {
    const consoleError = vi.spyOn(console, "error");
    expect((await postVia({})).statusCode).toBe(403);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
