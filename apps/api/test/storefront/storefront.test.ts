import { randomBytes } from "node:crypto";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directRead } from "../../src/web/direct-reads";
import { bearer, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile, uploadImage } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

/** A seller with a storefront: one published download (with cover), a draft, a published link. */
async function store() {
  const seller = await signUp(t, { name: "Sari Wulandari" });
  const username = `toko_${randomBytes(3).toString("hex")}`;
  await call(seller.token, "PUT", "/v1/auth/profile", { username });
  const file = await uploadFile(t, seller.token);
  const cover = await uploadImage(t, seller.token);
  const ebook = (
    await call(seller.token, "POST", "/v1/product/digital-downloads", {
      title: "E-book Resep Nusantara",
      price: 49000,
      coverImageId: cover.id,
      fileIds: [file.id],
      status: "published",
    })
  ).json().data;
  const draft = (await call(seller.token, "POST", "/v1/product/collect-emails", { title: "Draf Checklist" })).json()
    .data;
  const link = (
    await call(seller.token, "POST", "/v1/product/external-urls", {
      title: "Kelas di YouTube",
      url: "https://youtube.com/@sari",
      status: "published",
    })
  ).json().data;
  return { ...seller, username, ebook, draft, link, cover };
}

describe("GET /v1/sellers/{username}/products", () => {
  it("lists published products in the seller's order, in the public view", async () => {
    const s = await store();
    await call(s.token, "PUT", "/v1/products/order", { ids: [s.link.id, s.draft.id, s.ebook.id] });

    const response = await call(null, "GET", `/v1/sellers/${s.username}/products`);

    expect(response.statusCode).toBe(200);
    const products = response.json().data;
    expect(products.map((p: { slug: string }) => p.slug)).toEqual(["kelas-di-youtube", "e-book-resep-nusantara"]);
    expect(products[1]).toEqual({
      id: s.ebook.id,
      type: "digital_download",
      title: "E-book Resep Nusantara",
      slug: "e-book-resep-nusantara",
      description: "",
      price: 49000,
      coverImageUrl: s.cover.url,
      ctaLabel: "Beli Sekarang",
      fileCount: 1,
      requirePhone: false,
      compareAtPrice: null,
      pricing: "fixed",
      minimumPrice: 0,
      suggestedPrice: null,
      orderBump: null,
      bundleProducts: [],
      modules: [],
      certificate: false,
      event: null,
      coaching: null,
      membership: null,
      reviews: { average: null, count: 0, latest: [] },
      seller: { username: s.username, name: "Sari Wulandari" },
    });
    // The link card never reveals its target: it goes through the click counter.
    expect(JSON.stringify(products)).not.toContain("youtube.com");
  });

  it("drops a deleted product from the storefront", async () => {
    const s = await store();
    expect((await call(s.token, "DELETE", `/v1/products/${s.ebook.id}`)).statusCode).toBe(204);

    const list = await call(null, "GET", `/v1/sellers/${s.username}/products`);
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([s.link.id]);
    expect((await call(null, "GET", `/v1/sellers/${s.username}/products/${s.ebook.slug}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/v1/products/${s.ebook.id}`)).statusCode).toBe(404);
    // Soft: the row stays for past orders.
    const [row] = await t.db.select().from(tables.products).where(eq(tables.products.id, s.ebook.id));
    expect(row.deletedAt).not.toBeNull();
  });

  it("answers 404 for an unknown store and a store without a verified seller", async () => {
    expect((await call(null, "GET", "/v1/sellers/tidak_ada_siapa/products")).statusCode).toBe(404);
    const s = await store();
    await t.db.update(tables.users).set({ emailVerifiedAt: null }).where(eq(tables.users.id, s.user.id));
    expect((await call(null, "GET", `/v1/sellers/${s.username}/products`)).statusCode).toBe(404);
  });
});

