import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, storedPage } from "./page-cache";
import { PageStore } from "./page-store";

const page = (tag: string, html = "<p>toko</p>") =>
  storedPage({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(html), tag });

describe("PageStore in one process (no Redis)", () => {
  it("renders a page once for concurrent misses of the same path, and hands the others its page", async () => {
    const store = new PageStore(new PageCache());
    const first = await store.begin("/demo");
    const waiting = [store.begin("/demo"), store.begin("/demo")];
    expect(first.page).toBeUndefined();
    const rendered = await page("demo");
    expect(await first.lease?.store(rendered)).toBe(true);

    for (const found of await Promise.all(waiting)) expect(found.page).toBe(rendered);
    expect(store.memory.get("/demo")).toBe(rendered);
    expect(store.memory.stats).toMatchObject({ misses: 1, coalesced: 2 });
  });

  it("lets waiting requests render for themselves when the first render had nothing to store", async () => {
    const store = new PageStore(new PageCache());
    const first = await store.begin("/tidak-ada");
    const waiting = store.begin("/tidak-ada");
    first.lease?.abandon();
    expect(await waiting).toEqual({ lease: undefined });
  });

  it("does not store a page whose render began before its store changed", async () => {
    const store = new PageStore(new PageCache());
    const before = await store.begin("/demo");
    store.invalidate("demo");
    expect(await before.lease?.store(await page("demo", "<p>lama</p>"))).toBe(false);
    expect(store.memory.get("/demo")).toBeUndefined();

    const after = await store.begin("/demo");
    expect(await after.lease?.store(await page("demo", "<p>baru</p>"))).toBe(true);
    expect(store.memory.get("/demo")?.variants.identity.body.toString()).toBe("<p>baru</p>");
  });

  it("redoes a stored page's brotli copy at quality 11 after the answer, same HTML and ETags", async () => {
    const store = new PageStore(new PageCache());
    const html = `<!doctype html><html lang="id"><body>${Array.from({ length: 300 }, (_, i) => `<p>Produk ${i * 7919} kreator</p>`).join("")}</body></html>`;
    const first = await store.begin("/demo");
    const fast = await page("demo", html);
    expect(await first.lease?.store(fast)).toBe(true);
    await store.refined();

    const finer = store.memory.get("/demo");
    expect(finer).not.toBe(fast);
    expect(finer?.variants.br.body.length).toBeLessThan(fast.variants.br.body.length);
    expect(brotliDecompressSync(finer?.variants.br.body ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(finer?.etags).toEqual(fast.etags);
    expect(finer?.variants.br.headers["content-length"]).toBe(String(finer?.variants.br.body.length));
    expect(finer?.variants.gzip.body).toBe(fast.variants.gzip.body);
  });

  it("does not put a finer copy back once the page was invalidated", async () => {
    const store = new PageStore(new PageCache());
    const first = await store.begin("/demo");
    expect(await first.lease?.store(await page("demo", "<p>lama</p>".repeat(500)))).toBe(true);
    store.invalidate("demo");
    await store.refined();
    expect(store.memory.get("/demo")).toBeUndefined();
  });

  it("refuses every render in flight when the memory is cleared (invalidations may have been missed)", async () => {
    const cache = new PageCache();
    const since = cache.mark();
    cache.clear();
    expect(cache.set("/budi", await page("budi"), since)).toBe(false);
    expect(cache.set("/budi", await page("budi"), cache.mark())).toBe(true);
  });
});
