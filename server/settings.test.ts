import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

const defaults = { projectRoot: "/srv/site" };

describe("readSettings", () => {
  it("needs nothing: SQLite in ./data, no SMTP, no proxy, 3 s minimum fill time, 5 enquiries per 10 minutes", () => {
    const settings = readSettings({}, defaults);
    expect(settings).toMatchObject({ port: 3000, host: "0.0.0.0", databaseUrl: undefined, smtp: null, trustProxy: [], hsts: true });
    expect(settings.dataDir).toBe("/srv/site/data");
    expect(settings.enquiries).toMatchObject({ minFillMs: 3000, rateLimit: { max: 5, windowMs: 600_000 }, allowedOrigins: [] });
  });

  it("gives the owner's uploads their own limits: 20 s without a byte, 5 minutes in all; other requests 10 s", () => {
    expect(readSettings({}, defaults).limits).toMatchObject({ requestTimeoutMs: 10_000, upload: { stallMs: 20_000, maxMs: 300_000 } });
    expect(readSettings({ UPLOAD_STALL_SECONDS: "15", UPLOAD_TIMEOUT_SECONDS: "600" }, defaults).limits.upload).toEqual({
      stallMs: 15_000,
      maxMs: 600_000,
    });
  });

  it("reads SMTP, sending to the company's published address (null) unless MAIL_TO says otherwise", () => {
    const settings = readSettings(
      { SMTP_HOST: "smtp.example.bg", SMTP_PORT: "465", SMTP_USER: "site@example.bg", SMTP_PASSWORD: "x" },
      defaults,
    );
    expect(settings.smtp).toEqual({
      host: "smtp.example.bg",
      port: 465,
      secure: true,
      user: "site@example.bg",
      password: "x",
      from: "site@example.bg",
      to: null,
    });
    expect(readSettings({ SMTP_HOST: "h", MAIL_FROM: "a@b.bg", MAIL_TO: "owner@b.bg" }, defaults).smtp).toMatchObject({
      port: 587,
      secure: false,
      to: "owner@b.bg",
    });
  });

  it.each([
    [{ PORT: "http" }, 'PORT must be a whole number from 0 to 65535, got "http".'],
    [{ SMTP_HOST: "h" }, /MAIL_FROM must be set when SMTP_HOST is set/],
    [{ SMTP_HOST: "h", SMTP_USER: "u@b.bg" }, "SMTP_PASSWORD must be set when SMTP_USER is set."],
    [{ SMTP_HOST: "h", MAIL_FROM: "a@b.bg", SMTP_SECURE: "maybe" }, 'SMTP_SECURE must be "true" or "false", got "maybe".'],
    [{ HSTS: "off" }, 'HSTS must be "true" or "false", got "off".'],
    [{ ENQUIRY_RATE_LIMIT: "0" }, 'ENQUIRY_RATE_LIMIT must be a whole number from 1 to 100000, got "0".'],
    [{ ENQUIRY_MIN_FILL_SECONDS: "2.5" }, 'ENQUIRY_MIN_FILL_SECONDS must be a whole number from 0 to 600, got "2.5".'],
    [{ SITE_ORIGINS: "vechnozeleno.bg" }, 'SITE_ORIGINS must list site addresses like https://www.example.bg, got "vechnozeleno.bg".'],
    [{ SITE_ORIGINS: "ftp://vechnozeleno.bg" }, /SITE_ORIGINS must list site addresses/],
    [{ UPLOAD_STALL_SECONDS: "60" }, 'UPLOAD_STALL_SECONDS must be a whole number from 1 to 25, got "60".'],
    [{ UPLOAD_TIMEOUT_SECONDS: "5" }, 'UPLOAD_TIMEOUT_SECONDS must be a whole number from 10 to 3600, got "5".'],
  ])("stops with a message naming the variable for %j", (env, message) => {
    expect(() => readSettings(env, defaults)).toThrow(message);
  });

  it("normalises SITE_ORIGINS to origins", () => {
    const settings = readSettings({ SITE_ORIGINS: "https://vechnozeleno.bg/, https://www.vechnozeleno.bg/contact" }, defaults);
    expect(settings.enquiries.allowedOrigins).toEqual(["https://vechnozeleno.bg", "https://www.vechnozeleno.bg"]);
  });
});

describe("TRUST_PROXY", () => {
  it("takes the proxy's addresses and ranges, IPv4 and IPv6", () => {
    const settings = readSettings({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8" }, defaults);
    expect(settings.trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
  });

  it.each([
    ["true", "would let any visitor claim any address"],
    ["1", "a hop count"],
    ["2", "a hop count"],
    ["proxy.example", "a host name"],
    ["10.0.0.0/33", "an IPv4 range longer than 32 bits"],
    ["fd00::/129", "an IPv6 range longer than 128 bits"],
    ["10.0.0.0/8/1", "two prefixes"],
    ["10.0.0.0/x", "a prefix that is not a number"],
  ])("refuses %j (%s), naming the variable and the value", (value) => {
    expect(() => readSettings({ TRUST_PROXY: value }, defaults)).toThrow(
      new RegExp(`^TRUST_PROXY must list the reverse proxy's addresses.*got "${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`),
    );
  });

  it("says why numbers and true are refused", () => {
    expect(() => readSettings({ TRUST_PROXY: "true" }, defaults)).toThrow(/"true" and hop counts are not accepted/);
  });
});
