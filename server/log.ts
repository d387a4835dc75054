/**
 * What the server's log may say about a request: never a secret. A sign-in
 * link's token is in its address (`/admin/link/<token>`), and a session or a
 * passkey challenge is in a cookie; so a request is logged by its route's
 * pattern (`/admin/link/:token`) where the route has parameters, any other
 * sign-in link's address with its token cut out, and never with its headers.
 * Errors are logged without the raw bytes Node keeps of a request it refused
 * (`rawPacket`: the request line and every header, cookies included), and
 * with a link's token cut out of their message.
 *
 * `main.ts` makes its logger with these serializers, and `http.ts` puts them
 * on whatever logger it is given.
 */
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

const LINK_PATH = /(\/+admin\/+link\/+)[^?#\s"'`]*/gi;

/** `text` with the token of any sign-in link's address in it replaced by `:token`. */
export const withoutLinkTokens = (text: string) => text.replace(LINK_PATH, "$1:token");

/** The parts of a Fastify request the serializer reads (a plain Node request has no `routeOptions`, `ip` or `host`). */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
}

/** The address a request is logged with: its route's pattern when the route takes parameters, otherwise its URL without secrets. */
export function loggedUrl(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern?.includes(":")) return pattern;
  return withoutLinkTokens(request.url ?? "");
}

function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function errorForLog(error: unknown) {
  if (typeof error === "string") return withoutLinkTokens(error);
  const standard: unknown = pino.stdSerializers.err(error as Error);
  if (!standard || typeof standard !== "object") return standard;
  const serialized: Record<string, unknown> = { ...standard };
  delete serialized.rawPacket;
  for (const key of ["message", "stack"]) {
    const value = serialized[key];
    if (typeof value === "string") serialized[key] = withoutLinkTokens(value);
  }
  return serialized;
}

export const logSerializers = { req: requestForLog, err: errorForLog };

/** `log` with the serializers above, whichever it had. */
export const withLogSerializers = (log: FastifyBaseLogger): FastifyBaseLogger => log.child({}, { serializers: logSerializers });
