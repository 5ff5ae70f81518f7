/**
 * Near-static page cache (DESIGN §6): the anonymous HTML of storefront and product pages, kept in
 * memory (an `lru-cache` keyed by path, bounded by count, bytes and age) and dropped at once when `app.storefrontEvents` says that
 * seller's store changed. A page opts in by answering `PAGE_CACHE_TAG_HEADER: <username>`.
 *
 * Each page is kept as HTML, br and gzip with every header worked out when it is stored; a hit is
 * answered before anything else runs (`serve-cached-page.ts`). A miss compresses at a fast brotli
 * quality (`storedPage`) and the stored page's brotli copy is redone at quality 11 in the background
 * (`finerPage`, called by `page-store.ts`): the request that rendered the page never waits for it
 * (ADR 0028).
 *
 * Such pages are never hydrated and carry no nonce: their inline scripts are hashed into the
 * Content-Security-Policy (`script-src 'self' 'sha256-…'`), so one cached copy is valid for everyone.
 * This LRU is the first level; with `REDIS_URL` a page also lives in Redis for the other instances
 * and invalidations travel between them (`page-store.ts`, ADR 0015).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import { cookieFromHeader, PERSONAL_COOKIES } from "@lapak/shared/cookies";
import { forbidsSharedCache, PAGE_CACHE_TAG_HEADER } from "@lapak/shared/page-cache";
import { LRUCache } from "lru-cache";
import { isCanonicalPath } from "./canonical-path";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a cached page is kept in, best first. */
export const PAGE_ENCODINGS = ["br", "gzip", "identity"] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** One encoding of a cached page with every response header worked out when it was stored. */
export interface PageVariant {
  body: Buffer;
  /** Headers of a full answer: content-type, content-encoding, content-length, etag, vary, CSP, … */
  headers: Record<string, string>;
  /** Headers of a 304 for this variant (the full set less content-length and content-encoding). */
  notModifiedHeaders: Record<string, string>;
  /** `headers` as Node's flat raw list (`[name, value, name, value, …]`), what the front door writes. */
  rawHeaders: string[];
  /** `notModifiedHeaders` as a flat raw list. */
  notModifiedRawHeaders: string[];
}

export interface CachedPage {
  status: number;
  /** The seller's username, the unit of invalidation. */
  tag: string;
  /** The headers the page was stored with, before the per-variant ones (kept to rebuild it from Redis). */
  headers: Record<string, string>;
  /** The page's HTML, br and gzip, each compressed once when it was stored. */
  variants: Record<PageEncoding, PageVariant>;
  /** Every variant's ETag: any of them in If-None-Match means the client holds this page. */
  etags: string[];
  /** Bytes of all variants together. */
  bytes: number;
  storedAt: number;
}

/** A rendered page as the cache takes it: status, its own headers (lower-case, no set-cookie), HTML. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tag: string;
}

/**
 * Brotli quality of a page compressed on a miss (ADR 0028): a small fraction of quality 11's CPU
 * for a copy a few percent larger, refined later by `finerPage`.
 */
export const MISS_BROTLI_QUALITY = 5;

const brotliAt = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * Builds the cache entry for a rendered page: compresses `body` with brotli at
 * `MISS_BROTLI_QUALITY` and gzip at level 9 off the main thread, then `assemblePage`. `finerPage`
 * redoes the brotli copy at quality 11 once the page is stored.
 */
