/**
 * Answers near-static pages from the page cache (DESIGN §6) as early as Fastify allows: in an
 * `onRequest` hook, before the session, CSP nonce or React Router run. The hit writes the headers
 * and body worked out when the page was stored (`storedPage`), in the encoding the client accepts,
 * or a 304 when it already holds that page. Who may be answered from the cache is decided by
 * `isCacheableRequest`: anonymous GETs only, so a signed-in seller or anyone with a session or
 * flash cookie never receives a page rendered for someone else.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { isAnonymousJsonRequest, jsonCacheSlot } from "./json-cache-rules";
import {
  type CachedPage,
  hasPersonalCookie,
  isNotModified,
  type PageCache,
  pathOf,
  preferredEncoding,
} from "./page-cache";
import type { PageStore } from "./page-store";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's anonymous storefront and product HTML (the first level of `pageStore`). */
    pageCache: PageCache;
    /** Both cache levels (memory, Redis), filled by `mountWeb`, emptied by storefront events. */
    pageStore: PageStore;
  }
}

/**
 * Gives `app` its page cache: decorates `app.pageCache` and `app.pageStore`, drops a seller's pages
 * (here and, through the store, on every instance) when `app.storefrontEvents` says their store
 * changed, and adds the hook that answers hits. Call it before any other `onRequest` hook is added,
 * so a hit skips them all (its headers, helmet's included, were captured when the page was stored).
 * Pass the same memory cache to `pageCacheFrontDoor` in Fastify's `serverFactory` so real
 * connections skip Fastify altogether. A write's answer waits until its invalidation has reached
 * Redis, so the seller's next page view is fresh on any instance whose subscription has delivered
 * the message (within milliseconds; pub/sub gives no order across connections, ADR 0015).
 */
export function installPageCache(app: FastifyInstance, store: PageStore): void {
  app.decorate("pageCache", store.memory);
  app.decorate("pageStore", store);
  // `changed` fires for the old and the new name when a username changes (lib/storefront-events.ts).
  app.storefrontEvents.on("changed", ({ username }) => store.invalidate(username));
  app.addHook("onRequest", answerFromPageCache(store.memory));
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.method === "GET" || !store.busy) return done(null, payload);
    store.settled().then(() => done(null, payload), done);
  });
  app.addHook("onClose", async () => store.close());
}

/** Whether the answer came from the cache, filled it, or was rendered for this visitor only. */
export type PageCacheOutcome = "hit" | "miss" | "bypass";

/** A ready answer: status, headers (as a record and as Node's flat raw list) and body (none for a 304). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  rawHeaders: string[];
  body: Buffer | undefined;
}

/**
 * The answer `cache` holds for a request, in the encoding it accepts (or a 304 when its
 * If-None-Match names the page), or undefined when the request is not a cacheable one or the page
 * is not stored. Only the method, URL and headers are read.
 */
export function cachedAnswer(
  cache: PageCache,
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): CachedAnswer | undefined {
  if (method !== "GET" || !url || cache.size === 0) return undefined;
  const key = lookupKey(url, headers);
  if (key === undefined) return undefined;
  const page = cache.get(key);
  if (!page) return undefined;
  (key.startsWith("/v1/") ? cache.jsonStats : cache.stats).hits += 1;
  const variant = page.variants[preferredEncoding(headers["accept-encoding"])];
  if (isNotModified(headers["if-none-match"], page)) {
    return {
      status: 304,
      headers: variant.notModifiedHeaders,
      rawHeaders: variant.notModifiedRawHeaders,
      body: undefined,
    };
  }
  return { status: page.status, headers: variant.headers, rawHeaders: variant.rawHeaders, body: variant.body };
}

/**
 * The key a GET for `url` may be answered from: a public JSON read's slot for an anonymous caller
 * (`json-cache-rules.ts`), a page's path for a request without a session or flash cookie, or
 * undefined. Only canonical paths are ever stored (`mountWeb` checks `isCacheableRequest`, the
 * JSON hooks `jsonCacheSlot`, before filling), so another spelling, or a `.data` path, simply
 * misses here: a hit pays no path check.
 */
function lookupKey(url: string, headers: IncomingHttpHeaders): string | undefined {
  if (url.startsWith("/v1/")) {
    const slot = jsonCacheSlot(url);
    return slot && isAnonymousJsonRequest(headers) ? slot.key : undefined;
  }
  // An affiliate's link sets its cookie before the page is served (ADR 0050, `referral-link.ts`).
  if (hasPersonalCookie(headers.cookie) || isReferralVisit(url)) return undefined;
  return pathOf(url);
}

/** Whether `url` carries an affiliate code (`?ref=` or `&ref=`). */
function isReferralVisit(url: string): boolean {
  const query = url.indexOf("?");
  return query >= 0 && (url.includes("?ref=", query) || url.includes("&ref=", query));
}

/**
 * Node's `request` listener for the server Fastify runs on (Fastify's `serverFactory`): a cache hit
 * is written straight to the socket, before Fastify builds a request, routes, runs hooks or logs —
 * the earliest point there is, which is what lets a hit approach a static server (DESIGN §6).
 * Anything else goes to `next`, Fastify's handler. Hits are not logged line by line (a static
 * server's access log would be the place); a 304 or 200 from here carries `x-page-cache: hit`.
 */
export function pageCacheFrontDoor(
  cache: PageCache,
  next: (request: IncomingMessage, response: ServerResponse) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const answer = cachedAnswer(cache, request.method, request.url, request.headers);
    if (!answer) return next(request, response);
    // The flat raw list: Node stores it as it is, without walking a header object's keys.
    response.writeHead(answer.status, answer.rawHeaders);
    response.end(answer.body);
  };
}

/**
 * The same answer as an `onRequest` hook, for requests that reach Fastify without the front door
 * (`app.inject`, the web app's in-process calls): hijacks the reply and writes the stored bytes.
 */
export function answerFromPageCache(cache: PageCache) {
  return function pageCacheHook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const answer = cachedAnswer(cache, request.method, request.url, request.headers);
    if (!answer) return done();
    reply.hijack();
    reply.raw.setHeader("x-request-id", request.id);
    reply.raw.writeHead(answer.status, answer.headers);
    reply.raw.end(answer.body);
  };
}

/** Sends `page` in the encoding `request` prefers (br, gzip, identity), or 304 on a matching ETag. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  outcome: PageCacheOutcome,
) {
  const variant = page.variants[preferredEncoding(request.headers["accept-encoding"])];
  if (isNotModified(request.headers["if-none-match"], page)) {
    return reply.code(304).headers(variant.notModifiedHeaders).header("x-page-cache", outcome).send();
  }
  return reply.code(page.status).headers(variant.headers).header("x-page-cache", outcome).send(variant.body);
}
