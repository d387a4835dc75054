import { describe, expect, it } from "vitest";
import { readConfig } from "./config.mjs";

const defaults = { companyEmail: "office@vechnozeleno.example" };

describe("readConfig", () => {
  it("needs nothing: SQLite in ./data, no SMTP, 3 s minimum fill time, 5 enquiries per 10 minutes", () => {
    const config = readConfig({}, defaults);
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", databaseUrl: undefined, smtp: null, trustProxy: false });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.enquiries).toMatchObject({ minFillMs: 3000, rateLimit: { max: 5, windowMs: 600_000 }, allowedOrigins: [] });
  });

  it("reads SMTP, sending to the company's address unless MAIL_TO says otherwise", () => {
    const config = readConfig(
      { SMTP_HOST: "smtp.example.bg", SMTP_PORT: "465", SMTP_USER: "site@example.bg", SMTP_PASSWORD: "x" },
      defaults,
    );
    expect(config.smtp).toEqual({
      host: "smtp.example.bg",
      port: 465,
      secure: true,
      user: "site@example.bg",
      password: "x",
      from: "site@example.bg",
      to: "office@vechnozeleno.example",
    });
    expect(readConfig({ SMTP_HOST: "h", MAIL_FROM: "a@b.bg", MAIL_TO: "owner@b.bg" }, defaults).smtp).toMatchObject({
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
    [{ ENQUIRY_RATE_LIMIT: "0" }, 'ENQUIRY_RATE_LIMIT must be a whole number from 1 to 100000, got "0".'],
    [{ SITE_ORIGINS: "vechnozeleno.bg" }, 'SITE_ORIGINS must list site addresses like https://www.example.bg, got "vechnozeleno.bg".'],
  ])("stops with a message naming the variable for %j", (env, message) => {
    expect(() => readConfig(env, defaults)).toThrow(message);
  });

  it("normalises SITE_ORIGINS and reads TRUST_PROXY", () => {
    const config = readConfig({ SITE_ORIGINS: "https://vechnozeleno.bg/, https://www.vechnozeleno.bg", TRUST_PROXY: "1" }, defaults);
    expect(config.enquiries.allowedOrigins).toEqual(["https://vechnozeleno.bg", "https://www.vechnozeleno.bg"]);
    expect(config.trustProxy).toBe(1);
  });
});
