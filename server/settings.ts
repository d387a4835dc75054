/**
 * The server's settings, read from environment variables (see .env.example).
 * A value the server cannot honour stops it at start, with a message naming
 * the variable.
 */
import { isIP } from "node:net";
import path from "node:path";

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** MAIL_TO; null: the company's e-mail as it is published at the time of sending (decision 0040). */
  to: string | null;
}

export interface EnquirySettings {
  /** A form sent sooner than this after it was handed out is refused. */
  minFillMs: number;
  /** A form token older than this has expired. */
  maxAgeMs: number;
  /** Stored enquiries allowed per visitor address in `windowMs`. */
  rateLimit: { max: number; windowMs: number };
  /** Other addresses the site is reached at (origins), besides the one a request came to. */
  allowedOrigins: string[];
}

/** How much of the server one visitor (one address) may use at once. */
export interface ClientLimits {
  /**
   * A request's headers must arrive within this, and its body within this after them; slower
   * clients are disconnected. Not the owner's photo uploads: they have `upload`.
   */
  requestTimeoutMs: number;
  /**
   * The owner's photo uploads (server/react-router.ts): a phone's photo on mobile data takes longer
   * than `requestTimeoutMs`, so an upload is cut off when its body stops moving for `stallMs`, and
   * in any case after `maxMs`.
   */
  upload: { stallMs: number; maxMs: number };
  /** Open connections per client address; more are closed at once. The trusted proxies are exempt. */
  connectionsPerAddress: number;
  /** Answers rendered per request (the contact page, its data, the enquiry API) per address in `windowMs`. */
  pages: { max: number; windowMs: number };
}

export interface Settings {
  port: number;
  host: string;
  logLevel: string;
  /** The reverse proxies whose X-Forwarded-* headers are believed: IP addresses or CIDR ranges. */
  trustProxy: string[];
  hsts: boolean;
  dataDir: string;
  databaseUrl?: string;
  smtp: SmtpSettings | null;
  enquiries: EnquirySettings;
  limits: ClientLimits;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max }: { min: number; max: number }) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean) {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["true", "1", "yes"].includes(raw)) return true;
  if (["false", "0", "no"].includes(raw)) return false;
  throw new Error(`${name} must be "true" or "false", got "${env[name]}".`);
}

function origin(value: string, name: string) {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    return url.origin;
  } catch {
    throw new Error(`${name} must list site addresses like https://www.example.bg, got "${value}".`);
  }
}

/**
 * TRUST_PROXY names the proxy itself (its addresses), never "true" or a hop
 * count: trusting every sender would let any visitor claim any address in
 * X-Forwarded-For and so escape the rate limits, and a hop count is read by
 * the HTTP library as "trust nobody".
 */
function proxies(raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const prefix = Number(bits);
    const validPrefix = bits === undefined || (Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 6 ? 128 : 32));
    if (family === 0 || !validPrefix || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY must list the reverse proxy's addresses (IP addresses or ranges like 10.0.0.0/8, comma-separated), got "${entry}". ` +
          `"true" and hop counts are not accepted: they would let visitors forge their address.`,
      );
    }
  }
  return entries;
}

export function readSettings(env: NodeJS.ProcessEnv, { projectRoot }: { projectRoot: string }): Settings {
  const smtpHost = env.SMTP_HOST?.trim();
  let smtp: SmtpSettings | null = null;
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
      to: env.MAIL_TO?.trim() || null,
    };
  }

  return {
    port: integer(env, "PORT", 3000, { min: 0, max: 65535 }),
    host: env.HOST?.trim() || "0.0.0.0",
    logLevel: env.LOG_LEVEL?.trim() || "info",
    trustProxy: proxies(env.TRUST_PROXY),
    // Strict-Transport-Security: browsers ignore it over plain HTTP, so it is safe to send by default.
    hsts: boolean(env, "HSTS", true),
    dataDir: path.resolve(projectRoot, env.DATA_DIR?.trim() || "data"),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    smtp,
    limits: {
      requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_SECONDS", 10, { min: 1, max: 300 }) * 1000,
      upload: {
        // Below the 30 s after which a silent connection is closed anyway (http.ts), so that a stalled upload gets its page.
        stallMs: integer(env, "UPLOAD_STALL_SECONDS", 20, { min: 1, max: 25 }) * 1000,
        maxMs: integer(env, "UPLOAD_TIMEOUT_SECONDS", 300, { min: 10, max: 3600 }) * 1000,
      },
      connectionsPerAddress: integer(env, "MAX_CONNECTIONS_PER_ADDRESS", 20, { min: 1, max: 100_000 }),
      pages: { max: integer(env, "PAGE_RATE_LIMIT", 60, { min: 1, max: 1_000_000 }), windowMs: 60 * 1000 },
    },
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