describe("GET /v1/sellers/{username}/storefront", () => {
  it("answers the profile, the products and the pixels as their own routes do, in one read", async () => {
    const s = await store();
    await call(s.token, "PUT", "/v1/products/order", { ids: [s.link.id, s.draft.id, s.ebook.id] });
    const saved = await call(s.token, "PUT", "/v1/account/tracking", { metaPixelId: "123456789012345" });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await call(null, "GET", `/v1/sellers/${s.username.toUpperCase()}/storefront`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      seller: (await call(null, "GET", `/v1/sellers/${s.username}`)).json().data,
      products: (await call(null, "GET", `/v1/sellers/${s.username}/products`)).json().data,
      pixels: (await call(null, "GET", `/v1/sellers/${s.username}/pixels`)).json().data,
    });
    expect(response.json().data.pixels).toEqual({ metaPixelId: "123456789012345", tiktokPixelId: null });
    expect(response.json().data.products).toHaveLength(2);
  });

  it("answers a store with nothing published, and null pixels without settings", async () => {
    const seller = await signUp(t, { name: "Toko Kosong" });
    const username = `kosong_${randomBytes(3).toString("hex")}`;
    await call(seller.token, "PUT", "/v1/auth/profile", { username });

    const response = await call(null, "GET", `/v1/sellers/${username}/storefront`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.seller.username).toBe(username);
    expect(response.json().data.products).toEqual([]);
    expect(response.json().data.pixels).toEqual({ metaPixelId: null, tiktokPixelId: null });
  });

  it("answers 404 for an unknown store and a store without a verified seller", async () => {
    expect((await call(null, "GET", "/v1/sellers/tidak_ada_siapa/storefront")).statusCode).toBe(404);
    const s = await store();
    await t.db.update(tables.users).set({ emailVerifiedAt: null }).where(eq(tables.users.id, s.user.id));
    expect((await call(null, "GET", `/v1/sellers/${s.username}/storefront`)).statusCode).toBe(404);
  });
});

