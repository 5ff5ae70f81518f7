/**
 * Refunds through the gateway that took the payment (ADR 0020), on the real app with
 * PAYMENT_GATEWAY=midtrans and =xendit against the local fake (test/helpers/fake-gateway.ts, which
 * answers with Midtrans' and Xendit's documented refund bodies): a refund is booked at once and sent
 * as a job; the gateway's answer, or its notification read back from its API, settles it; a virtual
 * account, a payment past its refund window and a refusal become manual (the buyer's bank link); a
 * lost answer never refunds twice; a notification is trusted only through the read-back.
 */
import { tables } from "@lapak/db";
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { type FakeGateway, loadVector, signMidtrans, startFakeGateway } from "../helpers/fake-gateway";
import {
  checkoutOk,
  deliverNotification,
  fetchTransaction,
  mailsTo,
  sellerWithDownload,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Midtrans' public demo sandbox server key (hard-coded in its SDK examples; see the vectors' README). */
const MIDTRANS_DEMO_KEY = "SB-Mid-server-GwUP_WGbJPXsDzsNEBRs8IYA";
const XENDIT_SECRET_KEY = "xnd_development_lapak_refund_test";
const XENDIT_TOKEN = "lapak-refund-test-callback-token";

async function refundRows(t: TestApp, transactionId: string) {
  return t.db.select().from(tables.refunds).where(eq(tables.refunds.transactionId, transactionId));
}

function refundOf(t: TestApp, token: string, transactionId: string, body: { amount?: number; reason: string }) {
  return t.app.inject({
    method: "POST",
    url: `/v1/transactions/${transactionId}/refunds`,
    headers: bearer(token),
    payload: body,
  });
}

