import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type CachedPage,
  hashedCsp,
  inlineScriptHashes,
  isCacheableRequest,
  isNotModified,
  isStorableAnswer,
  PageCache,
  pathOf,
  preferredEncoding,
  storedPage,
} from "./page-cache";

function page(tag: string, body = "<html></html>", storedAt = Date.now()): CachedPage {
  const variant = {
    body: Buffer.from(body),
    headers: {},
    notModifiedHeaders: {},
    rawHeaders: [],
    notModifiedRawHeaders: [],
  };
  const variants = { br: variant, gzip: variant, identity: variant };
  return { status: 200, tag, headers: {}, variants, etags: ['"x"'], bytes: Buffer.byteLength(body), storedAt };
}

describe("PageCache", () => {
  it("drops every page of a seller when that seller's store changes, and only those", () => {
    const cache = new PageCache();
    cache.set("/demo", page("demo"));
    cache.set("/demo/ebook", page("demo"));
    cache.set("/budi", page("budi"));

    cache.invalidate("demo");

    expect(cache.get("/demo")).toBeUndefined();
    expect(cache.get("/demo/ebook")).toBeUndefined();
    expect(cache.get("/budi")?.tag).toBe("budi");
  });

  it("forgets the least recently used page when full", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.get("/a");
    cache.set("/c", page("c"));

    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("keeps its bytes under the cap and renders an old page again", () => {
    let now = Date.now();
    const cache = new PageCache({ maxBytes: 10, maxAgeMs: 1000, now: () => now });
    cache.set("/a", page("a", "12345678", now));
    cache.set("/b", page("b", "12345678", now));
    expect(cache.size).toBe(1);
    now += 999;
    expect(cache.get("/b")?.tag).toBe("b");
    now += 2;
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("counts a page's age from its first render, so one read back from Redis is no younger", () => {
    let now = Date.now();
    const cache = new PageCache({ maxAgeMs: 1000, now: () => now });
    expect(cache.set("/a", page("a", "<p></p>", now - 900))).toBe(true);
    expect(cache.get("/a")).toBeDefined();
    now += 101;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("stores nothing when turned off, and refuses a render begun before its store changed", () => {
    expect(new PageCache({ maxEntries: 0 }).set("/a", page("a"))).toBe(false);
    const cache = new PageCache();
    const since = cache.mark();
    cache.invalidate("a");
    expect(cache.set("/a", page("a"), since)).toBe(false);
    expect(cache.set("/a", page("a"), cache.mark())).toBe(true);
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("which requests use the cache", () => {
  it("serves anonymous GETs, never a signed-in visitor, a flash, another method or a data request", () => {
    expect(isCacheableRequest("GET", "/demo?utm_source=instagram", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/demo", "theme=x")).toBe(true);
    expect(isCacheableRequest("GET", "/demo", "a=1; access_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/demo", "flash=%7B%7D")).toBe(false);
    expect(isCacheableRequest("HEAD", "/demo", undefined)).toBe(false);
    expect(isCacheableRequest("POST", "/demo", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/demo.data", undefined)).toBe(false);
    expect(pathOf("/demo/ebook?utm_source=x")).toBe("/demo/ebook");
  });

  it("bypasses a session or flash cookie however the Cookie header spaces it (ADR 0011)", () => {
    for (const cookie of [
      "access_token =abc",
      "theme=x;access_token=abc",
      "theme=x; \taccess_token\t= abc",
      "flash =",
    ]) {
      expect(isCacheableRequest("GET", "/demo", cookie), cookie).toBe(false);
    }
    // Names that only contain the word are someone else's cookie.
    expect(isCacheableRequest("GET", "/demo", "my_access_token=abc; flashy=1")).toBe(true);
  });

  it("neither looks up nor fills a non-canonical spelling of a path", () => {
    for (const url of ["/Demo", "/demo/", "/%64emo", "//demo", "/x/../demo", "/help/", "/BLOG?x=1"]) {
      expect(isCacheableRequest("GET", url, undefined), url).toBe(false);
    }
    expect(isCacheableRequest("GET", "/", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/blog/halaman/2?utm_source=x", undefined)).toBe(true);
  });

  it("stores only a 200 without Set-Cookie whose Cache-Control lets a shared cache keep it", () => {
    const publicPage = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
    expect(isStorableAnswer(200, new Headers({ "cache-control": publicPage }))).toBe(true);
    expect(isStorableAnswer(200, new Headers())).toBe(true);
    expect(isStorableAnswer(404, new Headers({ "cache-control": publicPage }))).toBe(false);
    expect(isStorableAnswer(200, new Headers({ "set-cookie": "flash=; Max-Age=0" }))).toBe(false);
    for (const cacheControl of [
      "private",
      "private, no-store",
      "no-store",
      "public, Private",
      'private="set-cookie"',
    ]) {
      expect(isStorableAnswer(200, new Headers({ "cache-control": cacheControl })), cacheControl).toBe(false);
    }
  });
});

describe("hash-based CSP", () => {
  const script = "(function(){navigator.sendBeacon('/v1/traffics')})();";
  const html = `<html><head><script type="module" src="/assets/x.js"></script></head><body><script>${script}</script></body></html>`;
  const sha = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

  it("hashes inline scripts and skips external ones", () => {
    expect(inlineScriptHashes(html)).toEqual([sha]);
  });

  it("replaces the per-response nonce with the hashes of the page's inline scripts", () => {
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'";
    expect(hashedCsp(csp, html)).toBe(`default-src 'self'; script-src 'self' ${sha}; object-src 'none'`);
    expect(hashedCsp(csp, "<p>no scripts</p>")).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  });
});

describe("a stored page", () => {
  const html = `<!doctype html><html lang="id"><body>${"<p>Produk digital kreator Indonesia</p>".repeat(200)}</body></html>`;

  it("keeps br and gzip copies that decompress to the same HTML, each with its own headers", async () => {
    const stored = await storedPage({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", vary: "Origin" },
      body: Buffer.from(html),
      tag: "demo",
    });
    const { br, gzip, identity } = stored.variants;
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(identity.body.toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(br.headers).toMatchObject({ "content-encoding": "br", vary: "Origin, Accept-Encoding" });
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(new Set(stored.etags).size).toBe(3);
    expect(stored.bytes).toBe(br.body.length + gzip.body.length + identity.body.length);
    expect(br.notModifiedHeaders["content-length"]).toBeUndefined();
    expect(br.notModifiedHeaders.etag).toBe(br.headers.etag);
    // The front door writes the flat raw lists: the same headers, name then value.
    for (const variant of [br, gzip, identity]) {
      expect(variant.rawHeaders).toEqual(Object.entries(variant.headers).flat());
      expect(variant.notModifiedRawHeaders).toEqual(Object.entries(variant.notModifiedHeaders).flat());
    }
  });

  it("answers 304 to any of its ETags, weak or listed, and not to another page's", async () => {
    const stored = await storedPage({ status: 200, headers: {}, body: Buffer.from(html), tag: "demo" });
    const [brTag, gzTag] = stored.etags;
    expect(isNotModified(brTag, stored)).toBe(true);
    expect(isNotModified(`"other", W/${gzTag}`, stored)).toBe(true);
    expect(isNotModified("*", stored)).toBe(true);
    expect(isNotModified('"other"', stored)).toBe(false);
    expect(isNotModified(undefined, stored)).toBe(false);
  });
});

describe("choosing an encoding", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
