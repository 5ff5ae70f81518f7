/**
 * Discount codes (ADR 0019): the seller's Kode Promo calls, the checkout quote with its Indonesian
 * refusals, and a code's uses — taken at checkout under a lock, given back on expiry, never more than
 * the limit even when twenty buyers press Bayar at once.
 */

import { platformFee } from "@lapak/shared/fees";
import type { DiscountInput } from "@lapak/shared/schemas/discount";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { csvObjects } from "../helpers/csv";
import { buyerIp, checkoutFrom } from "../helpers/discounts";
import {
  buyer,
  checkout,
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function createDiscount(seller: Seller, body: Partial<DiscountInput>) {
  return t.app.inject({
    method: "POST",
    url: "/v1/discounts",
    headers: bearer(seller.token),
    payload: { code: "HEMAT10", type: "percent", value: 10, ...body },
  });
}

async function discountOk(seller: Seller, body: Partial<DiscountInput>) {
  const response = await createDiscount(seller, body);
  if (response.statusCode !== 201) throw new Error(`discount failed: ${response.body}`);
  return response.json().data;
}

const quote = (body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/v1/checkout/quote", payload: body });

async function listDiscounts(seller: Seller) {
  return (await t.app.inject({ method: "GET", url: "/v1/discounts", headers: bearer(seller.token) })).json().data;
}

describe("Kode Promo: the seller's discount codes", () => {
  it("creates, lists, edits, deactivates and deletes a code, and refuses bad ones in Indonesian", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 100_000 });
    const created = await discountOk(seller, {
      code: "Lebaran25",
      value: 25,
      productIds: [product.id],
      maxRedemptions: 5,
    });
    expect(created).toMatchObject({
      code: "Lebaran25",
      type: "percent",
      value: 25,
      productIds: [product.id],
      maxRedemptions: 5,
      redemptions: 0,
      active: true,
    });

    const taken = await createDiscount(seller, { code: "LEBARAN25" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toBeDefined();
    expect((await createDiscount(seller, { code: "ab" })).json().errors.code).toBeDefined();
    expect((await createDiscount(seller, { code: "PROMO!" })).json().errors.code).toBeDefined();
    expect((await createDiscount(seller, { code: "P101", value: 101 })).json().errors.value).toBeDefined();
    expect((await createDiscount(seller, { code: "P0", type: "fixed", value: 0 })).statusCode).toBe(422);
    // Another seller may use the same word.
    const other = await sellerStore(t);
    expect((await createDiscount(other, { code: "lebaran25" })).statusCode).toBe(201);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/v1/discounts/${created.id}`,
      headers: bearer(seller.token),
      payload: { code: "Lebaran25", type: "fixed", value: 20_000, productIds: null, active: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ type: "fixed", value: 20_000, productIds: null, active: false });
    expect((await listDiscounts(seller)).map((d: { code: string }) => d.code)).toEqual(["Lebaran25"]);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/v1/discounts/${created.id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/v1/discounts/${created.id}`, headers: bearer(seller.token) }))
        .statusCode,
    ).toBe(204);
    expect(await listDiscounts(seller)).toEqual([]);
  });

  it("locks the type and value once the code was used", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 50_000 });
    const code = await discountOk(seller, { code: "KUNCI", value: 10 });
    await checkoutOk(t, product.id, { discountCode: "kunci" });
    const put = (body: Partial<DiscountInput>) =>
      t.app.inject({
        method: "PUT",
        url: `/v1/discounts/${code.id}`,
        headers: bearer(seller.token),
        payload: { code: "KUNCI", type: "percent", value: 10, ...body },
      });
    expect((await put({ value: 50 })).statusCode).toBe(422);
    expect((await put({ value: 50 })).json().errors.value).toEqual([
      "Jenis dan nilai diskon tidak dapat diubah setelah kode dipakai",
    ]);
    expect((await put({ maxRedemptions: 3, active: false })).statusCode).toBe(200);
  });
});