describe("refunds with PAYMENT_GATEWAY=midtrans", () => {
  let fake: FakeGateway;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGateway({ midtransServerKey: MIDTRANS_DEMO_KEY });
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: "midtrans",
        MIDTRANS_SERVER_KEY: MIDTRANS_DEMO_KEY,
        MIDTRANS_API_URL: fake.url,
        GATEWAY_TIMEOUT_MS: "2000",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (body: unknown) =>
    deliverNotification(t, { rawBody: JSON.stringify(body) }, { gateway: "midtrans", headers: {} });

  /** A Midtrans notification for `sale` from the documented QRIS settlement body, in `status`, signed. */
  async function notificationFor(sale: Transaction, status = "settlement", key = MIDTRANS_DEMO_KEY) {
    const reference = (await transactionRow(t.db, sale.id)).gatewayReference;
    const body = {
      ...loadVector("midtrans_notification_qris_settlement.json").body,
      order_id: sale.id,
      transaction_id: reference,
      gross_amount: `${sale.amount}.00`,
      status_code: "200",
      transaction_status: status,
    };
    return { ...body, signature_key: signMidtrans(body, key) };
  }

  /** A sale of Rp100.000 paid through Midtrans by `method` (settled by its confirmed notification). */
  async function paidSale(method: "qris" | "gopay" | "bni_va" = "qris") {
    const { product, seller } = await sellerWithDownload(t, { price: 100_000 });
    const sale = await checkoutOk(t, product.id, { paymentMethod: method });
    fake.setMidtransStatus(sale.id, "settlement");
    expect((await deliver(await notificationFor(sale))).statusCode).toBe(200);
    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    return { seller, sale };
  }

  const refundCalls = (orderId: string) =>
    fake.requests.filter((r) => r.method === "POST" && r.path === `/v2/${orderId}/refund`);

  it("QRIS, whole sale: refund_key = our refund id, the documented answer settles it, the buyer is told", async () => {
    const { seller, sale } = await paidSale("qris");

    const response = await refundOf(t, seller.token, sale.id, { reason: "Berkas rusak" });

    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(response.json().data).toMatchObject({ status: "pending", method: "gateway", amount: 100_000 });
    const [call] = refundCalls(sale.id);
    expect(call?.body).toEqual({ refund_key: id, amount: 100_000, reason: "Berkas rusak" });
    const [row] = await refundRows(t, sale.id);
    expect(row).toMatchObject({ status: "succeeded", method: "gateway", gatewayReference: expect.any(String) });
    expect(fake.midtrans.get(sale.id)?.transactionStatus).toBe("refund");
    const buyerMails = mailsTo(t, (await transactionRow(t.db, sale.id)).buyerEmail, "refund-buyer").map(
      (mail) => mail.text,
    );
    expect(buyerMails.some((text) => text.includes("Dana sedang diproses"))).toBe(true);
    expect(buyerMails.some((text) => text.includes("Dana dikembalikan: Rp100.000"))).toBe(true);
    expect((await fetchTransaction(t, sale.id)).json().data).toMatchObject({
      refundStatus: "refunded",
      refundRoute: "payment_method",
    });
    const detail = await t.app.inject({
      method: "GET",
      url: `/v1/transactions/${sale.id}/detail`,
      headers: bearer(seller.token),
    });
    expect(detail.json().data).toMatchObject({ sandbox: false });
  });

  it("GoPay in two parts: partial_refund, then refund; each part sent once with its own key", async () => {
    const { seller, sale } = await paidSale("gopay");

    const first = await refundOf(t, seller.token, sale.id, { amount: 40_000, reason: "Satu modul rusak" });
    expect(first.statusCode).toBe(201);
    expect(fake.midtrans.get(sale.id)?.transactionStatus).toBe("partial_refund");
    const rest = await refundOf(t, seller.token, sale.id, { reason: "Sisanya" });
    expect(rest.statusCode).toBe(201);

    expect(refundCalls(sale.id).map((call) => call.body.amount)).toEqual([40_000, 60_000]);
    expect(fake.midtrans.get(sale.id)?.transactionStatus).toBe("refund");
    const rows = await refundRows(t, sale.id);
    expect(rows.map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("a lost answer: the signed refund notification is read back through the status API and settles it once", async () => {
    const { seller, sale } = await paidSale("qris");
    // The refund reaches Midtrans but its answer, and the status check after it, are lost.
    fake.failNext("lose-answer", 2);

    const response = await refundOf(t, seller.token, sale.id, { reason: "Pembeli membayar dua kali" });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect((await refundRows(t, sale.id))[0]?.status).toBe("pending");

    const checksBefore = fake.requests.filter((r) => r.path === `/v2/${sale.id}/status`).length;
    expect((await deliver(await notificationFor(sale, "refund"))).statusCode).toBe(200);

    expect(fake.requests.filter((r) => r.path === `/v2/${sale.id}/status`).length).toBe(checksBefore + 1);
    expect(await refundRows(t, sale.id)).toMatchObject([{ id, status: "succeeded" }]);
    expect(refundCalls(sale.id)).toHaveLength(1);
    expect(fake.midtrans.get(sale.id)?.refunds).toHaveLength(1);
    // A re-delivery changes nothing and is recorded once.
    expect((await deliver(await notificationFor(sale, "refund"))).statusCode).toBe(200);
    const events = await t.db
      .select()
      .from(tables.paymentEvents)
      .where(eq(tables.paymentEvents.transactionId, sale.id));
    expect(events.filter((event) => event.eventKey.startsWith("refund:"))).toHaveLength(1);
  });

  it("a refund notification with a forged signature is 401 and settles nothing", async () => {
    const { seller, sale } = await paidSale("qris");
    fake.failNext("lose-answer", 2);
    expect((await refundOf(t, seller.token, sale.id, { reason: "Uji" })).statusCode).toBe(201);

    const forged = await notificationFor(sale, "refund", "not-the-server-key");
    expect((await deliver(forged)).statusCode).toBe(401);
    expect((await refundRows(t, sale.id))[0]?.status).toBe("pending");
  });

  it("a virtual account has no refund API: manual, the buyer gets the bank-account link, Midtrans is not called", async () => {
    const { seller, sale } = await paidSale("bni_va");

    const response = await refundOf(t, seller.token, sale.id, { reason: "Salah beli" });

    expect(response.json().data).toMatchObject({ status: "manual", method: "manual" });
    expect(refundCalls(sale.id)).toHaveLength(0);
    const [mail] = mailsTo(t, (await transactionRow(t.db, sale.id)).buyerEmail, "refund-buyer");
    expect(mail?.text).toMatch(/\/refund-bank\/[0-9a-f-]{36}\?signature=/);
    expect(mail?.text).toContain("dana ditransfer ke rekening itu paling lambat 3 hari kerja");
  });

  it("QRIS paid 8 days ago is past Midtrans' 7-day window: manual", async () => {
    const { seller, sale } = await paidSale("qris");
    await t.db
      .update(tables.transactions)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(tables.transactions.id, sale.id));

    const response = await refundOf(t, seller.token, sale.id, { reason: "Terlambat" });

    expect(response.json().data).toMatchObject({ status: "manual", method: "manual" });
    expect(refundCalls(sale.id)).toHaveLength(0);
  });

  it("Midtrans refuses (the documented 412): the refund becomes manual and the buyer gets the link", async () => {
    const { seller, sale } = await paidSale("qris");
    fake.answerNext(200, loadVector("midtrans_expire_response_cannot_modify.json").body);

    const response = await refundOf(t, seller.token, sale.id, { reason: "Ditolak" });

    expect(response.statusCode).toBe(201);
    expect((await refundRows(t, sale.id))[0]).toMatchObject({ status: "manual", method: "manual" });
    const texts = mailsTo(t, (await transactionRow(t.db, sale.id)).buyerEmail, "refund-buyer").map((mail) => mail.text);
    expect(texts.some((text) => /\/refund-bank\//.test(text))).toBe(true);
    // Paid by QRIS, yet the money now comes by bank transfer: the order page says so.
    expect((await fetchTransaction(t, sale.id)).json().data).toMatchObject({ refundRoute: "bank_transfer" });
    // The money already left the seller's balance when the refund was asked for; it stays out.
    const ledger = await t.db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.kind, "refund"));
    expect(ledger.filter((entry) => entry.sellerId === seller.user.id)).toHaveLength(1);
  });

  it("two requests at once for the whole sale: one refund, one call to Midtrans", async () => {
    const { seller, sale } = await paidSale("qris");
    const answers = await Promise.all([
      refundOf(t, seller.token, sale.id, { reason: "Klik dua kali" }),
      refundOf(t, seller.token, sale.id, { reason: "Klik dua kali" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(refundCalls(sale.id)).toHaveLength(1);
    expect(await refundRows(t, sale.id)).toHaveLength(1);
  });
});

describe("refunds with PAYMENT_GATEWAY=xendit", () => {
  let fake: FakeGateway;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGateway({ xenditSecretKey: XENDIT_SECRET_KEY });
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: "xendit",
        XENDIT_SECRET_KEY,
        XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
        XENDIT_API_URL: fake.url,
        GATEWAY_TIMEOUT_MS: "2000",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (body: unknown, token = XENDIT_TOKEN) =>
    deliverNotification(
      t,
      { rawBody: JSON.stringify(body) },
      { gateway: "xendit", headers: { "x-callback-token": token } },
    );

  /** A sale of Rp100.000 paid through Xendit by `method`: the fake captures it, the documented v3 webhook says so. */
  async function paidSale(method: "qris" | "dana" | "bca_va" = "qris") {
    const { product, seller } = await sellerWithDownload(t, { price: 100_000 });
    const sale = await checkoutOk(t, product.id, { paymentMethod: method });
    const paymentRequestId = (await transactionRow(t.db, sale.id)).gatewayReference as string;
    const paymentId = fake.captureXendit(paymentRequestId);
    const { body } = loadVector("xendit_payment_v3_webhook_payment_capture_bri_va.json");
    const capture = {
      ...body,
      data: { ...body.data, payment_id: paymentId, payment_request_id: paymentRequestId, reference_id: sale.id },
    };
    capture.data.request_amount = sale.amount;
    expect((await deliver(capture)).statusCode).toBe(200);
    expect(await transactionRow(t.db, sale.id)).toMatchObject({ status: "paid", gatewayPaymentId: paymentId });
    return { seller, sale, paymentId };
  }

  /** The documented `refund.succeeded` webhook, pointed at `refund` (doubled envelope as documented). */
  function refundWebhook(refund: { id: string; gatewayReference: string | null }) {
    const { body } = loadVector("xendit_refund_webhook_succeeded.json");
    body.data.data = { ...body.data.data, id: refund.gatewayReference, reference_id: refund.id, currency: "IDR" };
    return body;
  }

  const refundCalls = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v3/refunds");

  it("QRIS, part of a sale: POST /v3/refunds with api-version and idempotency key; PENDING waits for the webhook, read back by GET", async () => {
    const { seller, sale, paymentId } = await paidSale("qris");

    const response = await refundOf(t, seller.token, sale.id, { amount: 30_000, reason: "Satu file rusak" });

    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [call] = refundCalls();
    expect(call?.headers).toMatchObject({ "api-version": "2024-11-11", "idempotency-key": id });
    expect(call?.body).toMatchObject({
      reference_id: id,
      payment_id: paymentId,
      amount: 30_000,
      reason: "REQUESTED_BY_CUSTOMER",
    });
    const [pending] = await refundRows(t, sale.id);
    expect(pending).toMatchObject({ status: "pending", gatewayReference: expect.stringMatching(/^rfd-/) });

    const stored = fake.xenditRefunds.get(pending?.gatewayReference as string);
    if (stored) stored.status = "SUCCEEDED";
    expect((await deliver(refundWebhook({ id, gatewayReference: pending?.gatewayReference ?? null }))).statusCode).toBe(
      200,
    );

    expect(fake.requests.some((r) => r.method === "GET" && r.path === `/v3/refunds/${pending?.gatewayReference}`)).toBe(
      true,
    );
    expect((await refundRows(t, sale.id))[0]?.status).toBe("succeeded");
    expect((await fetchTransaction(t, sale.id)).json().data).toMatchObject({
      refundedAmount: 30_000,
      refundStatus: "partially_refunded",
    });
    fake.requests.length = 0;
  });

  it("a webhook that says succeeded while Xendit's API says FAILED: the API wins, the refund becomes manual", async () => {
    const { seller, sale } = await paidSale("dana");
    const response = await refundOf(t, seller.token, sale.id, { reason: "Produk tidak sesuai" });
    const { id } = response.json().data;
    const [pending] = await refundRows(t, sale.id);
    const stored = fake.xenditRefunds.get(pending?.gatewayReference as string);
    if (stored) stored.status = "FAILED";

    expect((await deliver(refundWebhook({ id, gatewayReference: pending?.gatewayReference ?? null }))).statusCode).toBe(
      200,
    );

    expect((await refundRows(t, sale.id))[0]).toMatchObject({ status: "manual", method: "manual" });
    const texts = mailsTo(t, (await transactionRow(t.db, sale.id)).buyerEmail, "refund-buyer").map((mail) => mail.text);
    expect(texts.some((text) => /\/refund-bank\//.test(text))).toBe(true);
  });

  it("SUCCEEDED in the create answer settles at once", async () => {
    fake.xenditRefundStatus = "SUCCEEDED";
    try {
      const { seller, sale } = await paidSale("qris");
      expect((await refundOf(t, seller.token, sale.id, { reason: "Duplikat" })).statusCode).toBe(201);
      expect((await refundRows(t, sale.id))[0]?.status).toBe("succeeded");
    } finally {
      fake.xenditRefundStatus = "PENDING";
    }
  });

  it("a refund webhook with a wrong token is 401 and changes nothing", async () => {
    const { seller, sale } = await paidSale("qris");
    const { id } = (await refundOf(t, seller.token, sale.id, { reason: "Uji token" })).json().data;
    const [pending] = await refundRows(t, sale.id);

    const response = await deliver(
      refundWebhook({ id, gatewayReference: pending?.gatewayReference ?? null }),
      "forged",
    );

    expect(response.statusCode).toBe(401);
    expect((await refundRows(t, sale.id))[0]?.status).toBe("pending");
  });

  it("a virtual account: manual, Xendit is not called", async () => {
    const { seller, sale } = await paidSale("bca_va");
    const before = refundCalls().length;
    const response = await refundOf(t, seller.token, sale.id, { reason: "Salah produk" });
    expect(response.json().data).toMatchObject({ status: "manual", method: "manual" });
    expect(refundCalls()).toHaveLength(before);
  });
});
