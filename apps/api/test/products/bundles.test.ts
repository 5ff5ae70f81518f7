/**
 * Bundles (Paket, ADR 0019): `POST|PUT|GET /v1/product/bundles` sells two or more of the
 * seller's downloads for one price; a paid bundle delivers every file of every product in it, as
 * they were at purchase; it is one sale with one item; discount codes and harga coret apply.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import {
  buyer,
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  publishLeadMagnet,
  type Seller,
  sellerStore,
  type TestProduct,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A zip upload (never stamped, so a download returns the very bytes uploaded). */
const zip = (name: string) => uploadFile(t, seller.token, { name, bytes: randomBytes(3000), mime: "application/zip" });

let seller: Seller;
let course: TestProduct;
let template: TestProduct;

beforeAll(async () => {
  seller = await sellerStore(t);
  course = await publishDownload(t, seller, {
    title: "Kelas Desain",
    price: 150_000,
    files: [await zip("Modul 1.zip"), await zip("Modul 2.zip")],
  });
  template = await publishDownload(t, seller, {
    title: "Template Canva",
    price: 50_000,
    files: [await zip("Template.zip")],
  });
});

function saveBundle(
  payload: Record<string, unknown>,
  { id, token = seller.token }: { id?: string; token?: string } = {},
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/bundles/${id}` : "/v1/product/bundles",
    headers: bearer(token),
    payload,
  });
}

const bundleBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Paket Desainer",
  description: "<p>Semua yang Anda perlukan</p>",
  price: 175_000,
  productIds: [course.id, template.id],
  status: "published",
  ...overrides,
});

describe("bundles: saving", () => {
  it("creates, reads and updates a Paket, and shows its contents to everyone", async () => {
    const created = await saveBundle(bundleBody({ compareAtPrice: 200_000 }));
    expect(created.statusCode).toBe(201);
    const bundle = created.json().data;
    expect(bundle).toMatchObject({
      type: "bundle",
      title: "Paket Desainer",
      price: 175_000,
      compareAtPrice: 200_000,
      productIds: [course.id, template.id],
      bundleProducts: [
        { id: course.id, title: "Kelas Desain", fileCount: 2 },
        { id: template.id, title: "Template Canva", fileCount: 1 },
      ],
      files: [],
      ctaLabel: "Beli Paket",
      pricing: "fixed",
    });

    const read = await t.app.inject({
      method: "GET",
      url: `/v1/product/bundles/${bundle.id}`,
      headers: bearer(seller.token),
    });
    expect(read.json().data.productIds).toEqual([course.id, template.id]);
    // A bundle is not a download: the download family does not answer for it.
    const wrongFamily = await t.app.inject({
      method: "GET",
      url: `/v1/product/digital-downloads/${bundle.id}`,
      headers: bearer(seller.token),
    });
    expect(wrongFamily.statusCode).toBe(404);

    const updated = await saveBundle(
      bundleBody({ title: "Paket Hemat", price: 120_000, productIds: [template.id, course.id] }),
      {
        id: bundle.id,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: "Paket Hemat",
      price: 120_000,
      compareAtPrice: null,
      productIds: [template.id, course.id],
    });

    const store = (await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products` })).json().data;
    const card = store.find((product: { id: string }) => product.id === bundle.id);
    expect(card).toMatchObject({
      type: "bundle",
      fileCount: 3,
      bundleProducts: [
        { id: template.id, title: "Template Canva", fileCount: 1 },
        { id: course.id, title: "Kelas Desain", fileCount: 2 },
      ],
    });
    const page = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products/${card.slug}` });
    expect(page.json().data.bundleProducts).toHaveLength(2);
    // The store pages' one read (ADR 0030) shows the same cards, contents included.
    const storefront = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/storefront` });
    expect(storefront.json().data.products).toEqual(store);
    const publicView = (await t.app.inject({ method: "GET", url: `/v1/products/${bundle.id}` })).json().data;
    expect(publicView).toMatchObject({ fileCount: 3 });
    expect(publicView.productIds).toBeUndefined();
  });

  it("refuses, in Indonesian on productIds, a Paket that is not two or more of the seller's own downloads", async () => {
    const other = await sellerStore(t);
    const foreign = await publishDownload(t, other, { price: 20_000 });
    const leadMagnet = await publishLeadMagnet(t, seller);
    const empty = await publishDownload(t, seller, { title: "Kelas Baru", status: "draft", files: [] });
    const existing = (await saveBundle(bundleBody())).json().data;
    const cases: [Record<string, unknown>, string][] = [
      [{ productIds: [course.id] }, "Pilih minimal 2 produk untuk paket"],
      [{ productIds: [course.id, course.id] }, "Setiap produk hanya boleh dipilih sekali"],
      [{ productIds: [course.id, foreign.id] }, "Pilih produk dari toko Anda sendiri"],
      [{ productIds: [course.id, leadMagnet.id] }, "Paket hanya boleh berisi produk digital"],
      [{ productIds: [course.id, existing.id] }, "Paket tidak boleh berisi paket lain"],
      [{ productIds: [course.id, "00000000-0000-4000-8000-000000000000"] }, "Pilih produk dari toko Anda sendiri"],
    ];
    const before = (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json()
      .data.length;
    for (const [overrides, message] of cases) {
      const response = await saveBundle(bundleBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors.productIds).toEqual([message]);
    }
    // A published Paket needs files in each product; a draft one may wait for them.
    const nothing = await saveBundle(bundleBody({ productIds: [course.id, empty.id] }));
    expect(nothing.json().errors.productIds).toEqual([
      'Produk "Kelas Baru" belum punya berkas. Unggah berkasnya dulu.',
    ]);
    const draft = await saveBundle(bundleBody({ productIds: [course.id, empty.id], status: "draft" }));
    expect(draft.statusCode).toBe(201);
    await t.app.inject({
      method: "DELETE",
      url: `/v1/products/${draft.json().data.id}`,
      headers: bearer(seller.token),
    });
    const noProducts = await saveBundle({ title: "Paket Kosong", price: 10_000 });
    expect(noProducts.statusCode).toBe(422);
    expect(noProducts.json().errors.productIds).toBeDefined();
    const struck = await saveBundle(bundleBody({ compareAtPrice: 175_000 }));
    expect(struck.json().errors.compareAtPrice).toEqual(["Harga coret harus lebih tinggi dari harga"]);
    const cheap = await saveBundle(bundleBody({ price: 500 }));
    expect(cheap.json().errors.price).toEqual(["Harga produk berbayar minimal Rp1.000"]);
    // Nothing was written by the refused saves.
    const after = (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json()
      .data.length;
    expect(after).toBe(before);
    // The bundle may not hold itself either.
    const self = await saveBundle(bundleBody({ productIds: [course.id, existing.id] }), { id: existing.id });
    expect(self.statusCode).toBe(422);
    // Another seller cannot edit it.
    const stolen = await saveBundle(bundleBody(), { id: existing.id, token: other.token });
    expect(stolen.statusCode).toBe(404);
  });

  it("keeps a product a live Paket holds from being deleted until it is taken out", async () => {
    const extra = await publishDownload(t, seller, {
      title: "Bonus Font",
      price: 10_000,
      files: [await zip("Font.zip")],
    });
    const bundle = (await saveBundle(bundleBody({ productIds: [course.id, extra.id] }))).json().data;
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/v1/products/${extra.id}`,
      headers: bearer(seller.token),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.productId[0]).toContain(bundle.title);
    await saveBundle(bundleBody({ productIds: [course.id, template.id] }), { id: bundle.id });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/v1/products/${extra.id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe("bundles: buying", () => {
  it("delivers every file of every product in a paid Paket, as it was at purchase; one sale, one item", async () => {
    const bundle = (await saveBundle(bundleBody({ title: "Paket Lengkap", compareAtPrice: 200_000 }))).json().data;
    const buyerEmail = buyer().email;
    const transaction = await checkoutOk(t, bundle.id, { email: buyerEmail });
    expect(transaction).toMatchObject({
      amount: 175_000,
      items: [{ productId: bundle.id, title: "Paket Lengkap", price: 175_000 }],
      product: { id: bundle.id, type: "bundle" },
    });
    expect((await payWithSandbox(t, transaction.id)).statusCode).toBe(200);
    // The receipt names what the Paket holds, in its text and its HTML.
    const [receipt] = await waitForMail(t, buyerEmail, "receipt");
    expect(receipt?.text).toContain("Produk: Paket Lengkap (Rp175.000)\nIsi paket: Kelas Desain, Template Canva\n");
    expect(receipt?.html).toContain("Isi paket");
    expect(receipt?.html).toContain("Kelas Desain, Template Canva");

    // After the purchase the seller changes a product: the past buyer keeps what they bought.
    const replacement = await zip("Modul Baru.zip");
    const edited = await t.app.inject({
      method: "PUT",
      url: `/v1/product/digital-downloads/${course.id}`,
      headers: bearer(seller.token),
      payload: { title: "Kelas Desain", price: 150_000, fileIds: [replacement.id], status: "published" },
    });
    expect(edited.statusCode).toBe(200);

    const paid = (await fetchTransaction(t, transaction.id)).json().data;
    expect(paid.product.bundleProducts).toEqual([
      { id: course.id, title: "Kelas Desain", fileCount: 2 },
      { id: template.id, title: "Template Canva", fileCount: 1 },
    ]);
    const files = paid.delivery.files as { name: string; url: string }[];
    expect(files.map((file) => file.name)).toEqual(["Modul 1.zip", "Modul 2.zip", "Template.zip"]);
    const uploaded = [...course.files, ...template.files];
    for (const [index, file] of files.entries()) {
      const download = await t.app.inject({ method: "GET", url: file.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(uploaded[index]?.bytes as Buffer)).toBe(true);
    }

    // A new buyer gets the products as they are now.
    const later = await checkoutOk(t, bundle.id);
    await payWithSandbox(t, later.id);
    const laterFiles = (await fetchTransaction(t, later.id)).json().data.delivery.files;
    expect(laterFiles.map((file: { name: string }) => file.name)).toEqual(["Modul Baru.zip", "Template.zip"]);

    // Restore the course for the other tests.
    await t.app.inject({
      method: "PUT",
      url: `/v1/product/digital-downloads/${course.id}`,
      headers: bearer(seller.token),
      payload: {
        title: "Kelas Desain",
        price: 150_000,
        fileIds: course.files.map((file) => file.id),
        status: "published",
      },
    });

    const sale = (
      await t.app.inject({
        method: "GET",
        url: `/v1/transactions?q=${transaction.code}`,
        headers: bearer(seller.token),
      })
    ).json().data;
    expect(sale).toHaveLength(1);
    expect(sale[0]).toMatchObject({ product: { title: "Paket Lengkap" }, items: [{ productId: bundle.id }] });
  });

  it("takes a discount code off a Paket like any fixed-price product", async () => {
    const bundle = (await saveBundle(bundleBody({ title: "Paket Promo" }))).json().data;
    const code = `PAKET${randomBytes(2).toString("hex")}`;
    const discount = await t.app.inject({
      method: "POST",
      url: "/v1/discounts",
      headers: bearer(seller.token),
      payload: { code, type: "percent", value: 20, productIds: [bundle.id] },
    });
    expect(discount.statusCode).toBe(201);
    const quote = await t.app.inject({
      method: "POST",
      url: "/v1/checkout/quote",
      payload: { productId: bundle.id, discountCode: code },
    });
    expect(quote.json().data).toMatchObject({ subtotal: 175_000, discount: 35_000, amount: 140_000 });
    const transaction = await checkoutOk(t, bundle.id, { discountCode: code });
    expect(transaction).toMatchObject({ amount: 140_000, discount: 35_000, discountCode: code });
    await payWithSandbox(t, transaction.id);
    const paid = (await fetchTransaction(t, transaction.id)).json().data;
    expect(paid.delivery.files).toHaveLength(3);
  });
});
