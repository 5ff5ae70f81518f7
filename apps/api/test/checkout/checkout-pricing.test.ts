/**
 * Harga coret and pay what you want (ADR 0019): the product fields, their 422s, and what the buyer
 * is charged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { buyer, checkout, checkoutOk, publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("harga coret", () => {
  it("shows the former price on the product, and refuses one that is not above the price", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 75_000, extra: { compareAtPrice: 150_000 } });
    const view = await t.app.inject({ method: "GET", url: `/v1/products/${product.id}` });
    expect(view.json().data).toMatchObject({ price: 75_000, compareAtPrice: 150_000, pricing: "fixed" });

    const file = await uploadFile(t, seller.token, { name: "a.pdf" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/v1/product/digital-downloads",
      headers: bearer(seller.token),
      payload: { title: "Preset Murah", price: 50_000, compareAtPrice: 50_000, fileIds: [file.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.compareAtPrice).toEqual(["Harga coret harus lebih tinggi dari harga"]);
    // The buyer pays the price, never the struck one.
    expect((await checkoutOk(t, product.id)).amount).toBe(75_000);
  });
});

describe("pay what you want", () => {
  it("charges what the buyer chose, at least the minimum, and takes no discount code", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, {
      price: 0,
      extra: { pricing: "pay_what_you_want", minimumPrice: 10_000, suggestedPrice: 25_000 },
    });
    const view = (await t.app.inject({ method: "GET", url: `/v1/products/${product.id}` })).json().data;
    expect(view).toMatchObject({
      pricing: "pay_what_you_want",
      minimumPrice: 10_000,
      suggestedPrice: 25_000,
      price: 10_000,
    });

    expect((await checkoutOk(t, product.id, { amount: 40_000 })).amount).toBe(40_000);
    const quote = await t.app.inject({ method: "POST", url: "/v1/checkout/quote", payload: { productId: product.id } });
    expect(quote.json().data.amount).toBe(25_000);

    const below = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer(), amount: 9_000 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount).toEqual(["Jumlah minimal Rp10.000"]);

    await t.app.inject({
      method: "POST",
      url: "/v1/discounts",
      headers: bearer(seller.token),
      payload: { code: "SEMUA", type: "percent", value: 50 },
    });
    const coded = await checkout(t, {
      productId: product.id,
      paymentMethod: "qris",
      ...buyer(),
      amount: 20_000,
      discountCode: "SEMUA",
    });
    expect(coded.json().errors.discountCode).toEqual(["Kode promo tidak berlaku"]);
  });

  it("lets a buyer pay nothing when the minimum is 0, and refuses Rp1–Rp999", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, {
      price: 0,
      extra: { pricing: "pay_what_you_want", minimumPrice: 0 },
    });
    const free = await checkout(t, { productId: product.id, ...buyer(), amount: 0 });
    expect(free.json().data).toMatchObject({ status: "paid", amount: 0 });
    const tiny = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer(), amount: 500 });
    expect(tiny.json().errors.amount).toEqual(["Jumlah harus Rp0 atau minimal Rp1.000"]);
    const bad = await t.app.inject({
      method: "POST",
      url: "/v1/product/digital-downloads",
      headers: bearer(seller.token),
      payload: { title: "Donasi", price: 0, pricing: "pay_what_you_want", minimumPrice: 500 },
    });
    expect(bad.json().errors.minimumPrice).toBeDefined();
  });

  it("needs no price when the buyer chooses it, but a fixed price still needs one", async () => {
    const seller = await sellerStore(t);
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/v1/product/digital-downloads",
        headers: bearer(seller.token),
        payload: { title: "Donasi Karya", ...payload },
      });
    const chosen = await create({ pricing: "pay_what_you_want", minimumPrice: 15_000 });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data).toMatchObject({ pricing: "pay_what_you_want", price: 15_000, minimumPrice: 15_000 });
    const fixed = await create({ pricing: "fixed" });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().errors.price).toEqual(["Harga wajib diisi"]);
  });
});
