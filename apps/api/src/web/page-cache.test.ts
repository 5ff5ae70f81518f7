import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type CachedPage, hashedCsp, inlineScriptHashes, isCacheableRequest, PageCache, pathOf } from "./page-cache";

function page(tag: string, body = "<html></html>", storedAt = Date.now()): CachedPage {
  return { status: 200, headers: {}, body: Buffer.from(body), tag, etag: '"x"', storedAt };
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
    const cache = new PageCache({ maxBytes: 10, maxAgeMs: 1000 });
    cache.set("/a", page("a", "12345678"));
    cache.set("/b", page("b", "12345678"));
    expect(cache.size).toBe(1);
    expect(cache.get("/b", Date.now() + 2000)).toBeUndefined();
    expect(cache.size).toBe(0);
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
