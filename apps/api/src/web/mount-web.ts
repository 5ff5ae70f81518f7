/**
 * Serves the React Router app (apps/web, production build) from the same Fastify process:
 * static assets first, then a catch-all that turns the Fastify request into a Fetch `Request`,
 * runs React Router, and sends its `Response` back (DESIGN §7). Loaders reach the API in-process
 * through `app.inject`, with the caller's IP, so limits and logs see the real client — except the
 * store pages' one read, which `directRead` answers without a request (ADR 0030).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { ApiCaller, LapakLoadContext } from "@lapak/shared/load-context";
import { PIXEL_NETWORKS_HEADER, widenCspForPixels } from "@lapak/shared/pixels";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { canonicalRedirect } from "./canonical-path";
import { directRead } from "./direct-reads";
import {
  hashedCsp,
  isCacheableRequest,
  isStorableAnswer,
  PAGE_CACHE_TAG_HEADER,
  pathOf,
  storedPage,
} from "./page-cache";
import type { PageLease } from "./page-store";
import { pageUrl, refuseOffOriginTarget } from "./request-target";
import { sendCachedPage } from "./serve-cached-page";
import { storePages } from "./store-pages";

/** Long-lived caching for files whose name carries their content hash (Vite's `assets/`). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Files without a hash in the name (favicon.svg, …): an hour, then revalidate. */
export const SHORT_CACHE_CONTROL = "public, max-age=3600";

/** Mounts the web build found in `buildDir` (`apps/web/build`). Throws when it is missing. */
export async function mountWeb(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run "npm run build"`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  // Storefront and product pages match against their own routes only (store-pages.ts).
  const store = storePages(build);
  const handleStorePage = createRequestHandler(store.build, "production");
  const buildId = build.assets.version;

  const assetsDir = join(buildDir, "client", "assets");
  await app.register(async (files) => {
    // A cache between here and the browser must keep the br, gzip and plain copies apart.
    files.addHook("onSend", async (_request, reply) => {
      const vary = reply.getHeader("vary");
      reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    });
    await files.register(fastifyStatic, {
      root: join(buildDir, "client"),
      wildcard: false,
      index: false,
      // The `.br`/`.gz` files written beside each asset at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Left on, `send` writes its own `max-age=0` over the header set below.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names assets by content hash, so they never change.
        res.setHeader("cache-control", path.startsWith(assetsDir) ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL);
      },
    });
  });

  app.get("/build.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { buildId };
  });

  // Anonymous storefront and product HTML (DESIGN §6): `app.pageCache`, answered before routing by
  // the hook `buildApp` installs (serve-cached-page.ts); on a miss here, read from Redis or from a
  // render of the same page already running, or rendered and stored (`app.pageStore`, page-store.ts).
  const pageStore = app.pageStore;

  await app.register(async (web) => {
    // Rendered HTML and route data, compressed per response (cache hits come compressed already and
    // are left alone). Each write is flushed so streamed pages (Suspense, `.data`) still stream.
    // Scoped to the web routes: API answers, CSV exports and downloads (Range) are not touched.
    await web.register(fastifyCompress, {
      encodings: ["br", "gzip"],
      customTypes: /^text\/(?:html|x-script|plain|xml)|^application\/(?:json|xml)/,
      brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
      zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    });
    // React Router reads the body itself (forms, JSON), so hand it the raw stream untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // `//evil.example/login`, `/\evil…`, `/%2F%2Fevil…` → `/evil.example/login`: never a page whose
      // URL names another host (DESIGN §5).
      const refused = refuseOffOriginTarget(request.method, request.url);
      if (refused?.status === 301) return reply.redirect(refused.location, 301);
      if (refused) return reply.status(404).type("text/plain; charset=utf-8").send("Halaman tidak ditemukan");
      // `/Demo`, `/demo/`, `/%64emo` → `/demo`: one URL per store page, one cache entry (ADR 0011).
      const canonical = canonicalRedirect(request.method, request.url);
      if (canonical) return reply.redirect(canonical, 301);
      if (!isCacheableRequest(request.method, request.url, request.headers.cookie)) return render(request, reply);
      const found = await pageStore.begin(pathOf(request.url));
      if (found.page) return sendCachedPage(request, reply, found.page, "hit");
      try {
        return await render(request, reply, found.lease);
      } finally {
        found.lease?.abandon();
      }
    };
    /**
     * Runs React Router for `request`. With `lease` (an anonymous GET whose page is not stored yet),
     * a near-static 200 without cookies, not marked private, is stored through it and sent as stored.
     */
    const render = async (request: FastifyRequest, reply: FastifyReply, lease?: PageLease) => {
      const context: LapakLoadContext = {
        api: injectCaller(app, request),
        publicConfig: {
          appUrl: app.config.appUrl,
          googleClientId: app.config.googleClientId ?? null,
          paymentGateway: app.config.paymentGateway,
          platformFeePercent: app.config.platformFeePercent,
          holdDays: app.config.holdDays,
          whatsappAvailable: app.config.whatsapp !== null,
          buildId,
        },
        cspNonce: reply.scriptNonce,
      };
      const fetchRequest = toFetchRequest(request, reply, app.config.appUrl);
      // Decided on the URL React Router will match, not on the raw request target.
      const handle = store.claims(fetchRequest.method, fetchRequest.url) ? handleStorePage : handleRequest;
      // React Router types its context as an open record; ours is the closed LapakLoadContext.
      const response = await handle(fetchRequest, context as unknown as Record<string, unknown>);
      // A seller's own public page with their pixels (ADR 0022): only this answer's policy allows
      // the pixel hosts; it is stored with the page, which a pixel change invalidates.
      const pixels = response.headers.get(PIXEL_NETWORKS_HEADER);
      if (pixels) {
        const csp = reply.getHeader("content-security-policy");
        if (typeof csp === "string") reply.header("content-security-policy", widenCspForPixels(csp, pixels));
      }
      const tag = response.headers.get(PAGE_CACHE_TAG_HEADER);
      const html = response.headers.get("content-type")?.startsWith("text/html") && response.body;
      if (!tag || !html) return sendFetchResponse(reply, response);
      const page = await nearStaticPage(reply, response);
      if (lease && isStorableAnswer(response.status, response.headers)) {
        const stored = await storedPage({ ...page, tag });
        await lease.store(stored);
        return sendCachedPage(request, reply, stored, "miss");
      }
      // Someone signed in (or with a flash) sees the same page, but it must not be stored anywhere;
      // @fastify/compress compresses this one answer.
      reply.headers(page.headers);
      reply.header("cache-control", "private, no-store");
      reply.header("x-page-cache", "bypass");
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.status(page.status).send(page.body);
    };
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    web.route({ method: methods, url: "/", handler });
    web.route({ method: methods, url: "/*", handler });
  });
}