describe("the checkout quote and a checkout with a code", () => {
  it("quotes the discounted total, and refuses unknown, ended, exhausted and other products' codes alike", async () => {
    const seller = await sellerStore(t);
    const ebook = await publishDownload(t, seller, { price: 100_000, title: "E-book Resep" });
    const kelas = await publishDownload(t, seller, { price: 49_000, title: "Kelas Foto" });
    await discountOk(seller, { code: "HEMAT10", value: 10 });
    await discountOk(seller, {
      code: "LALU",
      value: 10,
      endsAt: "2020-01-01T00:00:00Z",
      startsAt: "2019-01-01T00:00:00Z",
    });
    await discountOk(seller, { code: "EBOOK", type: "fixed", value: 30_000, productIds: [ebook.id] });
    await discountOk(seller, { code: "SEKALI", value: 50, maxRedemptions: 1 });

    const ok = await quote({ productId: ebook.id, discountCode: "hemat10" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({
      items: [{ productId: ebook.id, title: "E-book Resep", price: 100_000 }],
      subtotal: 100_000,
      discount: 10_000,
      amount: 90_000,
      discountCode: "HEMAT10",
    });
    const message = async (body: Record<string, unknown>) => {
      const response = await quote(body);
      expect(response.statusCode).toBe(422);
      return response.json().errors.discountCode;
    };
    expect(await message({ productId: ebook.id, discountCode: "TIDAKADA" })).toEqual(["Kode promo tidak berlaku"]);
    expect(await message({ productId: ebook.id, discountCode: "LALU" })).toEqual(["Kode promo tidak berlaku"]);
    expect(await message({ productId: kelas.id, discountCode: "EBOOK" })).toEqual(["Kode promo tidak berlaku"]);
    // Used up by another buyer's checkout (the client's own would be taken over, ADR 0025).
    expect((await checkoutFrom(t, buyerIp(1), { productId: kelas.id, discountCode: "SEKALI" })).statusCode).toBe(201);
    expect(await message({ productId: ebook.id, discountCode: "SEKALI" })).toEqual(["Kode promo tidak berlaku"]);
    // Another seller's code does not exist in this store.
    const other = await sellerStore(t);
    await discountOk(other, { code: "ASING", value: 10 });
    expect(await message({ productId: ebook.id, discountCode: "ASING" })).toEqual(["Kode promo tidak berlaku"]);
  });

  it("charges the discounted total, takes the platform fee on it, and shows the code in the sale", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 100_000, title: "Preset Senja" });
    await discountOk(seller, { code: "DISKON25", value: 25 });
    const sale = await checkoutOk(t, product.id, { name: "Budi Santoso", discountCode: "diskon25" });
    expect(sale).toMatchObject({
      amount: 75_000,
      subtotal: 100_000,
      discount: 25_000,
      discountCode: "DISKON25",
      items: [{ productId: product.id, title: "Preset Senja", price: 100_000 }],
    });
    // PLATFORM_FEE_PERCENT of what the buyer paid, not of the list price.
    expect(sale.feeDetail.platform).toBe(platformFee(75_000, t.config.platformFeePercent));
    expect(sale.feeDetail.platform).toBeLessThan(platformFee(100_000, t.config.platformFeePercent));
    expect(sale.sellerNet).toBe(75_000 - sale.fee);
    expect((await payWithSandbox(t, sale.id)).statusCode).toBe(200);

    const sellerView = (await fetchTransaction(t, sale.id, seller.token)).json().data;
    expect(sellerView).toMatchObject({ discount: 25_000, discountCode: "DISKON25", subtotal: 100_000, amount: 75_000 });
    const found = await t.app.inject({
      method: "GET",
      url: "/v1/transactions?q=diskon25",
      headers: bearer(seller.token),
    });
    expect(found.json().data.map((row: { id: string }) => row.id)).toEqual([sale.id]);
    const csv = csvObjects(
      (await t.app.inject({ method: "GET", url: "/v1/transactions/export.csv", headers: bearer(seller.token) })).body,
    );
    expect(csv.find((row) => row["ID Transaksi"] === sale.id)).toMatchObject({
      Harga: "75000",
      "Kode Promo": "DISKON25",
      Diskon: "25000",
    });
    const [listed] = await listDiscounts(seller);
    expect(listed).toMatchObject({ redemptions: 1, paidCount: 1, revenue: 75_000 });
  });

  it("pays a 100 % off order at once without a gateway and delivers it", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 80_000 });
    await discountOk(seller, { code: "GRATIS", value: 100 });
    const response = await checkout(t, { productId: product.id, ...buyer(), discountCode: "GRATIS" });
    expect(response.statusCode).toBe(201);
    const sale = response.json().data;
    expect(sale).toMatchObject({ status: "paid", amount: 0, discount: 80_000, paymentMethod: null });
    expect(sale.delivery.files).toHaveLength(product.files.length);
    const row = await transactionRow(t.db, sale.id);
    expect(row).toMatchObject({ gateway: "none", fee: 0, sellerNet: 0 });
  });

  it("refuses a total between Rp1 and Rp999, which no gateway takes", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 10_000 });
    await discountOk(seller, { code: "HAMPIR", type: "fixed", value: 9_500 });
    const response = await checkout(t, {
      productId: product.id,
      paymentMethod: "qris",
      ...buyer(),
      discountCode: "HAMPIR",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.discountCode).toEqual(["Total setelah diskon harus Rp0 atau minimal Rp1.000"]);
    expect((await quote({ productId: product.id, discountCode: "HAMPIR" })).statusCode).toBe(422);
  });
});

