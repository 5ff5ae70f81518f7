import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";
import { readLibrary, signInToLibrary } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refundedAs = (id: string, refundedAmount: number) =>
  t.db.update(tables.transactions).set({ refundedAmount }).where(eq(tables.transactions.id, id));

describe("GET /v1/library", () => {
  it("lists every paid order of the email across stores, newest first, and nothing else", async () => {
    const email = uniqueEmail("pustaka");
    const sari = await sellerStore(t, { name: "Sari Wulandari" });
    const budi = await sellerStore(t, { name: "Toko Budi" });
    const ebook = await publishDownload(t, sari, { title: "E-book Resep Nusantara", price: 49_000 });
    const preset = await publishDownload(t, budi, { title: "Preset Lightroom", price: 25_000 });
    const free = await publishDownload(t, budi, { title: "Template Gratis", price: 0 });

    const first = await checkoutOk(t, ebook.id, { email });
    await payWithSandbox(t, first.id);
    const second = await checkoutOk(t, preset.id, { email: email.toUpperCase() });
    await payWithSandbox(t, second.id);
    const gift = await checkoutOk(t, free.id, { email });
    const pending = await checkoutOk(t, preset.id, { email });
    const expired = await checkoutOk(t, ebook.id, { email });
    await payWithSandbox(t, expired.id, "expired");
    const refunded = await checkoutOk(t, ebook.id, { email });
    await payWithSandbox(t, refunded.id);
    await refundedAs(refunded.id, refunded.amount);
    const partly = await checkoutOk(t, preset.id, { email });
    await payWithSandbox(t, partly.id);
    await refundedAs(partly.id, 5_000);
    const someoneElse = await checkoutOk(t, ebook.id, { email: uniqueEmail("orang-lain") });
    await payWithSandbox(t, someoneElse.id);

    // The buyer rated the preset from its order page; the library shows the stars beside it.
    const rated = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${second.id}/review`,
      payload: { rating: 4 },
    });
    expect(rated.statusCode).toBe(201);

    const token = await signInToLibrary(t, email);
    const { purchases } = (await readLibrary(t, token)).json().data;

    const listed = purchases.map((p: { transactionId: string }) => p.transactionId);
    expect(listed.sort()).toEqual([first.id, second.id, gift.id, partly.id].sort());
    expect(listed).not.toContain(pending.id);
    expect(listed).not.toContain(expired.id);
    expect(listed).not.toContain(refunded.id);
    expect(listed).not.toContain(someoneElse.id);
    const paidAts = purchases.map((p: { paidAt: string }) => Date.parse(p.paidAt));
    expect(paidAts).toEqual([...paidAts].sort((a, b) => b - a));

    expect(purchases.find((p: { transactionId: string }) => p.transactionId === first.id)).toEqual({
      transactionId: first.id,
      code: first.code,
      product: { id: ebook.id, type: "digital_download", title: "E-book Resep Nusantara", cover: null },
      seller: { name: "Sari Wulandari", username: sari.username },
      amount: 49_000,
      refundedAmount: 0,
      paidAt: expect.any(String),
      orderUrl: `${TEST_APP_URL}/my-order/${first.id}`,
      event: null,
      session: null,
      review: { rating: null },
    });
    const purchase = (id: string) => purchases.find((p: { transactionId: string }) => p.transactionId === id);
    expect(purchase(partly.id).refundedAmount).toBe(5_000);
    // One review per product and email: both orders of the preset show it; a free order has none.
    expect(purchase(second.id).review).toEqual({ rating: 4 });
    expect(purchase(partly.id).review).toEqual({ rating: 4 });
    expect(purchase(gift.id).review).toBeNull();
  }, 60_000);

  it("shows the product as it was bought, after the seller renames it", async () => {
    const email = uniqueEmail("snapshot");
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { title: "Kelas Menulis" });
    const tx = await checkoutOk(t, product.id, { email });
    await payWithSandbox(t, tx.id);
    await t.db.update(tables.products).set({ title: "Judul Baru" }).where(eq(tables.products.id, product.id));

    const token = await signInToLibrary(t, email);
    const [purchase] = (await readLibrary(t, token)).json().data.purchases;

    expect(purchase.product.title).toBe("Kelas Menulis");
  });

  it("never shows one buyer another buyer's purchases", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller);
    const [ani, eko] = [uniqueEmail("ani"), uniqueEmail("eko")];
    const aniTx = await checkoutOk(t, product.id, { email: ani });
    await payWithSandbox(t, aniTx.id);

    const ekoToken = await signInToLibrary(t, eko);

    expect((await readLibrary(t, ekoToken)).json().data).toEqual({ email: eko, purchases: [] });
  });
});