export async function storedPage(page: RenderedPage, now = Date.now()): Promise<CachedPage> {
  const { body } = page;
  const [br, gzip] = await Promise.all([
    brotliAt(body, MISS_BROTLI_QUALITY),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return assemblePage({ ...page, br, gzip, storedAt: now });
}

/**
 * `page` with its brotli copy compressed again at quality 11 (the smallest brotli makes, on a libuv
 * thread), everything else unchanged — the same HTML, ETags and stored-at, since both copies decode
 * to the same bytes. Run once per stored page, after the answer was sent.
 */
export async function finerPage(page: CachedPage): Promise<CachedPage> {
  const body = page.variants.identity.body;
  const br = await brotliAt(body, zlib.BROTLI_MAX_QUALITY);
  return assemblePage({
    status: page.status,
    headers: page.headers,
    tag: page.tag,
    body,
    br,
    gzip: page.variants.gzip.body,
    storedAt: page.storedAt,
  });
}

/**
 * The cache entry for a page already compressed (fresh, or read back from Redis): precomputes each
 * variant's headers so a hit is only a lookup and a write. ETags are the SHA-1 of the HTML, suffixed
 * per encoding (`"…-br"`, `"…-gz"`): a representation's ETag must change with its Content-Encoding
 * (RFC 9110 §8.8.3).
 */
export function assemblePage({
  status,
  headers,
  body,
  tag,
  br,
  gzip,
  storedAt,
}: RenderedPage & { br: Buffer; gzip: Buffer; storedAt: number }): CachedPage {
  const base = etagOf(body).slice(0, -1);
  const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  const variant = (encoding: PageEncoding, bytes: Buffer, etag: string): PageVariant => {
    const common: Record<string, string> = { ...headers, vary, etag, "x-page-cache": "hit" };
    if (encoding !== "identity") common["content-encoding"] = encoding;
    const { "content-encoding": _, ...notModified } = common;
    const full = { ...common, "content-length": String(bytes.length) };
    return {
      body: bytes,
      headers: full,
      notModifiedHeaders: notModified,
      rawHeaders: Object.entries(full).flat(),
      notModifiedRawHeaders: Object.entries(notModified).flat(),
    };
  };
  const variants = {
    br: variant("br", br, `${base}-br"`),
    gzip: variant("gzip", gzip, `${base}-gz"`),
    identity: variant("identity", body, `${base}"`),
  };
  return {
    status,
    tag,
    headers,
    variants,
    etags: PAGE_ENCODINGS.map((encoding) => variants[encoding].headers.etag as string),
    bytes: br.length + gzip.length + body.length,
    storedAt,
  };
}

const encodingByHeader = new Map<string, PageEncoding>();

/**
 * The variant to send for an `Accept-Encoding` header: br, then gzip, then identity, honouring
 * `q=0` (via @fastify/accept-negotiator). Remembers the few distinct headers browsers send.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding) return encoding;
  encoding = (negotiate(acceptEncoding, ["br", "gzip"]) as PageEncoding | null) ?? "identity";
  if (encodingByHeader.size < 200) encodingByHeader.set(acceptEncoding, encoding);
  return encoding;
}

/** Whether an `If-None-Match` header names one of `page`'s ETags (or `*`). */
export function isNotModified(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch || page.status !== 200) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => page.etags.includes(tag.trim().replace(/^W\//, "")));
}

export interface PageCacheOptions {
  /** Most pages kept (least recently used go first); 0 turns the cache off. */
  maxEntries?: number;
  /** Most bytes kept in all (HTML and its compressed copies). */
  maxBytes?: number;
  /** A page older than this is rendered again even without an event (ms): a bound on staleness. */
  maxAgeMs?: number;
  /** The clock a page's age is read on, ms since the epoch like `CachedPage.storedAt` (tests set it). */
  now?: () => number;
}

/**
 * How the cache answered since the process started (a later health or metrics endpoint reads them):
 * `hits` answered from this process's memory (front door or hook, 304s included), `sharedHits` read
 * from Redis, `coalesced` handed a page another request was rendering, `misses` rendered to fill.
 */
export interface PageCacheStats {
  hits: number;
  sharedHits: number;
  coalesced: number;
  misses: number;
}

/** Invalidations remembered by tag for `set`'s race check; older ones are summed up in a floor. */
const REMEMBERED_INVALIDATIONS = 10_000;

/**
 * Rendered pages by key, with invalidation by tag. Eviction, the byte cap and the age bound are
 * `lru-cache`'s (count `max`, `maxSize` over `CachedPage.bytes`, a TTL counted from the page's
 * `storedAt`, so a page read back from Redis is no younger than its first render). What this class
 * adds: each invalidation takes the next number of a sequence, and `mark()` before a render with
 * `set(key, page, mark)` after it refuses a page whose tag was invalidated in between, so a render
 * that started before a seller's change cannot put the old store back.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private sequence = 0;
  /** Tag → sequence number of its latest invalidation, oldest first. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Renders marked before this number are refused whatever their tag (a `clear`, or forgotten tags). */
  private floor = 0;
  readonly stats: PageCacheStats = { hits: 0, sharedHits: 0, coalesced: 0, misses: 0 };
  /** The same counts for the public JSON reads kept beside the pages (`json-cache.ts`). */
  readonly jsonStats: PageCacheStats = { hits: 0, sharedHits: 0, coalesced: 0, misses: 0 };

  constructor({
    maxEntries = 1000,
    maxBytes = 64 * 1024 * 1024,
    maxAgeMs = 10 * 60_000,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.pages = new LRUCache<string, CachedPage>({
      max: Math.max(1, maxEntries),
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
      ttl: maxAgeMs,
      // Read the clock at each lookup, not a copy cached for a millisecond by a timer.
      ttlResolution: 0,
      perf: { now },
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Whether anything can be stored at all (`PAGE_CACHE_MAX_ENTRIES=0` turns the cache off). */
  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The keys stored now (pages' paths and public JSON reads' slots), in no particular order. */
  keys(): IterableIterator<string> {
    return this.pages.keys();
  }

  /** A page older than this (ms) is rendered again even without an event. */
  get maxAge(): number {
    return this.maxAgeMs;
  }

  /** The page stored under `key`, fresh, or undefined (an old one is dropped). Marks it as recently used. */
  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** The invalidation sequence now: pass it to `set` for a page rendered from here on. */
  mark(): number {
    return this.sequence;
  }

  /**
   * Stores `page` under `key`, unless `since` (a `mark()` taken before it was rendered) is older
   * than an invalidation of its tag. Returns whether it was stored.
   */
  set(key: string, page: CachedPage, since = Number.POSITIVE_INFINITY): boolean {
    if (since < this.floor || (this.invalidatedAt.get(page.tag) ?? 0) > since) return false;
    this.pages.delete(key);
    if (page.bytes > this.maxBytes || this.maxEntries === 0) return false;
    this.pages.set(key, page, { start: page.storedAt });
    return this.pages.has(key);
  }

  /**
   * Puts `next` in the place of `current` if `current` is still what `key` holds (it was not
   * invalidated, evicted or replaced meanwhile). Returns whether it did.
   */
  replace(key: string, current: CachedPage, next: CachedPage): boolean {
    if (this.pages.peek(key) !== current) return false;
    this.pages.set(key, next, { start: next.storedAt });
    return true;
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /** Drops every page of `tag` (a seller's storefront and product pages). */
  invalidate(tag: string): void {
    this.sequence += 1;
    this.invalidatedAt.delete(tag);
    this.invalidatedAt.set(tag, this.sequence);
    if (this.invalidatedAt.size > REMEMBERED_INVALIDATIONS) {
      const [oldest, at] = this.invalidatedAt.entries().next().value as [string, number];
      this.invalidatedAt.delete(oldest);
      this.floor = Math.max(this.floor, at);
    }
    const keys: string[] = [];
    for (const [key, page] of this.pages.entries()) if (page.tag === tag) keys.push(key);
    for (const key of keys) this.pages.delete(key);
  }

  /** Drops every page, and refuses every render that started before (invalidations were missed). */
  clear(): void {
    this.sequence += 1;
    this.floor = this.sequence;
    this.invalidatedAt.clear();
    this.pages.clear();
  }
}

/**
 * Whether `request` may be answered from, and fill, the cache: a GET for a canonical path
 * (`isCanonicalPath`; other spellings are redirected or rendered unstored) that is not a data
 * request, without a session or flash cookie. The cookies are read by the parser the web app's
 * loaders use (`@lapak/shared/cookies`), so a request whose render could read a session never
 * reaches the cache, however its Cookie header is spaced.
 */
export function isCacheableRequest(method: string, url: string, cookie: string | undefined): boolean {
  if (method !== "GET" || hasPersonalCookie(cookie)) return false;
  const path = pathOf(url);
  return isCanonicalPath(path) && !path.endsWith(".data");
}

/** Whether a `Cookie` header carries a session or flash cookie (`@lapak/shared/cookies`' parser). */
export function hasPersonalCookie(cookie: string | undefined): boolean {
  return !!cookie && PERSONAL_COOKIES.some((name) => cookieFromHeader(cookie, name) !== null);
}

/**
 * Whether a rendered answer may be stored for everyone: a 200 without `Set-Cookie` whose
 * `Cache-Control` does not forbid shared caches (the web app marks every render that read a session
 * cookie `private`, apps/web/app/entry.server.tsx).
 */
export function isStorableAnswer(status: number, headers: Headers): boolean {
  return status === 200 && !headers.has("set-cookie") && !forbidsSharedCache(headers.get("cache-control"));
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
