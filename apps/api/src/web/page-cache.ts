/**
 * Near-static page cache (DESIGN §6): the anonymous HTML of storefront and product pages, kept in
 * memory (a small LRU keyed by path) and dropped at once when `app.storefrontEvents` says that
 * seller's store changed. A page opts in by answering `PAGE_CACHE_TAG_HEADER: <username>`.
 *
 * Such pages are never hydrated and carry no nonce: their inline scripts are hashed into the
 * Content-Security-Policy (`script-src 'self' 'sha256-…'`), so one cached copy is valid for everyone.
 * With several instances each keeps its own copy; the events would travel over Redis pub/sub.
 */
import { createHash } from "node:crypto";
import { PAGE_CACHE_TAG_HEADER } from "@lapak/shared/page-cache";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The seller's username, the unit of invalidation. */
  tag: string;
  etag: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Most pages kept (least recently used go first). */
  maxEntries?: number;
  /** Most HTML bytes kept in all. */
  maxBytes?: number;
  /** A page older than this is rendered again even without an event (ms): a bound on staleness. */
  maxAgeMs?: number;
}

/** An LRU of rendered pages with invalidation by tag. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024, maxAgeMs = 10 * 60_000 }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page stored under `key`, fresh, or undefined. Marks it as recently used. */
  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (now - page.storedAt > this.maxAgeMs) {
      this.bytes -= page.body.length;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.body.length > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest, old] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }

  /** Drops every page of `tag` (a seller's storefront and product pages). */
  invalidate(tag: string): void {
    for (const [key, page] of this.pages) if (page.tag === tag) this.delete(key);
  }
}

/** Cookies that change what a page renders for this visitor (session, one-time flash): skip the cache. */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:access_token|flash)=/;

/** Whether `request` may be answered from, and fill, the cache. */
export function isCacheableRequest(method: string, url: string, cookie: string | undefined): boolean {
  if (method !== "GET") return false;
  if (cookie && PERSONAL_COOKIES.test(cookie)) return false;
  return !pathOf(url).endsWith(".data");
}

/** The cache key of a URL: its path. Queries (`?utm_source=…`) do not change these pages. */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources of every inline script in `html` (CSP Level 2 hash sources). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * `csp` with its script nonce replaced by the hashes of `html`'s inline scripts (or by nothing when
 * there are none), so the policy does not depend on the response it was first sent with.
 */
export function hashedCsp(csp: string, html: string): string {
  const sources = inlineScriptHashes(html).join(" ");
  return csp
    .replace(/\s*'nonce-[^']*'/g, sources ? ` ${sources}` : "")
    .replace(/;\s*;/g, ";")
    .trim();
}

/** A strong ETag of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

export { PAGE_CACHE_TAG_HEADER };