function injectCaller(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  return async (path, init = {}) => {
    const direct = await directRead(app, path, init);
    // biome-ignore lint/suspicious/noExplicitAny: the caller narrows with its own type parameter
    if (direct) return direct as any;
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const userAgent = request.headers["user-agent"];
    if (userAgent) headers["user-agent"] = userAgent;
    headers["x-request-id"] = String(request.id);
    const response = await app.inject({
      method: init.method ?? "GET",
      url: `/v1${path}`,
      headers,
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      remoteAddress: request.ip,
    });
    const text = response.body;
    // biome-ignore lint/suspicious/noExplicitAny: the caller narrows with its own type parameter
    const body: any = text ? safeJson(text) : null;
    return { status: response.statusCode, body, headers: response.headers };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: "Respons server tidak valid" };
  }
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, appUrl: string): Request {
  // Never `new URL(request.url, origin)`: it reads `//host/…` as another origin.
  const url = pageUrl(new URL(appUrl).origin, request.url);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, value);
  }
  // Abort only when the client goes away before the answer is sent. The request stream's own
  // "close" fires as soon as its body has been read, which would abort every form post.
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? createReadableStreamFromReadable(request.raw) : undefined,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; lib.dom does not know it yet.
    duplex: hasBody ? "half" : undefined,
  });
}

/**
 * Reads a near-static page whole and makes its headers independent of this response: everything
 * already on `reply` (helmet's headers, …) and on `response`, less cookies, the request id, the
 * cache tag and the length, with the CSP's nonce replaced by the hashes of the page's inline scripts.
 */
async function nearStaticPage(
  reply: FastifyReply,
  response: Response,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  // React puts this response's nonce on the stylesheet link; it means nothing once the CSP uses
  // hashes, and a cached page should not carry one response's nonce to everyone.
  const body = Buffer.from((await response.text()).replace(/ nonce="[^"]*"/g, ""));
  const headers: Record<string, string> = {};
  // Per-response headers, and CORS answers to this caller's Origin, must not reach everyone.
  const skip = new Set([
    "set-cookie",
    PAGE_CACHE_TAG_HEADER,
    PIXEL_NETWORKS_HEADER,
    "content-length",
    "x-request-id",
    "etag",
    "x-page-cache",
  ]);
  const keep = (key: string) => !skip.has(key) && !key.startsWith("access-control-");
  for (const [key, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && keep(key)) headers[key] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  for (const [key, value] of response.headers) if (keep(key)) headers[key] = value;
  const csp = headers["content-security-policy"];
  if (csp) headers["content-security-policy"] = hashedCsp(csp, body.toString("utf8"));
  return { status: response.status, headers, body };
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie" || key === PAGE_CACHE_TAG_HEADER || key === PIXEL_NETWORKS_HEADER) continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
