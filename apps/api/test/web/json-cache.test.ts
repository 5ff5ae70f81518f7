/**
 * Public JSON reads from the page cache (ADR 0029): the seller's profile and products and the blog
 * are answered from memory after the first read, with the route's own bytes and headers, an ETag
 * and 304; they are dropped when the seller or a post changes; and nothing answered for a caller
 * (Authorization, session cookie, Origin) is stored or served from it. Over a real socket, so the
 * front door (`pageCacheFrontDoor`) answers the hits, and through `app.inject` (the hook).
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type SignedUp, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { decoded, getOverSocket } from "../helpers/web-build";

const ADMIN_EMAIL = "redaksi.cache@lapak.id";
let t: TestApp;
let port: number;
let admin: SignedUp;

const get = (path: string, headers: Record<string, string> = {}) => getOverSocket(port, path, headers);

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await signUp(t, { email: ADMIN_EMAIL, name: "Redaksi Lapak" });
}, 60_000);
afterAll(() => t?.close());

const PRODUCT = { title: "Daftar Ide Konten", price: 0, rewardUrl: "https://contoh.id/hadiah", status: "published" };

/** A seller with a username and one published product; returns the token, username and product id. */
async function store() {
  const seller = await signUp(t);
  const username = `toko_${randomBytes(3).toString("hex")}`;
  await t.app.inject({ method: "PUT", url: "/v1/auth/profile", headers: bearer(seller.token), payload: { username } });
  const created = await t.app.inject({
    method: "POST",
    url: "/v1/product/collect-emails",
    headers: bearer(seller.token),
    payload: PRODUCT,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...seller, username, productId: created.json().data.id as string };
}

/** Every header but those that differ per response (date, request id) and the cache's own. */
function stableHeaders(headers: Record<string, string | string[] | undefined>) {
  const { date, "x-request-id": _id, "x-page-cache": _cache, etag: _etag, ...rest } = headers;
  return rest;
}

describe("public JSON reads from the cache", () => {
  it("answers the second read from memory with the same bytes and headers, plus an ETag", async () => {
    const seller = await store();
    const pages = { ...t.app.pageCache.stats };
    const json = { ...t.app.pageCache.jsonStats };
    const paths = ["", "/products", "/storefront"].map((tail) => `/v1/sellers/${seller.username}${tail}`);
    for (const path of paths) {
      const direct = await t.app.inject({ method: "GET", url: path, headers: bearer(seller.token) });
      const first = await get(path);
      const second = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers["x-page-cache"], path).toBe("miss");
      expect(second.headers["x-page-cache"], path).toBe("hit");
      expect(second.body.equals(first.body), path).toBe(true);
      // The answer a signed-in caller gets (never cached) is the same document.
      expect(second.body.toString("utf8"), path).toBe(direct.body);
      expect(second.headers["content-type"], path).toBe("application/json; charset=utf-8");
      expect(second.headers.etag, path).toBe(first.headers.etag);
      const { "content-security-policy": csp, vary, ...same } = stableHeaders(second.headers);
      const { "content-security-policy": firstCsp, vary: firstVary, ...sameFirst } = stableHeaders(first.headers);
      expect(same, path).toEqual(sameFirst);
      expect(csp, path).toBe(firstCsp);
      expect(csp, path).not.toContain("nonce-");
      expect(vary, path).toContain("Accept-Encoding");
      expect(second.headers["x-content-type-options"], path).toBe("nosniff");
      // `app.inject` (the web app's own reads) is answered by the hook alike.
      const injected = await t.app.inject({ method: "GET", url: path });
      expect(injected.headers["x-page-cache"], path).toBe("hit");
      expect(injected.body, path).toBe(direct.body);
    }
    // Counted apart from the pages (`jsonStats`), so page figures stay page figures.
    expect(t.app.pageCache.stats).toEqual(pages);
    expect(t.app.pageCache.jsonStats).toMatchObject({ misses: json.misses + 3, hits: json.hits + 6 });
  });

  it("answers 304 to If-None-Match and br to a browser", async () => {
    const seller = await store();
    const path = `/v1/sellers/${seller.username}/products`;
    const first = await get(path);
    const etag = first.headers.etag as string;
    const notModified = await get(path, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const br = await get(path, { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(decoded(br)).toBe(first.body.toString("utf8"));
    expect((await get(path, { "accept-encoding": "br", "if-none-match": br.headers.etag as string })).status).toBe(304);
  });

  it("drops a seller's answers when a product or the profile changes", async () => {
    const seller = await store();
    const products = `/v1/sellers/${seller.username}/products`;
    const profile = `/v1/sellers/${seller.username}`;
    await get(products);
    await get(profile);
    expect((await get(products)).headers["x-page-cache"]).toBe("hit");
    const updated = await t.app.inject({
      method: "PUT",
      url: `/v1/product/collect-emails/${seller.productId}`,
      headers: bearer(seller.token),
      payload: { ...PRODUCT, title: "Daftar Ide Konten Baru" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const fresh = await get(products);
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    expect(JSON.parse(fresh.body.toString("utf8")).data[0].title).toBe("Daftar Ide Konten Baru");

    expect((await get(profile)).headers["x-page-cache"]).toBe("miss");
    expect((await get(profile)).headers["x-page-cache"]).toBe("hit");
    await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(seller.token),
      payload: { bio: "Toko ide konten" },
    });
    const renamed = await get(profile);
    expect(renamed.headers["x-page-cache"]).toBe("miss");
    expect(JSON.parse(renamed.body.toString("utf8")).data.bio).toBe("Toko ide konten");
  });

  it("drops a store page's one read when its pixels change (ADR 0029)", async () => {
    const seller = await store();
    const storefront = `/v1/sellers/${seller.username}/storefront`;
    await get(storefront);
    expect((await get(storefront)).headers["x-page-cache"]).toBe("hit");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/v1/account/tracking",
      headers: bearer(seller.token),
      payload: { metaPixelId: "123456789012345" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = await get(storefront);
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    expect(JSON.parse(fresh.body.toString("utf8")).data.pixels.metaPixelId).toBe("123456789012345");
  });

  it("drops the blog's answers when a post is published, edited or deleted", async () => {
    const write = (payload: object, id?: string) =>
      t.app.inject({
        method: id ? "PUT" : "POST",
        url: id ? `/v1/admin/blogs/${id}` : "/v1/admin/blogs",
        headers: bearer(admin.token),
        payload,
      });
    const content = "<p>Isi artikel yang cukup panjang untuk dibaca oleh para kreator pemula.</p>";
    const titles = async () => {
      const answer = await get("/v1/blogs");
      return {
        cache: answer.headers["x-page-cache"],
        titles: JSON.parse(answer.body.toString("utf8")).data.map((p: { title: string }) => p.title),
      };
    };
    await titles();
    expect((await titles()).cache).toBe("hit");
    const post = (await write({ title: "Artikel Pertama", content, status: "published" })).json().data;
    expect(await titles()).toMatchObject({ cache: "miss", titles: expect.arrayContaining(["Artikel Pertama"]) });
    const single = `/v1/blogs/${post.slug}`;
    await get(single);
    expect((await get(single)).headers["x-page-cache"]).toBe("hit");

    await write({ title: "Artikel Pertama, Diperbarui", content, status: "published", slug: post.slug }, post.id);
    expect(await titles()).toMatchObject({
      cache: "miss",
      titles: expect.arrayContaining(["Artikel Pertama, Diperbarui"]),
    });
    const edited = await get(single);
    expect(edited.headers["x-page-cache"]).toBe("miss");
    expect(JSON.parse(edited.body.toString("utf8")).data.title).toBe("Artikel Pertama, Diperbarui");

    await t.app.inject({ method: "DELETE", url: `/v1/admin/blogs/${post.id}`, headers: bearer(admin.token) });
    expect((await titles()).titles).not.toContain("Artikel Pertama, Diperbarui");
    expect((await get(single)).status).toBe(404);
  });

  it("never stores nor serves an answer for a caller with a session, a token or an Origin", async () => {
    const seller = await store();
    const path = `/v1/sellers/${seller.username}/products`;
    const personal: Record<string, string>[] = [
      { authorization: `Bearer ${seller.token}` },
      { cookie: `theme=terang; access_token =${seller.token}` },
      { origin: "https://contoh.id" },
    ];
    for (const headers of personal) {
      const answer = await get(path, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-page-cache"]).toBeUndefined();
    }
    // Nothing was stored: the first anonymous read fills the cache.
    expect((await get(path)).headers["x-page-cache"]).toBe("miss");
    for (const headers of personal) {
      expect((await get(path, headers)).headers["x-page-cache"]).toBeUndefined();
      const injected = await t.app.inject({ method: "GET", url: path, headers });
      expect(injected.headers["x-page-cache"]).toBeUndefined();
    }
  });

  it("keys by path: the seller routes ignore a query, the blog list caches only its default page", async () => {
    const seller = await store();
    const path = `/v1/sellers/${seller.username}/products`;
    await get(path);
    const withQuery = await get(`${path}?utm_source=wa`);
    expect(withQuery.headers["x-page-cache"]).toBe("hit");

    await get("/v1/blogs");
    const size = t.app.pageCache.size;
    for (const query of ["?perPage=100", "?page=2&perPage=10", "?page=1"]) {
      const answer = await get(`/v1/blogs${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.headers["x-page-cache"], query).toBeUndefined();
    }
    expect(t.app.pageCache.size).toBe(size);
    // Another spelling of a name is answered by the route, never stored.
    const upper = await get(`/v1/sellers/${seller.username.toUpperCase()}/products`);
    expect(upper.status).toBe(200);
    expect(upper.headers["x-page-cache"]).toBeUndefined();
    expect(t.app.pageCache.size).toBe(size);
    // Unknown stores are not stored either.
    expect((await get("/v1/sellers/tidak_ada_toko/products")).status).toBe(404);
    expect((await get("/v1/sellers/tidak_ada_toko/products")).headers["x-page-cache"]).toBeUndefined();
  });
});

describe("with the page cache turned off (PAGE_CACHE_MAX_ENTRIES=0)", () => {
  it("answers the public JSON from the database, untouched", async () => {
    const off = await createTestApp({ env: { PAGE_CACHE_MAX_ENTRIES: "0" } });
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await off.app.inject({ method: "GET", url: "/v1/blogs" });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["x-page-cache"]).toBeUndefined();
        expect(answer.headers.etag).toBeUndefined();
      }
      expect(off.app.pageCache.jsonStats.misses).toBe(0);
    } finally {
      await off.close();
    }
  });
});
