/**
 * Promo codes cannot be guessed (ADR 0025): a buyer is told "Kode promo tidak berlaku" for every
 * code that does not apply, whatever the reason, on the quote and at checkout, while the seller's
 * own list keeps each code's state; and wrong codes are limited to 10 a minute per IP and product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerIp, checkoutFrom, discountOk, listDiscounts, quote } from "../helpers/discounts";
import { publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const NOT_APPLICABLE = ["Kode promo tidak berlaku"];

describe("what a buyer is told about a code that does not apply", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says one thing for an unknown, ended, unstarted, used-up, switched-off or other product's code", async () => {
    const seller = await sellerStore(t);
    const ebook = await publishDownload(t, seller, { price: 100_000 });
    const kelas = await publishDownload(t, seller, { price: 49_000 });
    await discountOk(t, seller, { code: "LALU", startsAt: "2019-01-01T00:00:00Z", endsAt: "2020-01-01T00:00:00Z" });
    await discountOk(t, seller, { code: "NANTI", startsAt: "2099-01-01T00:00:00Z" });
    await discountOk(t, seller, { code: "SEKALI", maxRedemptions: 1 });
    await discountOk(t, seller, { code: "MATI", active: false });
    await discountOk(t, seller, { code: "EBOOK", productIds: [ebook.id] });
    await discountOk(t, await sellerStore(t), { code: "ASING" });
    expect((await checkoutFrom(t, buyerIp(1), { productId: ebook.id, discountCode: "SEKALI" })).statusCode).toBe(201);

    const tries = [
      { productId: ebook.id, discountCode: "TIDAKADA" },
      { productId: ebook.id, discountCode: "LALU" },
      { productId: ebook.id, discountCode: "NANTI" },
      { productId: ebook.id, discountCode: "SEKALI" },
      { productId: ebook.id, discountCode: "MATI" },
      { productId: kelas.id, discountCode: "EBOOK" },
      { productId: ebook.id, discountCode: "ASING" },
    ];
    for (const body of tries) {
      const quoted = await quote(t, body, buyerIp(2));
      expect(quoted.statusCode).toBe(422);
      expect(quoted.json()).toMatchObject({ message: NOT_APPLICABLE[0], errors: { discountCode: NOT_APPLICABLE } });
      const checkout = await checkoutFrom(t, buyerIp(2), body);
      expect(checkout.statusCode).toBe(422);
      expect(checkout.json().errors).toEqual({ discountCode: NOT_APPLICABLE });
    }

    // The seller's own list still tells each code's state apart.
    const codes = Object.fromEntries((await listDiscounts(t, seller)).map((d: { code: string }) => [d.code, d]));
    expect(codes.SEKALI).toMatchObject({ redemptions: 1, maxRedemptions: 1 });
    expect(codes.MATI).toMatchObject({ active: false });
    expect(codes.LALU.endsAt).toBe("2020-01-01T00:00:00.000Z");
    expect(codes.NANTI.startsAt).toBe("2099-01-01T00:00:00.000Z");
    expect(codes.EBOOK.productIds).toEqual([ebook.id]);
  });
});

describe("the limit on code attempts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
  });
  afterAll(() => t.close());

  it("answers 429 in Indonesian after 10 wrong codes a minute from one IP on one product", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 100_000 });
    const other = await publishDownload(t, seller, { price: 80_000 });
    await discountOk(t, seller, { code: "VIP100", type: "fixed", value: 20_000 });
    const ip = buyerIp(10);

    for (let i = 0; i < 10; i++) {
      const wrong = await quote(t, { productId: product.id, discountCode: `VIP${i}` }, ip);
      expect(wrong.statusCode).toBe(422);
    }
    // The 11th try is refused before it is looked at: even the right code says nothing.
    const limited = await quote(t, { productId: product.id, discountCode: "VIP100" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Terlalu banyak percobaan kode promo\. Coba lagi dalam \d+ detik\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const atCheckout = await checkoutFrom(t, ip, { productId: product.id, discountCode: "VIP100" });
    expect(atCheckout.statusCode).toBe(429);

    // Without a code, on another product, or from another IP, nothing is held up.
    expect((await checkoutFrom(t, ip, { productId: product.id })).statusCode).toBe(201);
    expect((await quote(t, { productId: other.id, discountCode: "VIP100" }, ip)).statusCode).toBe(200);
    expect((await quote(t, { productId: product.id, discountCode: "VIP100" }, buyerIp(11))).statusCode).toBe(200);
  });

  it("never counts a code that applies, however often it is quoted and used", async () => {
    const seller = await sellerStore(t);
    const product = await publishDownload(t, seller, { price: 100_000 });
    await discountOk(t, seller, { code: "BENAR", value: 10 });
    const ip = buyerIp(20);
    for (let i = 0; i < 12; i++)
      expect((await quote(t, { productId: product.id, discountCode: "benar" }, ip)).statusCode).toBe(200);
    expect((await checkoutFrom(t, ip, { productId: product.id, discountCode: "BENAR" })).statusCode).toBe(201);
    for (let i = 0; i < 9; i++)
      expect((await quote(t, { productId: product.id, discountCode: `SALAH${i}` }, ip)).statusCode).toBe(422);
    expect((await quote(t, { productId: product.id, discountCode: "BENAR" }, ip)).statusCode).toBe(200);
  });
});