describe("the store pages' read in-process (directRead, ADR 0030)", () => {
  /** The route's answer over `app.inject`, and the in-process read of the same path. */
  async function both(username: string) {
    const path = `/sellers/${username}/storefront`;
    const routed = await call(null, "GET", `/v1${path}`);
    const direct = await directRead(t.app, path);
    return { routed, direct };
  }

  it("answers what the route sends, to the byte and with nothing the JSON would not carry", async () => {
    // Every kind of product a store page shows, a profile with its optional parts, both pixels.
    const s = await store();
    await call(s.token, "PUT", "/v1/auth/profile", {
      username: s.username,
      bio: "Resep rumahan\nsetiap minggu",
      socialLinks: { website: "lapak.id/sari", instagram: "@sari", tiktok: "@sari.masak" },
    });
    await call(s.token, "PUT", "/v1/account/tracking", {
      metaPixelId: "123456789012345",
      tiktokPixelId: "CABCDEFGHIJKLMNOPQRS",
    });
    const leadMagnet = await call(s.token, "POST", "/v1/product/collect-emails", {
      title: "Checklist Dapur",
      status: "published",
    });
    expect(leadMagnet.statusCode, leadMagnet.body).toBe(201);
    const second = await call(s.token, "POST", "/v1/product/digital-downloads", {
      title: "Template Menu Mingguan",
      price: 25000,
      fileIds: [(await uploadFile(t, s.token)).id],
      status: "published",
    });
    expect(second.statusCode, second.body).toBe(201);
    const bundle = await call(s.token, "POST", "/v1/product/bundles", {
      title: "Paket Dapur",
      price: 60000,
      compareAtPrice: 74000,
      productIds: [s.ebook.id, second.json().data.id],
      status: "published",
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    const empty = await signUp(t, { name: "Toko Kosong" });
    const emptyName = `kosong_${randomBytes(3).toString("hex")}`;
    await call(empty.token, "PUT", "/v1/auth/profile", { username: emptyName });

    for (const username of [s.username, emptyName]) {
      const { routed, direct } = await both(username);
      expect(routed.statusCode, username).toBe(200);
      expect(direct?.status, username).toBe(200);
      // Same keys in the same order, no Date where the JSON has a string, no key left undefined.
      expect(JSON.stringify(direct?.body), username).toBe(routed.body);
      expect(direct?.body, username).toStrictEqual(routed.json());
    }
    const kinds = (await both(s.username)).routed.json().data.products.map((p: { type: string }) => p.type);
    expect(new Set(kinds)).toEqual(new Set(["digital_download", "external_url", "collect_email", "bundle"]));
  });

  it("answers 404 and 410 as the route does", async () => {
    const unverified = await store();
    await t.db.update(tables.users).set({ emailVerifiedAt: null }).where(eq(tables.users.id, unverified.user.id));
    const suspended = await store();
    await t.db.update(tables.users).set({ suspendedAt: new Date() }).where(eq(tables.users.id, suspended.user.id));

    for (const [username, status] of [
      ["tidak_ada_siapa", 404],
      [unverified.username, 404],
      [suspended.username, 410],
    ] as const) {
      const { routed, direct } = await both(username);
      expect(routed.statusCode, username).toBe(status);
      expect(direct, username).toEqual({ status, body: routed.json(), headers: {} });
    }
  });

  it("leaves every other request to the route: another path or method, a token, a name not as stored", async () => {
    expect(await directRead(t.app, "/sellers/demo/products")).toBeUndefined();
    expect(await directRead(t.app, "/sellers/demo/storefront", { token: "abc" })).toBeUndefined();
    expect(await directRead(t.app, "/sellers/demo/storefront", { method: "POST" })).toBeUndefined();
    expect(await directRead(t.app, "/sellers/Demo/storefront")).toBeUndefined();
    expect(await directRead(t.app, "/sellers/de%6do/storefront")).toBeUndefined();
  });
});

describe("GET /v1/sellers/{username}/products/{slug}", () => {
  it("shows one published product and hides drafts", async () => {
    const s = await store();
    const product = await call(null, "GET", `/v1/sellers/${s.username.toUpperCase()}/products/e-book-resep-nusantara`);
    expect(product.statusCode).toBe(200);
    expect(product.json().data).toMatchObject({ id: s.ebook.id, price: 49000, fileCount: 1 });
    expect(product.json().data.files).toBeUndefined();
    expect((await call(null, "GET", `/v1/sellers/${s.username}/products/${s.draft.slug}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/v1/sellers/${s.username}/products/tidak-ada`)).statusCode).toBe(404);
  });
});

describe("POST /v1/sellers/{username}/products/{slug}/click", () => {
  it("counts every click and returns the link's URL", async () => {
    const s = await store();
    const url = `/v1/sellers/${s.username}/products/${s.link.slug}/click`;

    // A person's browser (the web route forwards it); bots and link previews are not clicks.
    const userAgent = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Mobile";
    const clicks = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: "POST", url, headers: { "user-agent": userAgent } })),
    );

    for (const click of clicks) expect(click.json()).toEqual({ data: { url: "https://youtube.com/@sari" } });
    const own = await call(s.token, "GET", `/v1/product/external-urls/${s.link.id}`);
    expect(own.json().data.clicks).toBe(3);
  });

  it("answers 404 for a product that is not a published link", async () => {
    const s = await store();
    expect((await call(null, "POST", `/v1/sellers/${s.username}/products/${s.ebook.slug}/click`)).statusCode).toBe(404);
    await call(s.token, "PUT", `/v1/product/external-urls/${s.link.id}`, {
      title: "Kelas di YouTube",
      url: "https://youtube.com/@sari",
      status: "draft",
    });
    expect((await call(null, "POST", `/v1/sellers/${s.username}/products/${s.link.slug}/click`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(tables.products).where(eq(tables.products.id, s.link.id));
    expect(row.clicks).toBe(0);
  });
});

describe("GET /v1/sitemap", () => {
  it("lists storefronts and their published, live products only", async () => {
    const s = await store();
    await call(s.token, "DELETE", `/v1/products/${s.link.id}`);
    const noUsername = await signUp(t);
    await call(noUsername.token, "POST", "/v1/product/external-urls", {
      title: "Tanpa Toko",
      url: "https://contoh.id",
      status: "published",
    });

    const response = await call(null, "GET", "/v1/sitemap");

    expect(response.statusCode).toBe(200);
    const { storefronts, products } = response.json().data;
    expect(storefronts).toContainEqual({ username: s.username, updatedAt: expect.any(String) });
    const mine = products.filter((p: { username: string }) => p.username === s.username);
    expect(mine).toEqual([{ username: s.username, slug: "e-book-resep-nusantara", updatedAt: expect.any(String) }]);
    expect(products.some((p: { slug: string }) => p.slug === "tanpa-toko")).toBe(false);
  });

  it("leaves out a store with nothing published: no products, only drafts, or only deleted ones", async () => {
    const empty = await signUp(t);
    const drafts = await signUp(t);
    const deleted = await signUp(t);
    const names = {
      empty: `kosong_${randomBytes(3).toString("hex")}`,
      drafts: `draf_${randomBytes(3).toString("hex")}`,
    };
    const deletedName = `hapus_${randomBytes(3).toString("hex")}`;
    await call(empty.token, "PUT", "/v1/auth/profile", { username: names.empty });
    await call(drafts.token, "PUT", "/v1/auth/profile", { username: names.drafts });
    await call(deleted.token, "PUT", "/v1/auth/profile", { username: deletedName });
    await call(drafts.token, "POST", "/v1/product/collect-emails", { title: "Masih Draf" });
    const gone = (
      await call(deleted.token, "POST", "/v1/product/external-urls", {
        title: "Sudah Dihapus",
        url: "https://contoh.id",
        status: "published",
      })
    ).json().data;
    await call(deleted.token, "DELETE", `/v1/products/${gone.id}`);
    const s = await store();

    const { storefronts } = (await call(null, "GET", "/v1/sitemap")).json().data;

    const usernames = storefronts.map((store: { username: string }) => store.username);
    expect(usernames).toContain(s.username);
    for (const username of [names.empty, names.drafts, deletedName]) expect(usernames).not.toContain(username);
  });
});
