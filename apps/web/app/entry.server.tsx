/**
 * Server entry: React Router's default Node entry plus the CSP nonce (DESIGN §6). The nonce goes
 * to `<ServerRouter>` (its hydration scripts), to React's own streaming scripts, and into
 * NonceContext for `<Scripts>`, `<ScrollRestoration>` and our inline scripts; `Cache-Control:
 * private` on every page rendered for a session.
 */
import { PassThrough } from "node:stream";
import { forbidsSharedCache, PRIVATE_PAGE_CACHE_CONTROL } from "@lapak/shared/page-cache";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";
import { readSessionCookie } from "~/lib/session.server";

export const streamTimeout = 5_000;

/** Logs server errors, but not unknown paths (404) or requests the client abandoned. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page rendered for a session is this visitor's alone: no shared cache (the page cache, a CDN)
  // may keep it (RFC 9111 §5.2.2.7). Answers already private or no-store stay as they are.
  if (readSessionCookie(loadContext) && !forbidsSharedCache(responseHeaders.get("Cache-Control"))) {
    responseHeaders.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
