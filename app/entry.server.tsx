/**
 * Renders a page on the server: at build time for every prerendered page, and
 * per request for what the Node server hands to React Router. The whole
 * page is rendered before anything is sent (there is no deferred data to
 * stream), so a prerendered file and a per-request answer are complete
 * documents alike.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import "./load-context";
import siteCss from "./app.css?inline";
import { NonceContext } from "./lib/nonce";
import { SiteCssContext } from "./lib/site-css";

export const streamTimeout = 5_000;

export { handleError } from "./lib/handle-error.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SiteCssContext.Provider value={siteCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteCssContext.Provider>
      </NonceContext.Provider>,
      {
        // The style nonce goes on the stylesheet React writes into <head> (root.tsx).
        nonce: nonce === undefined ? undefined : { script: nonce, style: nonce },
        // Every Suspense boundary in place, never outlined to a <template> that an inline script moves
        // into the page later: the whole page is sent at once, and its boundaries only split hydration
        // (root.tsx, decision 0058).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
