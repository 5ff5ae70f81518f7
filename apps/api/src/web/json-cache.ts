/**
 * Public JSON reads from the page cache (DESIGN §6, ADR 0029): `GET /v1/sellers/{username}`,
 * `/v1/sellers/{username}/products`, `/v1/sellers/{username}/products/{slug}`, `/v1/blogs` and
 * `/v1/blogs/{slug}` are kept beside the storefront pages, in the same LRU and Redis level
 * (`page-store.ts`, ADR 0011 and 0015), and dropped by the same tags: the seller's username
 * (`app.storefrontEvents`, on any product or profile change) or `blog` (every post write and a
 * scheduled post's time, `modules/blog/blog-cache.ts`). A hit is answered by the front door
 * (`pageCacheFrontDoor`) with the bytes and headers the route sent, an ETag added (304 on
 * `If-None-Match`) and br/gzip copies for clients that accept them.
 *
 * Anonymous only: a request with an `Authorization` header, a session or flash cookie, or an
 * `Origin` (CORS answers depend on it) is neither answered from nor stored in the cache. Keys are
 * the path alone: the seller routes take no query, so `?x=1` is the same answer; `/v1/blogs` is
 * cached only without a query (its `page`/`perPage` variants are read straight from the database,
 * so nobody can fill the cache with variants). Only canonical lowercase names are cached; a 404 or
 * 410 never is.
 */
import { forbidsSharedCache } from "@lapak/shared/page-cache";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAnonymousJsonRequest, jsonCacheSlot } from "./json-cache-rules";
import { hashedCsp, storedPage } from "./page-cache";
import type { PageLease, PageStore } from "./page-store";
import { sendCachedPage } from "./serve-cached-page";

/** Headers of the route's own answer that belong to this one response only. */
const PER_RESPONSE = new Set(["content-length", "x-request-id", "set-cookie", "date", "connection"]);

/**
 * Fills the cache from the routes' own answers: a cacheable anonymous GET that the memory level
 * missed (the front door, or the page-cache hook for `app.inject`) reads Redis or waits for the
 * same read already running (`PageStore.begin`); otherwise it runs as usual and its 200, without
 * `Set-Cookie` or `Cache-Control: private/no-store`, is stored before it is sent (with its ETag and
 * `x-page-cache: miss`). The CSP's per-response nonce is dropped from the stored copy (a JSON body
 * has no script for it to allow). Add after `installPageCache`.
 */
export function installJsonCache(app: FastifyInstance, store: PageStore): void {
  if (!store.memory.enabled) return;
  const leases = new WeakMap<FastifyRequest, { lease: PageLease; tag: string }>();

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const slot = jsonCacheSlot(request.url);
    if (!slot || !isAnonymousJsonRequest(request.headers)) return;
    const found = await store.begin(slot.key, store.memory.jsonStats);
    if (found.page) return sendCachedPage(request, reply, found.page, "hit");
    if (found.lease) leases.set(request, { lease: found.lease, tag: slot.tag });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const held = leases.get(request);
    if (!held) return payload;
    leases.delete(request);
    const { lease, tag } = held;
    const cacheControl = reply.getHeader("cache-control");
    const storable =
      reply.statusCode === 200 &&
      (typeof payload === "string" || Buffer.isBuffer(payload)) &&
      !reply.hasHeader("set-cookie") &&
      !forbidsSharedCache(typeof cacheControl === "string" ? cacheControl : undefined);
    if (!storable) {
      lease.abandon();
      return payload;
    }
    const body = Buffer.from(payload);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_RESPONSE.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const csp = headers["content-security-policy"];
    if (csp) headers["content-security-policy"] = hashedCsp(csp, "");
    try {
      const page = await storedPage({ status: 200, headers, body, tag });
      await lease.store(page);
      setAnswerHeaders(reply, headers["content-security-policy"], page.variants.identity.headers.etag as string);
    } catch (error) {
      lease.abandon();
      request.log.warn({ err: error }, "json cache store failed");
    }
    return payload;
  });

  // A request that ends without its onSend (aborted, or a hook failed) lets waiting ones go on.
  const release = async (request: FastifyRequest) => {
    leases.get(request)?.lease.abandon();
    leases.delete(request);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
}

/** The miss goes out as the hits will: the stored CSP, its ETag, marked as a miss. */
function setAnswerHeaders(reply: FastifyReply, csp: string | undefined, etag: string): void {
  if (csp) reply.header("content-security-policy", csp);
  reply.header("etag", etag);
  reply.header("x-page-cache", "miss");
}
