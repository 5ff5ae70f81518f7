import { randomBytes } from "node:crypto";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type SignedUp, signUp } from "../helpers/accounts";
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

/** A seller with a username (a storefront) and `n` published paid downloads, each with a file. */
async function sellerWithProducts(n = 0): Promise<SignedUp & { username: string; ids: string[] }> {
  const seller = await signUp(t);
  const username = `toko_${randomBytes(3).toString("hex")}`;
  await call(seller.token, "PUT", "/v1/auth/profile", { username });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await createDownload(seller.token, { title: `Produk Nomor ${i + 1}` })).id);
  return { ...seller, username, ids };
}

async function createDownload(token: string, overrides: Record<string, unknown> = {}) {
  const file = await uploadFile(t, token);
  const response = await call(token, "POST", "/v1/product/digital-downloads", {
    title: "E-book Resep Nusantara",
    description: "<p>Resep warisan</p>",
    price: 49000,
    fileIds: [file.id],
    status: "published",
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data;
}

describe("creating products", () => {
  it("creates a published digital download with its file, at the end of the list", async () => {
    const seller = await sellerWithProducts(1);
    const file = await uploadFile(t, seller.token, { name: "Template Canva.zip" });
    const cover = await uploadImage(t, seller.token);

    const response = await call(seller.token, "POST", "/v1/product/digital-downloads", {
      title: "Template Canva Jualan",
      description: "<p>50 template</p>",
      price: 25000,
      coverImageId: cover.id,
      fileIds: [file.id],
      status: "published",
      ctaLabel: "Ambil Sekarang",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: "digital_download",
      slug: "template-canva-jualan",
      price: 25000,
      status: "published",
      position: 1,
      coverImageId: cover.id,
      coverImageUrl: `/v1/images/${cover.id}`,
      files: [{ id: file.id, name: "Template Canva.zip", size: 2048 }],
      ctaLabel: "Ambil Sekarang",
      url: null,
    });
  });

  it("refuses to publish a digital download without files", async () => {
    const { token } = await signUp(t);
    const response = await call(token, "POST", "/v1/product/digital-downloads", {
      title: "Tanpa Berkas",
      price: 10000,
      fileIds: [],
      status: "published",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.fileIds).toEqual(["Unggah minimal satu berkas sebelum menerbitkan produk"]);
    // A draft may wait for its files.
    const draft = await call(token, "POST", "/v1/product/digital-downloads", { title: "Tanpa Berkas", price: 10000 });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.status).toBe("draft");
  });

  it("refuses a paid price under Rp1.000 and accepts free", async () => {
    const { token } = await signUp(t);
    const cheap = await call(token, "POST", "/v1/product/digital-downloads", { title: "Murah Sekali", price: 500 });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().errors.price).toEqual(["Harga produk berbayar minimal Rp1.000"]);
    const free = await call(token, "POST", "/v1/product/digital-downloads", { title: "Gratis Saja", price: 0 });
    expect(free.statusCode).toBe(201);
  });

  it("makes a collect-email product free whatever the body says", async () => {
    const { token } = await signUp(t);
    const response = await call(token, "POST", "/v1/product/collect-emails", {
      title: "Checklist Gratis",
      price: 50000,
      rewardUrl: "https://contoh.id/hadiah",
      status: "published",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: "collect_email",
      price: 0,
      rewardUrl: "https://contoh.id/hadiah",
      ctaLabel: "Dapatkan Gratis",
    });
  });

  it("accepts only http(s) external URLs", async () => {
    const { token } = await signUp(t);
    for (const url of ["javascript:alert(1)", "ftp://contoh.id/berkas", "data:text/html,hai"]) {
      const response = await call(token, "POST", "/v1/product/external-urls", { title: "Tautan Saya", url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url).toBeDefined();
    }
    const ok = await call(token, "POST", "/v1/product/external-urls", {
      title: "Kelas di YouTube",
      url: "https://youtube.com/@sari",
      status: "published",
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      type: "external_url",
      url: "https://youtube.com/@sari",
      price: 0,
      files: [],
    });
  });

  it("removes <script> and onerror= from the description", async () => {
    const { token } = await signUp(t);
    const created = await call(token, "POST", "/v1/product/digital-downloads", {
      title: "Deskripsi Berbahaya",
      price: 0,
      description:
        '<p onclick="steal()">Halo <strong>dunia</strong></p><script>alert(document.cookie)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klik</a><a href="https://contoh.id">web</a>',
    });
    const description = created.json().data.description as string;

    expect(description).toBe(
      '<p>Halo <strong>dunia</strong></p><a rel="noopener noreferrer nofollow" target="_blank">klik</a>' +
        '<a href="https://contoh.id" rel="noopener noreferrer nofollow" target="_blank">web</a>',
    );
    expect(description).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});

describe("slugs", () => {
  it("generates unique slugs per seller and lets another seller reuse them", async () => {
    const a = await sellerWithProducts();
    const b = await sellerWithProducts();
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createDownload(a.token, { title: "Preset Foto Lightroom" })).slug);
    expect(slugs).toEqual(["preset-foto-lightroom", "preset-foto-lightroom-2", "preset-foto-lightroom-3"]);
    expect((await createDownload(b.token, { title: "Preset Foto Lightroom" })).slug).toBe("preset-foto-lightroom");
  });

  it("refuses a slug the seller already uses, keeps the slug on edits and frees it on delete", async () => {
    const seller = await sellerWithProducts();
    const first = await createDownload(seller.token, { title: "Kelas Menulis" });
    const second = await createDownload(seller.token, { title: "Kelas Menggambar" });

    const clash = await call(seller.token, "PUT", `/v1/product/digital-downloads/${second.id}`, {
      title: "Kelas Menggambar",
      slug: "kelas-menulis",
      price: 49000,
      fileIds: second.files.map((file: { id: string }) => file.id),
      status: "published",
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.slug).toEqual(["Slug sudah dipakai produk lain di toko Anda"]);

    const retitled = await call(seller.token, "PUT", `/v1/product/digital-downloads/${second.id}`, {
      title: "Kelas Menggambar Digital",
      price: 59000,
      fileIds: second.files.map((file: { id: string }) => file.id),
      status: "published",
    });
    expect(retitled.json().data).toMatchObject({
      slug: "kelas-menggambar",
      title: "Kelas Menggambar Digital",
      price: 59000,
    });

    expect((await call(seller.token, "DELETE", `/v1/products/${first.id}`)).statusCode).toBe(204);
    const renamed = await call(seller.token, "PUT", `/v1/product/digital-downloads/${second.id}`, {
      title: "Kelas Menggambar Digital",
      slug: "Kelas-Menulis",
      price: 59000,
      fileIds: second.files.map((file: { id: string }) => file.id),
      status: "published",
    });
    expect(renamed.json().data.slug).toBe("kelas-menulis");
  });
});

describe("a seller's list", () => {
  it("lists own live products, drafts included, in position order", async () => {
    const seller = await sellerWithProducts(2);
    const draft = await call(seller.token, "POST", "/v1/product/external-urls", {
      title: "Draf Tautan",
      url: "https://contoh.id",
    });
    const list = await call(seller.token, "GET", "/v1/products");
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([...seller.ids, draft.json().data.id]);
    expect(list.json().data.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
  });

  it("reorders with exactly the seller's ids", async () => {
    const seller = await sellerWithProducts(3);
    const [a, b, c] = seller.ids;
    const response = await call(seller.token, "PUT", "/v1/products/order", { ids: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
    const list = await call(seller.token, "GET", "/v1/products");
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
  });

  it("refuses a reorder with a foreign, missing, extra or repeated id and changes nothing", async () => {
    const seller = await sellerWithProducts(3);
    const other = await sellerWithProducts(1);
    const [a, b, c] = seller.ids;
    const deleted = await createDownload(seller.token, { title: "Akan Dihapus" });
    await call(seller.token, "DELETE", `/v1/products/${deleted.id}`);

    for (const ids of [
      [a, b, other.ids[0]],
      [a, b],
      [a, b, c, other.ids[0]],
      [a, b, c, deleted.id],
      [a, a, b, c],
    ]) {
      const response = await call(seller.token, "PUT", "/v1/products/order", { ids });
      expect(response.statusCode).toBe(422);
    }
    const list = await call(seller.token, "GET", "/v1/products");
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([a, b, c]);
    const others = await call(other.token, "GET", "/v1/products");
    expect(others.json().data[0].position).toBe(0);
  });

  it("puts a product created after a reorder at the end", async () => {
    const seller = await sellerWithProducts(2);
    const [a, b] = seller.ids;
    await call(seller.token, "PUT", "/v1/products/order", { ids: [b, a] });
    const created = await createDownload(seller.token, { title: "Produk Terbaru" });
    const list = await call(seller.token, "GET", "/v1/products");
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([b, a, created.id]);
  });
});

describe("another seller's ids", () => {
  it("answers 404 for every product call on a product that is not theirs", async () => {
    const owner = await sellerWithProducts(1);
    const draft = (await call(owner.token, "POST", "/v1/product/collect-emails", { title: "Draf Rahasia" })).json()
      .data;
    const stranger = await signUp(t);
    const id = owner.ids[0];
    const body = { title: "Diambil Alih", price: 0, fileIds: [] };

    expect((await call(stranger.token, "GET", `/v1/product/digital-downloads/${id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, "PUT", `/v1/product/digital-downloads/${id}`, body)).statusCode).toBe(404);
    expect((await call(stranger.token, "DELETE", `/v1/products/${id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, "GET", `/v1/product/collect-emails/${draft.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, "PUT", `/v1/product/collect-emails/${draft.id}`, body)).statusCode).toBe(404);
    expect((await call(stranger.token, "GET", `/v1/products/${draft.id}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/v1/products/${draft.id}`)).statusCode).toBe(404);

    const [row] = await t.db.select().from(tables.products).where(eq(tables.products.id, id));
    expect(row).toMatchObject({ title: "Produk Nomor 1", deletedAt: null });
  });

  it("answers 404 for a product of another type, an unknown id and a malformed id", async () => {
    const owner = await sellerWithProducts(1);
    expect((await call(owner.token, "GET", `/v1/product/external-urls/${owner.ids[0]}`)).statusCode).toBe(404);
    expect((await call(owner.token, "GET", "/v1/products/01900000-0000-7000-8000-000000000000")).statusCode).toBe(404);
    expect((await call(owner.token, "GET", "/v1/products/bukan-uuid")).statusCode).toBe(404);
    expect((await call(owner.token, "DELETE", "/v1/products/bukan-uuid")).statusCode).toBe(404);
  });

  it("shows a published product publicly without files and the owner's draft only to the owner", async () => {
    const owner = await sellerWithProducts(1);
    const publicView = await call(null, "GET", `/v1/products/${owner.ids[0]}`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().data).toEqual({
      id: owner.ids[0],
      type: "digital_download",
      title: "Produk Nomor 1",
      slug: "produk-nomor-1",
      description: "<p>Resep warisan</p>",
      price: 49000,
      coverImageUrl: null,
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
      seller: { username: owner.username, name: "Sari Wulandari" },
    });
    const ownerView = await call(owner.token, "GET", `/v1/products/${owner.ids[0]}`);
    expect(ownerView.json().data.files).toHaveLength(1);
  });

  it("refuses another seller's cover image and files with 422 and attaches nothing", async () => {
    const victim = await signUp(t);
    const thief = await signUp(t);
    const cover = await uploadImage(t, victim.token);
    const file = await uploadFile(t, victim.token);

    const foreignCover = await call(thief.token, "POST", "/v1/product/digital-downloads", {
      title: "Curian",
      price: 0,
      coverImageId: cover.id,
    });
    expect(foreignCover.statusCode).toBe(422);
    expect(foreignCover.json().errors.coverImageId).toEqual(["Gambar tidak ditemukan"]);

    const foreignFile = await call(thief.token, "POST", "/v1/product/digital-downloads", {
      title: "Curian",
      price: 10000,
      fileIds: [file.id],
      status: "published",
    });
    expect(foreignFile.statusCode).toBe(422);
    expect(foreignFile.json().errors.fileIds).toEqual(["Berkas tidak ditemukan"]);

    // Nor through an update, nor by passing a file id as the cover.
    const own = await createDownload(thief.token, { title: "Milik Sendiri" });
    const update = await call(thief.token, "PUT", `/v1/product/digital-downloads/${own.id}`, {
      title: "Milik Sendiri",
      price: 49000,
      fileIds: [...own.files.map((f: { id: string }) => f.id), file.id],
      status: "published",
    });
    expect(update.statusCode).toBe(422);
    const fileAsCover = await call(thief.token, "PUT", `/v1/product/digital-downloads/${own.id}`, {
      title: "Milik Sendiri",
      price: 49000,
      coverImageId: file.id,
      fileIds: own.files.map((f: { id: string }) => f.id),
      status: "published",
    });
    expect(fileAsCover.statusCode).toBe(422);

    const rows = await t.db.select().from(tables.productFiles).where(eq(tables.productFiles.mediaId, file.id));
    expect(rows).toEqual([]);
    expect((await call(null, "GET", `/v1/images/${cover.id}`)).statusCode).toBe(404);
  });
});

describe("images used as covers", () => {
  it("are public only while the product is published and live", async () => {
    const seller = await sellerWithProducts();
    const cover = await uploadImage(t, seller.token);
    const file = await uploadFile(t, seller.token);
    const draft = (
      await call(seller.token, "POST", "/v1/product/digital-downloads", {
        title: "Sampul Baru",
        price: 15000,
        coverImageId: cover.id,
        fileIds: [file.id],
      })
    ).json().data;
    expect((await call(null, "GET", cover.url)).statusCode).toBe(404);

    const publish = await call(seller.token, "PUT", `/v1/product/digital-downloads/${draft.id}`, {
      title: "Sampul Baru",
      price: 15000,
      fileIds: [file.id],
      status: "published",
    });
    expect(publish.json().data).toMatchObject({ status: "published", coverImageId: cover.id });
    const published = await call(null, "GET", cover.url);
    expect(published.statusCode).toBe(200);
    expect(published.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    await call(seller.token, "DELETE", `/v1/products/${draft.id}`);
    expect((await call(null, "GET", cover.url)).statusCode).toBe(404);
    expect((await call(seller.token, "GET", cover.url)).statusCode).toBe(200);
  });
});

describe("storefront change events", () => {
  it("announces creates, updates, reorders, deletes and profile changes with the seller's username", async () => {
    const seller = await sellerWithProducts(1);
    const seen: { sellerId: string; username: string }[] = [];
    const listener = (change: { sellerId: string; username: string }) => {
      if (change.sellerId === seller.user.id) seen.push(change);
    };
    t.app.storefrontEvents.on("changed", listener);
    try {
      const created = await createDownload(seller.token, { title: "Produk Kedua" });
      await call(seller.token, "PUT", "/v1/products/order", { ids: [created.id, seller.ids[0]] });
      await call(seller.token, "DELETE", `/v1/products/${created.id}`);
      await call(seller.token, "PUT", "/v1/auth/profile", {
        theme: { color: "#2563EB", buttonStyle: "pill", font: "serif", background: "plain" },
      });
      const renamed = `baru_${randomBytes(3).toString("hex")}`;
      await call(seller.token, "PUT", "/v1/auth/profile", { username: renamed });

      const names = seen.map((change) => change.username);
      expect(names).toEqual([
        seller.username,
        seller.username,
        seller.username,
        seller.username,
        renamed,
        seller.username,
      ]);
    } finally {
      t.app.storefrontEvents.off("changed", listener);
    }
  });
});
