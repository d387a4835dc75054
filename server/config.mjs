// @ts-check
/**
 * The server's settings, read from environment variables (see .env.example).
 * A wrong value stops the server at start with a message naming the variable.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const projectRoot = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/**
 * @typedef {{ host: string, port: number, secure: boolean, user?: string, password?: string, from: string, to: string }} SmtpConfig
 * @typedef {{
 *   port: number, host: string, logLevel: string, trustProxy: boolean | number | string, hsts: boolean,
 *   dataDir: string, databaseUrl?: string, smtp: SmtpConfig | null,
 *   enquiries: { minFillMs: number, maxAgeMs: number, rateLimit: { max: number, windowMs: number }, allowedOrigins: string[] },
 * }} Config
 */

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {{ min: number, max: number }} range
 */
function integer(env, name, fallback, { min, max }) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

/** @param {Record<string, string | undefined>} env @param {string} name @param {boolean} fallback */
function boolean(env, name, fallback) {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["true", "1", "yes"].includes(raw)) return true;
  if (["false", "0", "no"].includes(raw)) return false;
  throw new Error(`${name} must be "true" or "false", got "${env[name]}".`);
}

/** @param {string} value @param {string} name */
function origin(value, name) {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    return url.origin;
  } catch {
    throw new Error(`${name} must list site addresses like https://www.example.bg, got "${value}".`);
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ companyEmail: string }} defaults
 * @returns {Config}
 */
export function readConfig(env, { companyEmail }) {
  const smtpHost = env.SMTP_HOST?.trim();
  /** @type {SmtpConfig | null} */
  let smtp = null;
  if (smtpHost) {
    const port = integer(env, "SMTP_PORT", 587, { min: 1, max: 65535 });
    const user = env.SMTP_USER?.trim() || undefined;
    const from = env.MAIL_FROM?.trim() || (user?.includes("@") ? user : undefined);
    if (!from) throw new Error("MAIL_FROM must be set when SMTP_HOST is set (the sender address, e.g. Сайт <site@example.bg>).");
    if (user && !env.SMTP_PASSWORD) throw new Error("SMTP_PASSWORD must be set when SMTP_USER is set.");
    smtp = {
      host: smtpHost,
      port,
      secure: boolean(env, "SMTP_SECURE", port === 465),
      user,
      password: env.SMTP_PASSWORD,
      from,
      to: env.MAIL_TO?.trim() || companyEmail,
    };
  }

  const trustProxyRaw = env.TRUST_PROXY?.trim();
  /** @type {boolean | number | string} */
  let trustProxy = false;
  if (trustProxyRaw) {
    if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
    else if (/^(true|false)$/i.test(trustProxyRaw)) trustProxy = trustProxyRaw.toLowerCase() === "true";
    else trustProxy = trustProxyRaw;
  }

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port: integer(env, "PORT", 3000, { min: 0, max: 65535 }),
    host: env.HOST?.trim() || "0.0.0.0",
    logLevel: env.LOG_LEVEL?.trim() || "info",
    trustProxy,
    // Strict-Transport-Security: browsers ignore it over plain HTTP, so it is safe to send by default.
    hsts: boolean(env, "HSTS", true),
    dataDir: path.resolve(projectRoot, env.DATA_DIR?.trim() || "data"),
    databaseUrl,
    smtp,
    enquiries: {
      minFillMs: integer(env, "ENQUIRY_MIN_FILL_SECONDS", 3, { min: 0, max: 600 }) * 1000,
      maxAgeMs: 24 * 60 * 60 * 1000,
      rateLimit: {
        max: integer(env, "ENQUIRY_RATE_LIMIT", 5, { min: 1, max: 100_000 }),
        windowMs: 10 * 60 * 1000,
      },
      allowedOrigins: (env.SITE_ORIGINS ?? "")
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) => origin(value, "SITE_ORIGINS")),
    },
  };
}

/**
 * What `npm start` and `npm run enquiries` both need: the .env file (if any)
 * loaded into the environment, the app's shared module from the build, and
 * the settings read with the company's e-mail as the default recipient.
 */
export async function loadSettings() {
  const envFile = path.join(projectRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const sharedModule = path.join(projectRoot, "build/server/enquiry.mjs");
  if (!existsSync(sharedModule)) {
    throw new Error(`No build found (missing ${path.relative(projectRoot, sharedModule)}). Run "npm run build" first.`);
  }
  /** @type {typeof import("../app/enquiry/server-entry")} */
  const shared = await import(pathToFileURL(sharedModule).href);
  return { shared, config: readConfig(process.env, { companyEmail: shared.companyEmail }) };
}
