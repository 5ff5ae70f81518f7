/**
 * Order bump (ADR 0019): another product offered on a product's checkout at a special price; one
 * transaction, one payment, both products delivered, one sale with two items.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { discountOk } from "../helpers/discounts";
import {
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  sellerStore,
  waitForMail,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller's Rp150.000 course offering their Rp50.000 template as a Rp25.000 bump. */
async function courseWithBump() {
  const seller = await sellerStore(t);
  const template = await publishDownload(t, seller, { price: 50_000, title: "Bonus Template" });
  const course = await publishDownload(t, seller, {
    price: 150_000,
    title: "Kelas Desain",
    extra: {
      orderBump: { productId: template.id, price: 25_000, headline: "Bonus Template", description: "Hemat separuh" },
    },
  });
  return { seller, template, course };
}

describe("order bump", () => {
  it("sells the bump in the same transaction and delivers both products", async () => {
    const { seller, template, course } = await courseWithBump();
    const publicView = (await t.app.inject({ method: "GET", url: `/v1/products/${course.id}` })).json().data;
    expect(publicView.orderBump).toMatchObject({ productId: template.id, price: 25_000, headline: "Bonus Template" });

    const email = uniqueEmail("rina");
    const transaction = await checkoutOk(t, course.id, { email, bumpProductIds: [template.id] });
    expect(transaction).toMatchObject({
      amount: 175_000,
      subtotal: 175_000,
      items: [
        { productId: course.id, title: "Kelas Desain", price: 150_000 },
        { productId: template.id, title: "Bonus Template", price: 25_000 },
      ],
    });
    expect((await payWithSandbox(t, transaction.id)).statusCode).toBe(200);
    const paid = (await fetchTransaction(t, transaction.id)).json().data;
    const names = paid.delivery.files.map((file: { name: string }) => file.name);
    expect(names).toHaveLength(course.files.length + template.files.length);
    for (const file of paid.delivery.files) {
      const download = await t.app.inject({ method: "GET", url: file.url });
      expect(download.statusCode).toBe(200);
    }
    const [receipt] = await waitForMail(t, email, "receipt");
    expect(receipt?.text).toContain("Bonus Template");

    const sales = (
      await t.app.inject({ method: "GET", url: "/v1/transactions", headers: bearer(seller.token) })
    ).json();
    expect(sales.data).toHaveLength(1);
    expect(sales.data[0].items).toHaveLength(2);
  });

  it("lists every line of the order in the plain-text receipt, so its sum can be checked", async () => {
    const { seller, template, course } = await courseWithBump();
    await discountOk(t, seller, { code: "HEMAT10" });
    const email = uniqueEmail("sari");
    const transaction = await checkoutOk(t, course.id, {
      email,
      bumpProductIds: [template.id],
      discountCode: "HEMAT10",
    });
    expect(transaction.amount).toBe(160_000);
    expect((await payWithSandbox(t, transaction.id)).statusCode).toBe(200);

    const [receipt] = await waitForMail(t, email, "receipt");
    expect(receipt?.text).toContain(
      ["Produk: Kelas Desain (Rp150.000)", "Tambahan: Bonus Template (Rp25.000)", "Diskon HEMAT10: −Rp15.000"].join(
        "\n",
      ),
    );
    expect(receipt?.text).toContain("Total: Rp160.000");
    // The seller's new-sale email lists the same lines above what was paid.
    const [sale] = await waitForMail(t, seller.email, "new_sale");
    expect(sale?.text).toContain(
      [
        "Produk: Kelas Desain (Rp150.000)",
        "Tambahan: Bonus Template (Rp25.000)",
        "Diskon HEMAT10: −Rp15.000",
        "Total dibayar: Rp160.000",
      ].join("\n"),
    );
  });

  it("refuses a bump that is not offered, and an offer dearer than its product", async () => {
    const seller = await sellerStore(t);
    const template = await publishDownload(t, seller, { price: 50_000 });
    const other = await publishDownload(t, seller, { price: 30_000 });
    const dear = await t.app.inject({
      method: "POST",
      url: "/v1/product/digital-downloads",
      headers: bearer(seller.token),
      payload: {
        title: "Kelas Mahal",
        price: 100_000,
        orderBump: { productId: template.id, price: 60_000, headline: "Template" },
      },
    });
    expect(dear.statusCode).toBe(422);
    expect(dear.json().errors.orderBump).toEqual(["Harga penawaran tidak boleh lebih tinggi dari harga produknya"]);
    const foreign = await sellerStore(t);
    const foreignProduct = await publishDownload(t, foreign, { price: 10_000 });
    const stolen = await t.app.inject({
      method: "POST",
      url: "/v1/product/digital-downloads",
      headers: bearer(seller.token),
      payload: {
        title: "Kelas Lain",
        price: 100_000,
        orderBump: { productId: foreignProduct.id, price: 5_000, headline: "Milik orang" },
      },
    });
    expect(stolen.json().errors.orderBump).toBeDefined();

    const course = await publishDownload(t, seller, {
      price: 100_000,
      extra: { orderBump: { productId: template.id, price: 20_000, headline: "Template" } },
    });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/v1/transactions",
      payload: {
        productId: course.id,
        name: "Budi",
        email: uniqueEmail("b"),
        paymentMethod: "qris",
        bumpProductIds: [other.id],
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.bumpProductIds).toEqual(["Penawaran tambahan ini tidak tersedia"]);
  });
});
