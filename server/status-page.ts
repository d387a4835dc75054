/**
 * The short pages the server answers with itself when it will not serve what
 * was asked for: a request it cannot read (400, 408, 413, 431), too many
 * requests from one address (429), too much work at once or a failure (503,
 * 500). Plain HTML in Bulgarian (app/content/pages/common.ts), with the
 * security headers, made without React: they are sent when the server must
 * stay cheap. Browsers get the page; other clients (the form's script, curl)
 * a small JSON body. Nothing names the framework or its error codes. The
 * company's name and phone are the current ones (decision 0040).
 */
import { STATUS_CODES } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Company } from "~/content/company.schema";
import { currentContent } from "~/content/current.server";
import { statusPages } from "~/content/pages/common";
import { PRIVATE } from "./cache-policy";
import { fixedSecurityHeaders, serializeCsp } from "./security";

/** The pages have no script, style or form of their own. */
export const STATUS_PAGE_CSP = serializeCsp({
  "default-src": ["'none'"],
  "img-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
});

type Kind = Exclude<keyof typeof statusPages, "homeLink" | "callLink">;

function kindOf(status: number): Kind {
  if (status === 429) return "tooManyRequests";
  return status >= 500 ? "unavailable" : "badRequest";
}

export function statusPageHtml(status: number, company: Company = currentContent().company): string {
  const { title, text } = statusPages[kindOf(status)];
  return (
    `<!DOCTYPE html><html lang="bg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${title} | ${company.name}</title></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p><a href="tel:${company.phone.e164}">${statusPages.callLink(company.phone.display)}</a></p>` +
    `<p><a href="/">${statusPages.homeLink}</a></p></main></body></html>`
  );
}

/** A browser navigating (the address bar, a link, a form posted without JavaScript) asks for HTML. */
export const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ""));

export type SendStatus = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options?: { retryAfterSeconds?: number },
) => FastifyReply;

/** The encoding to send a page in: br or gzip when the request accepts it (and does not refuse it with q=0). */
export function acceptedEncoding(header: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    String(header ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

/**
 * Answers `status` with the page (or, to a script, JSON), never cached, with
 * the security headers even where Fastify's hooks do not run; `retryAfterSeconds` for 429 and 503.
 * They are sent when the server is busiest (a flood turned away): each page is
 * compressed once, here, never per answer.
 */
export function statusResponder({ hsts }: { hsts: boolean }): SendStatus {
  const security = fixedSecurityHeaders({ hsts });
  const compressed = new Map<string, Buffer>();
  const body = (status: number, encoding: "br" | "gzip" | undefined) => {
    const { company } = currentContent();
    const key = `${status} ${encoding ?? "identity"} ${company.name} ${company.phone.e164}`;
    let buffer = compressed.get(key);
    if (!buffer) {
      const html = Buffer.from(statusPageHtml(status, company));
      buffer =
        encoding === "br"
          ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === "gzip"
            ? gzipSync(html, { level: 9 })
            : html;
      compressed.set(key, buffer);
    }
    return buffer;
  };
  return (request, reply, status, { retryAfterSeconds } = {}) => {
    reply.code(status).headers(security).header("cache-control", PRIVATE).header("content-security-policy", STATUS_PAGE_CSP);
    if (retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfterSeconds))));
    if (request.method === "HEAD") return reply.send();
    if (!wantsHtml(request)) return reply.type("application/json; charset=utf-8").send({ statusCode: status, error: STATUS_CODES[status] });
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    reply.type("text/html; charset=utf-8").header("vary", "Accept-Encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body(status, encoding));
  };
}

/**
 * The same page as a whole HTTP response, for a connection Node's parser
 * refused before there was a request (headers too large, a timeout, bytes
 * that are not HTTP): written to the socket as it is, then closed.
 */
export function rawStatusResponse(status: number, { hsts }: { hsts: boolean }): Buffer {
  const body = Buffer.from(statusPageHtml(status));
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": PRIVATE,
    "Content-Security-Policy": STATUS_PAGE_CSP,
    ...fixedSecurityHeaders({ hsts }),
    Connection: "close",
  };
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body]);
}
