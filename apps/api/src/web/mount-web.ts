/**
 * Serves the React Router app (apps/web, production build) from the same Fastify process:
 * static assets first, then a catch-all that turns the Fastify request into a Fetch `Request`,
 * runs React Router, and sends its `Response` back (DESIGN §7). Loaders reach the API in-process
 * through `app.inject`, with the caller's IP, so limits and logs see the real client.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { ApiCaller, LapakLoadContext } from "@lapak/shared/load-context";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  type CachedPage,
  etagOf,
  hashedCsp,
  isCacheableRequest,
  PAGE_CACHE_TAG_HEADER,
  PageCache,
  pathOf,
} from "./page-cache";

/** Mounts the web build found in `buildDir` (`apps/web/build`). Throws when it is missing. */
export async function mountWeb(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run "npm run build"`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const buildId = build.assets.version;

  await app.register(fastifyStatic, {
    root: join(buildDir, "client"),
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Vite names assets by content hash, so they never change.
      if (path.includes(`${join("client", "assets")}`))
        res.setHeader("cache-control", "public, max-age=31536000, immutable");
      else res.setHeader("cache-control", "public, max-age=3600");
    },
  });

  app.get("/build.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { buildId };
  });

  // Anonymous storefront and product HTML (DESIGN §6), dropped when the seller changes the store.
  const pageCache = new PageCache();
  // `changed` fires for the old and the new name when a username changes (lib/storefront-events.ts).
  app.storefrontEvents.on("changed", ({ username }) => pageCache.invalidate(username));

  await app.register(async (web) => {
    // React Router reads the body itself (forms, JSON), so hand it the raw stream untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const cacheable = isCacheableRequest(request.method, request.url, request.headers.cookie);
      const key = pathOf(request.url);
      if (cacheable) {
        const hit = pageCache.get(key);
        if (hit) return sendPage(request, reply, hit, "hit");
      }
      const context: LapakLoadContext = {
        api: injectCaller(app, request),
        publicConfig: {
          appUrl: app.config.appUrl,
          googleClientId: app.config.googleClientId ?? null,
          paymentGateway: app.config.paymentGateway,
          platformFeePercent: app.config.platformFeePercent,
          holdDays: app.config.holdDays,
          buildId,
        },
        cspNonce: reply.scriptNonce,
      };
      // React Router types its context as an open record; ours is the closed LapakLoadContext.
      const response = await handleRequest(
        toFetchRequest(request, reply, app.config.appUrl),
        context as unknown as Record<string, unknown>,
      );
      const tag = response.headers.get(PAGE_CACHE_TAG_HEADER);
      const html = response.headers.get("content-type")?.startsWith("text/html") && response.body;
      if (!tag || !html) return sendFetchResponse(reply, response);
      const page = await nearStaticPage(response, tag, String(reply.getHeader("content-security-policy") ?? ""));
      if (cacheable && response.status === 200 && !response.headers.has("set-cookie")) {
        pageCache.set(key, page);
        return sendPage(request, reply, page, "miss");
      }
      // Someone signed in (or with a flash) sees the same page, but it must not be stored anywhere.
      page.headers["cache-control"] = "private, no-store";
      return sendPage(request, reply, page, "bypass", response.headers.getSetCookie());
    };
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    web.route({ method: methods, url: "/", handler });
    web.route({ method: methods, url: "/*", handler });
  });
}

function injectCaller(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  return async (path, init = {}) => {
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
  const origin = new URL(appUrl).origin;
  const url = new URL(request.url, origin);
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

/** Reads a near-static page whole and makes its headers independent of this response (no nonce). */
async function nearStaticPage(response: Response, tag: string, csp: string): Promise<CachedPage> {
  // React puts this response's nonce on the stylesheet link; it means nothing once the CSP uses
  // hashes, and a cached page should not carry one response's nonce to everyone.
  const body = Buffer.from((await response.text()).replace(/ nonce="[^"]*"/g, ""));
  const headers: Record<string, string> = {};
  for (const [key, value] of response.headers) {
    if (key === "set-cookie" || key === PAGE_CACHE_TAG_HEADER || key === "content-length") continue;
    headers[key] = value;
  }
  if (csp) headers["content-security-policy"] = hashedCsp(csp, body.toString("utf8"));
  return { status: response.status, headers, body, tag, etag: etagOf(body), storedAt: Date.now() };
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: "hit" | "miss" | "bypass",
  cookies: string[] = [],
) {
  reply.headers(page.headers);
  reply.header("etag", page.etag);
  reply.header("x-page-cache", outcome);
  if (cookies.length) reply.header("set-cookie", cookies);
  if (page.status === 200 && request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  return reply.status(page.status).send(page.body);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie" || key === PAGE_CACHE_TAG_HEADER) continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
