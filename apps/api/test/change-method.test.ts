/**
 * `POST /v1/transactions/{id}/change-method` (issue 12): a new attempt with another method for
 * the same buyer and product, idempotent, and the old pending attempt no longer left pending.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOk, fetchTransaction, payWithSandbox, sellerWithDownload, transactionRow } from "./helpers/payments";
import { createTestApp, type TestApp } from "./helpers/test-app";

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
