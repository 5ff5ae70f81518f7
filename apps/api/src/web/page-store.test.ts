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

  it("refuses every render in flight when the memory is cleared (invalidations may have been missed)", async () => {
    const cache = new PageCache();
    const since = cache.mark();
    cache.clear();
    expect(cache.set("/budi", await page("budi"), since)).toBe(false);
    expect(cache.set("/budi", await page("budi"), cache.mark())).toBe(true);
  });
});
