/**
 * REQUEST_TIMEOUT_SECONDS for a request's body (decision 0041). Node's own
 * `requestTimeout` is one figure for the whole server, and the owner's photo
 * uploads need far longer than any other request: so Node keeps the limit on
 * headers (`headersTimeout`, REQUEST_TIMEOUT_SECONDS) and, as its
 * `requestTimeout`, only the longest any request may take (an upload's), and
 * this hook gives every request's body REQUEST_TIMEOUT_SECONDS after its
 * headers. The upload route lifts it from a request once it reads an owner's
 * photos (server/react-router.ts): that body has limits of its own, on how
 * long it may stop moving and how long it may take (server/admin/photos.ts).
 */
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Lifts REQUEST_TIMEOUT_SECONDS from this request's body: for an upload, which has limits of its own. */
    releaseRequestTimeout: () => void;
  }
}

/** What Node raises for a request that takes too long: the server's client error handler answers it with 408. */
export const requestTimeoutError = () => Object.assign(new Error("Request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" });

/**
 * Each request whose body has not arrived `timeoutMs` after its headers is
 * refused with `refuse` (the server's client error handler: 408, and the
 * connection closed), as Node's own `requestTimeout` would.
 */
export function limitBodyTime(app: FastifyInstance, timeoutMs: number, refuse: (error: Error, socket: Socket) => void) {
  app.decorateRequest("releaseRequestTimeout", () => {});
  app.addHook("onRequest", (request, reply, done) => {
    const { raw } = request;
    // An injected request (tests) has no connection to hold.
    if (raw.complete || !(raw.socket instanceof Socket)) return done();
    const socket = raw.socket;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      // Answered without its body (a refusal), which still trickles in: nothing more to say.
      if (reply.raw.headersSent) socket.destroy();
      else refuse(requestTimeoutError(), socket);
    }, timeoutMs);
    // Nothing to wait for in a closing server.
    timer.unref();
    const release = () => clearTimeout(timer);
    // The body read (or dropped after the answer), or the connection gone.
    raw.once("end", release);
    raw.once("close", release);
    request.releaseRequestTimeout = release;
    done();
  });
}
