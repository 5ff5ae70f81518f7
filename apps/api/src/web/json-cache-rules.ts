/**
 * Which public JSON reads the page cache keeps, under which key and tag, and for whom (ADR 0029;
 * the hooks that fill it are in `json-cache.ts`). Read by the front door on every request, so
 * nothing here allocates for a URL outside `/v1/sellers/…` and `/v1/blogs…`.
 */
import type { IncomingHttpHeaders } from "node:http";
import { BLOG_PAGE_CACHE_TAG } from "@lapak/shared/page-cache";
import { hasPersonalCookie } from "./page-cache";

/** `/v1/sellers/{username}[/products[/{slug}] | /storefront]` with names as they are stored (lowercase). */
const SELLER_JSON = /^\/v1\/sellers\/([a-z0-9._-]{1,64})(?:\/products(?:\/[a-z0-9-]{1,100})?|\/storefront)?$/;
/** `/v1/blogs` and `/v1/blogs/{slug}`. */
const BLOG_JSON = /^\/v1\/blogs(?:\/[a-z0-9-]{1,100})?$/;

/** Where a cached JSON answer lives: its key in the page cache and the tag that drops it. */
export interface JsonCacheSlot {
  key: string;
  tag: string;
}

/**
 * The cache slot of a public JSON URL (path and query), or undefined when the URL is not one the
 * cache keeps. Does not look at the caller: see `isAnonymousJsonRequest`.
 */
export function jsonCacheSlot(url: string): JsonCacheSlot | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const seller = SELLER_JSON.exec(path);
  if (seller) return { key: path, tag: seller[1] as string };
  if (queryAt < 0 && BLOG_JSON.test(path)) return { key: path, tag: BLOG_PAGE_CACHE_TAG };
  return undefined;
}

/**
 * Whether a request's answer can be the one everybody gets: no `Authorization` header, no session
 * or flash cookie (`hasPersonalCookie`, the pages' own test), and no `Origin` (@fastify/cors
 * answers each allowed origin with its own headers).
 */
export function isAnonymousJsonRequest(headers: IncomingHttpHeaders): boolean {
  return headers.authorization === undefined && headers.origin === undefined && !hasPersonalCookie(headers.cookie);
}
