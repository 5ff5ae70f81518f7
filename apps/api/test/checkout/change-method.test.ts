/**
 * `POST /v1/transactions/{id}/change-method` (SPEC §4): a new attempt with another method for
 * the same buyer and product, idempotent, and the old pending attempt no longer left pending; a
 * discount code's use passes to the new attempt, also at the code's limit (ADR 0019, ADR 0025).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/accounts";
import { buyerIp, checkoutFrom, discountOk, listDiscounts } from "../helpers/discounts";
import {
  buyer,
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  sellerWithDownload,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (id: string, paymentMethod: string) =>
  t.app.inject({ method: "POST", url: `/v1/transactions/${id}/change-method`, payload: { paymentMethod } });

describe("changing the payment method of a checkout", () => {
  it("starts a new attempt for the same buyer, once however often it is asked, and retires the old one", async () => {
    const { product } = await sellerWithDownload(t);
    const first = await checkoutOk(t, product.id, { email: "sari.ganti@example.com", phone: "0812 1111 2222" });

    const [a, b] = await Promise.all([change(first.id, "bca_va"), change(first.id, "bca_va")]);

    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    const next = a.json().data;
    expect(b.json().data.id).toBe(next.id);
    expect(next.id).not.toBe(first.id);
    expect(next).toMatchObject({ status: "pending", paymentMethod: "bca_va", amount: first.amount });
    expect(next.payment.vaNumber).toMatch(/^\d{10,20}$/);
    const row = await transactionRow(t.db, next.id);
    expect(row).toMatchObject({ buyerEmail: "sari.ganti@example.com", buyerPhone: "6281211112222" });
    expect(row.productId).toBe(product.id);
    expect((await fetchTransaction(t, first.id)).json().data.status).toBe("expired");
  });

  it("answers the same attempt for its own method, 409 once paid, 422 for an unknown method", async () => {
    const { product } = await sellerWithDownload(t);
    const pending = await checkoutOk(t, product.id);

    const same = await change(pending.id, "qris");
    expect(same.statusCode).toBe(201);
    expect(same.json().data.id).toBe(pending.id);
    expect((await change(pending.id, "bitcoin")).statusCode).toBe(422);

    expect((await payWithSandbox(t, pending.id)).statusCode).toBe(200);
    const paid = await change(pending.id, "bca_va");
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe("Pesanan ini sudah dibayar");
    expect((await change("0190f5a8-7c1e-7b3a-9c2d-1e2f3a4b5c6d", "qris")).statusCode).toBe(404);
  });

  it("a late payment to the retired attempt still settles it", async () => {
    const { product } = await sellerWithDownload(t);
    const first = await checkoutOk(t, product.id);
    expect((await change(first.id, "bni_va")).statusCode).toBe(201);

    expect((await payWithSandbox(t, first.id)).statusCode).toBe(200);
    expect((await fetchTransaction(t, first.id)).json().data.status).toBe("paid");
  });
});

describe("changing the method of a checkout with a discount code", () => {
  it("passes the last use of a code to the new attempt at the same price", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 80_000 });
    await discountOk(t, seller, { code: "TERAKHIR", value: 25, maxRedemptions: 1 });
    const first = (await checkoutFrom(t, buyerIp(1), { productId: product.id, discountCode: "TERAKHIR" })).json().data;
    expect(first.amount).toBe(60_000);

    const changed = await change(first.id, "bca_va");
    expect(changed.statusCode).toBe(201);
    expect(changed.json().data).toMatchObject({ amount: 60_000, discount: 20_000, discountCode: "TERAKHIR" });
    expect((await fetchTransaction(t, first.id)).json().data.status).toBe("expired");
    const [listed] = await listDiscounts(t, seller);
    expect(listed.redemptions).toBe(1);
    // The use moved, it was not freed: another buyer still finds the code used up.
    const other = await checkoutFrom(t, buyerIp(2), { productId: product.id, discountCode: "TERAKHIR" });
    expect(other.statusCode).toBe(422);
  });

  it("passes each use on when 8 checkouts holding all 8 uses change their method at once", async () => {
    const { seller, product } = await sellerWithDownload(t, { price: 50_000 });
    await discountOk(t, seller, { code: "DELAPAN", type: "fixed", value: 10_000, maxRedemptions: 8 });
    const firsts = [];
    for (let i = 0; i < 8; i++) {
      const response = await checkoutFrom(t, buyerIp(10 + i), {
        productId: product.id,
        ...buyer({ email: uniqueEmail(`ganti${i}`) }),
        discountCode: "DELAPAN",
      });
      expect(response.statusCode).toBe(201);
      firsts.push(response.json().data);
    }

    const changed = await Promise.all(firsts.map((first) => change(first.id, "bni_va")));

    expect(changed.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    for (const response of changed) expect(response.json().data).toMatchObject({ amount: 40_000, discount: 10_000 });
    const [listed] = await listDiscounts(t, seller);
    expect(listed.redemptions).toBe(8);
    const ninth = await checkoutFrom(t, buyerIp(30), { productId: product.id, discountCode: "DELAPAN" });
    expect(ninth.statusCode).toBe(422);
  });
});