describe("a code's uses", () => {
  it("lets exactly 5 of 20 concurrent checkouts use a 5-use code, and exactly 5 be paid", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 60_000 });
    await discountOk(seller, { code: "LIMA", value: 20, maxRedemptions: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkoutFrom(t, buyerIp(100 + i), {
          productId: product.id,
          ...buyer({ email: uniqueEmail(`serbu${i}`) }),
          discountCode: "LIMA",
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(15);
    for (const response of refused) expect(response.json().errors.discountCode).toEqual(["Kode promo tidak berlaku"]);
    const [listed] = await listDiscounts(seller);
    expect(listed.redemptions).toBe(5);
    const taken = responses.filter((response) => response.statusCode === 201).map((response) => response.json().data);
    await Promise.all(taken.map((sale) => payWithSandbox(t, sale.id)));
    expect((await listDiscounts(seller))[0]).toMatchObject({ redemptions: 5, paidCount: 5 });
    const late = await checkoutFrom(t, buyerIp(130), { productId: product.id, discountCode: "LIMA" });
    expect(late.statusCode).toBe(422);
  });

  it("gives the use back when the payment expires or fails", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 60_000 });
    await discountOk(seller, { code: "SATU", value: 20, maxRedemptions: 1 });
    // Each buyer from their own IP: one IP holds one use of a code at a time (ADR 0025).
    const from = async (n: number) => {
      const response = await checkoutFrom(t, buyerIp(200 + n), { productId: product.id, discountCode: "SATU" });
      expect(response.statusCode).toBe(201);
      return response.json().data;
    };
    const first = await from(1);
    expect((await checkoutFrom(t, buyerIp(202), { productId: product.id, discountCode: "SATU" })).statusCode).toBe(422);
    expect((await payWithSandbox(t, first.id, "expired")).statusCode).toBe(200);
    const second = await from(3);
    expect(second.discount).toBe(12_000);
    expect((await payWithSandbox(t, second.id, "failed")).statusCode).toBe(200);
    const third = await from(4);
    expect((await payWithSandbox(t, third.id)).statusCode).toBe(200);
    expect((await quote({ productId: product.id, discountCode: "SATU" })).json().errors.discountCode).toEqual([
      "Kode promo tidak berlaku",
    ]);
  });
});
