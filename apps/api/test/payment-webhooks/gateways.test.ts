/**
 * The real app with PAYMENT_GATEWAY=midtrans and =xendit against the local fake gateway
 * (test/helpers/fake-gateway.ts, answering with the vendors' documented bodies): checkout asks the
 * gateway for the right thing and shows its instructions; a failing or silent gateway fails the
 * transaction; the documented notifications are verified, recorded and applied once.
 */
import { randomUUID } from "node:crypto";
import { tables } from "@lapak/db";
import type { PaymentGatewayName, Transaction } from "@lapak/shared/schemas/transaction";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, loadVector, signMidtrans, startFakeGateway, vectorNames } from "../helpers/fake-gateway";
import {
  balanceOf,
  buyer,
  checkout,
  checkoutOk,
  deliverNotification,
  eventsOf,
  ledgerOf,
  sellerWithDownload,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Midtrans' public demo sandbox server key (hard-coded in its SDK examples; see the vectors' README). */
const MIDTRANS_DEMO_KEY = "SB-Mid-server-GwUP_WGbJPXsDzsNEBRs8IYA";
const XENDIT_SECRET_KEY = "xnd_development_lapak_api_test";
const XENDIT_TOKEN = "lapak-api-test-callback-token";

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

/** How many rows the money tables hold (a notification that must change nothing leaves them equal). */
async function moneyCounts(t: TestApp) {
  const [transactions] = await t.db.select({ n: count() }).from(tables.transactions);
  const [ledger] = await t.db.select({ n: count() }).from(tables.ledgerEntries);
  const paid = await t.db
    .select({ n: count() })
    .from(tables.transactions)
    .where(eq(tables.transactions.status, "paid"));
  return { transactions: Number(transactions?.n), ledger: Number(ledger?.n), paid: Number(paid[0]?.n) };
}

async function inboxRow(t: TestApp, gateway: PaymentGatewayName, eventKey: string) {
  const e = tables.paymentEvents;
  const [row] = await t.db
    .select()
    .from(e)
    .where(and(eq(e.gateway, gateway), eq(e.eventKey, eventKey)));
  return row;
}

async function methodCodes(t: TestApp) {
  const response = await t.app.inject({ method: "GET", url: "/v1/payment-methods" });
  expect(response.statusCode).toBe(200);
  return response.json().data as { code: string; kind: string; name: string }[];
}

describe("PAYMENT_GATEWAY=midtrans", () => {
  let fake: FakeGateway;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGateway({ midtransServerKey: MIDTRANS_DEMO_KEY });
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: "midtrans",
        MIDTRANS_SERVER_KEY: MIDTRANS_DEMO_KEY,
        MIDTRANS_API_URL: fake.url,
        // Each webhook makes a status call (ten at once below): 500 ms is too tight on 2 busy cores.
        GATEWAY_TIMEOUT_MS: "2000",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A settlement (or other) notification for `sale`, from the documented QRIS settlement body, signed with the key. */
  async function notificationFor(
    sale: Transaction,
    { status = "settlement", statusCode = "200", grossAmount = `${sale.amount}.00`, key = MIDTRANS_DEMO_KEY } = {},
  ) {
    const reference = (await transactionRow(t.db, sale.id)).gatewayReference;
    const body = {
      ...loadVector("midtrans_notification_qris_settlement.json").body,
      order_id: sale.id,
      transaction_id: reference,
      gross_amount: grossAmount,
      status_code: statusCode,
      transaction_status: status,
    };
    return { ...body, signature_key: signMidtrans(body, key) };
  }

  const deliver = (body: unknown) =>
    deliverNotification(
      t,
      { rawBody: JSON.stringify(body) },
      { gateway: "midtrans", headers: { "user-agent": "Veritrans" } },
    );

  /** How many times the app asked the fake Midtrans `GET /v2/{orderId}/status`. */
  const statusChecks = (orderId: string) =>
    fake.requests.filter((r) => r.method === "GET" && r.path === `/v2/${orderId}/status`).length;

  /** A seller with a fresh pending Midtrans transaction (QRIS unless `paymentMethod`). */
  async function pendingMidtransSale(paymentMethod: "qris" | "bni_va" | "gopay" | "shopeepay" = "qris") {
    const { product, seller } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod });
    return { seller, sale };
  }

  it("GET /v1/payment-methods lists Midtrans' methods, Mandiri as a bill", async () => {
    const methods = await methodCodes(t);
    expect(methods.map((m) => m.code)).toEqual([
      "qris",
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "gopay",
      "shopeepay",
    ]);
    expect(methods.find((m) => m.code === "mandiri_va")).toMatchObject({ kind: "bill", name: "Mandiri Bill Payment" });
  });

  it("QRIS: 201 with Midtrans' QR string and our QR image; the charge carries our order, amount, key and expiry", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "qris" });

    expect(sale.status).toBe("pending");
    expect(sale.payment).toMatchObject({
      kind: "qris",
      qrString: loadVector("midtrans_charge_response_qris_with_qr_string.json").body.qr_string,
      qrImageUrl: `/v1/transactions/${sale.id}/qr.svg`,
    });
    const sent = fake.requests.filter((r) => r.path === "/v2/charge").at(-1);
    expect(sent?.headers.authorization).toBe(basic(MIDTRANS_DEMO_KEY));
    expect(sent?.body).toMatchObject({
      payment_type: "qris",
      transaction_details: { order_id: sale.id, gross_amount: 49_000 },
      item_details: [{ price: 49_000, quantity: 1 }],
      customer_details: { phone: "+6281234567890" },
    });
    // custom_expiry (WIB) ends at the transaction's expiresAt, which is Midtrans' answered expiry_time.
    const { order_time, expiry_duration, unit } = sent?.body.custom_expiry ?? {};
    expect(unit).toBe("minute");
    const [date, time] = String(order_time).split(" ");
    const expiry = Date.parse(`${date}T${time}+07:00`) + expiry_duration * 60_000;
    expect(new Date(sale.expiresAt ?? "").getTime()).toBe(expiry);
    expect(Math.abs(expiry - (Date.now() + 60 * 60_000))).toBeLessThan(5000);
    expect((await transactionRow(t.db, sale.id)).gatewayReference).toBe(
      fake.midtrans.get(sale.id)?.answer.transaction_id,
    );
  });

  it("VA and Mandiri Bill: the documented VA number, the bill key and biller code", async () => {
    const { product } = await sellerWithDownload(t);
    const va = await checkoutOk(t, product.id, { paymentMethod: "bca_va" });
    expect(va.payment).toMatchObject({ kind: "va", bank: "bca", vaNumber: "812785002530231" });
    expect(fake.requests.at(-1)?.body).toMatchObject({ payment_type: "bank_transfer", bank_transfer: { bank: "bca" } });
    const bill = await checkoutOk(t, product.id, { paymentMethod: "mandiri_va" });
    expect(bill.payment).toMatchObject({ kind: "bill", billerCode: "70012", billKey: "778347787706" });
  });

  it.each(["http500", "hang"] as const)("Midtrans %s → 502 and the transaction is failed", async (mode) => {
    const { product } = await sellerWithDownload(t);
    fake.failNext(mode);
    const started = Date.now();
    const response = await checkout(t, { productId: product.id, ...buyer(), paymentMethod: "bni_va" });

    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe("gateway_error");
    expect(Date.now() - started).toBeLessThan(5000);
    const orderId = fake.requests.at(-1)?.body.transaction_details.order_id;
    expect((await transactionRow(t.db, orderId)).status).toBe("failed");
  });

  it("pending then settlement: paid once, the seller credited once, a re-delivery changes nothing", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "qris" });

    const pending = await deliver(await notificationFor(sale, { status: "pending", statusCode: "201" }));
    expect(pending.statusCode).toBe(200);
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");

    fake.setMidtransStatus(sale.id, "settlement");
    const settlement = await notificationFor(sale);
    expect((await deliver(settlement)).json()).toEqual({ data: { received: true } });
    expect((await deliver(settlement)).statusCode).toBe(200);

    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    const balance = await balanceOf(t, seller.token);
    expect(balance.pending).toBe(sale.sellerNet);
    expect(balance.totalEarned).toBe(sale.sellerNet);
    const events = await eventsOf(t.db, sale.id);
    expect(events.map((e) => e.eventKey).sort()).toEqual([`${sale.id}:200`, `${sale.id}:201`]);
  });

  it("a signed pending notification edited to settlement is 401: nothing paid, no ledger row, nothing recorded", async () => {
    const { seller, sale } = await pendingMidtransSale();
    fake.setMidtransStatus(sale.id, "settlement"); // even when Midtrans could confirm, a lying body is refused
    const pending = await notificationFor(sale, { status: "pending", statusCode: "201" });
    const before = await moneyCounts(t);

    const response = await deliver({ ...pending, transaction_status: "settlement" });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Tanda tangan notifikasi tidak valid", code: "invalid_signature" });
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
    expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);
    expect(await eventsOf(t.db, sale.id)).toEqual([]);
    expect(await moneyCounts(t)).toEqual(before);
  });

  it("a signed body replayed with another transaction_id records no new event and changes nothing", async () => {
    const { seller, sale } = await pendingMidtransSale("bni_va");
    const pending = await notificationFor(sale, { status: "pending", statusCode: "201" });
    expect((await deliver(pending)).statusCode).toBe(200);
    fake.setMidtransStatus(sale.id, "settlement");
    const settlement = await notificationFor(sale);
    expect((await deliver(settlement)).statusCode).toBe(200);
    const recorded = await eventsOf(t.db, sale.id);
    const checks = statusChecks(sale.id);

    for (const body of [pending, settlement]) {
      const replay = { ...body, transaction_id: randomUUID(), transaction_time: "2030-01-01 00:00:00" };
      expect((await deliver(replay)).statusCode).toBe(200);
    }

    expect(await eventsOf(t.db, sale.id)).toEqual(recorded);
    expect(recorded.map((e) => e.eventKey).sort()).toEqual([`${sale.id}:200`, `${sale.id}:201`]);
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect(statusChecks(sale.id)).toBe(checks); // a settled order is not asked about again
  });

  it("a settlement the status API does not confirm (still pending, or unknown to Midtrans) is 503: not paid, nothing recorded", async () => {
    const { seller, sale } = await pendingMidtransSale();
    const settlement = await notificationFor(sale);

    const stillPending = await deliver(settlement);
    fake.setMidtransStatus(sale.id, null);
    const unknown = await deliver(settlement);

    for (const response of [stillPending, unknown]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: "Pembayaran belum dapat dikonfirmasi ke gateway, coba lagi nanti",
        code: "notification_unconfirmed",
      });
    }
    expect(statusChecks(sale.id)).toBe(2);
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
    expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);
    expect(await eventsOf(t.db, sale.id)).toEqual([]);
  });

  it("a settlement confirmed by the status API: paid and credited once, the copy asks nothing", async () => {
    const { seller, sale } = await pendingMidtransSale("gopay");
    fake.setMidtransStatus(sale.id, "settlement");
    const settlement = await notificationFor(sale);

    expect((await deliver(settlement)).json()).toEqual({ data: { received: true } });
    expect((await deliver(settlement)).statusCode).toBe(200);

    expect(statusChecks(sale.id)).toBe(1);
    const row = await transactionRow(t.db, sale.id);
    expect(row.status).toBe("paid");
    expect(row.gatewayReference).toBe(fake.midtrans.get(sale.id)?.answer.transaction_id);
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).totalEarned).toBe(sale.sellerNet);
    expect((await eventsOf(t.db, sale.id)).map((e) => [e.eventKey, e.outcome])).toEqual([
      [`${sale.id}:200`, "applied"],
    ]);
  });

  it.each(["http500", "hang"] as const)(
    "status API %s: 502 with nothing recorded, and Midtrans' retry applies it",
    async (mode) => {
      const { seller, sale } = await pendingMidtransSale("shopeepay");
      fake.setMidtransStatus(sale.id, "settlement");
      const settlement = await notificationFor(sale);
      fake.failNext(mode);

      const failed = await deliver(settlement);

      expect(failed.statusCode).toBe(502);
      expect(failed.json().code).toBe("gateway_error");
      expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
      expect(await eventsOf(t.db, sale.id)).toEqual([]);
      expect(await ledgerOf(t.db, seller.user.id)).toEqual([]);

      expect((await deliver(settlement)).statusCode).toBe(200);
      expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
      expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    },
  );

  it("expire is applied as the status API reads it: expired when Midtrans says so, paid when the order settled after all", async () => {
    const expiring = await pendingMidtransSale();
    fake.setMidtransStatus(expiring.sale.id, "expire");
    const settled = await pendingMidtransSale();
    fake.setMidtransStatus(settled.sale.id, "settlement");

    for (const { sale } of [expiring, settled]) {
      const expire = await notificationFor(sale, { status: "expire", statusCode: "202" });
      expect((await deliver(expire)).statusCode).toBe(200);
    }

    expect((await transactionRow(t.db, expiring.sale.id)).status).toBe("expired");
    expect((await eventsOf(t.db, expiring.sale.id)).map((e) => e.eventKey)).toEqual([`${expiring.sale.id}:202`]);
    expect(await ledgerOf(t.db, expiring.seller.user.id)).toEqual([]);
    expect((await transactionRow(t.db, settled.sale.id)).status).toBe("paid");
    expect((await eventsOf(t.db, settled.sale.id)).map((e) => e.eventKey)).toEqual([`${settled.sale.id}:200`]);
    expect(await ledgerOf(t.db, settled.seller.user.id)).toHaveLength(1);
  });

  it("capture then settlement of one order: one event, credited once", async () => {
    const { seller, sale } = await pendingMidtransSale();
    fake.setMidtransStatus(sale.id, "capture");
    expect((await deliver(await notificationFor(sale, { status: "capture" }))).statusCode).toBe(200);
    fake.setMidtransStatus(sale.id, "settlement");
    expect((await deliver(await notificationFor(sale))).statusCode).toBe(200);

    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await eventsOf(t.db, sale.id)).map((e) => [e.eventKey, e.outcome])).toEqual([
      [`${sale.id}:200`, "applied"],
    ]);
  });

  it("a capture Midtrans does not confirm yet leaves nothing behind: the settlement after it still pays", async () => {
    const { seller, sale } = await pendingMidtransSale();
    const capture = await notificationFor(sale, { status: "capture" });
    expect((await deliver(capture)).statusCode).toBe(503);

    fake.setMidtransStatus(sale.id, "settlement");
    expect((await deliver(await notificationFor(sale))).statusCode).toBe(200);
    expect((await deliver(capture)).statusCode).toBe(200); // Midtrans' retry of the capture

    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
  });

  it("10 concurrent copies of a settlement are each confirmed and credit the seller once", async () => {
    const { seller, sale } = await pendingMidtransSale();
    fake.setMidtransStatus(sale.id, "settlement");
    const settlement = await notificationFor(sale);

    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(settlement)));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerOf(t.db, seller.user.id)).toHaveLength(1);
    expect((await eventsOf(t.db, sale.id)).map((e) => e.outcome)).toEqual(["applied"]);
  });

  it("a bad signature is 401 and changes nothing", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "gopay" });
    const before = await moneyCounts(t);

    const foreign = await notificationFor(sale, { key: "SB-Mid-server-not-ours" });
    const tampered = { ...(await notificationFor(sale)), gross_amount: "1000.00" };
    const unsigned = { ...(await notificationFor(sale)), signature_key: undefined };
    for (const body of [foreign, tampered, unsigned]) {
      const response = await deliver(body);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("invalid_signature");
    }

    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
    expect(await eventsOf(t.db, sale.id)).toEqual([]);
    expect(await moneyCounts(t)).toEqual(before);
    expect((await balanceOf(t, seller.token)).totalEarned).toBe(0);
  });

  it("a signed notification with a fractional or wrong amount is recorded and changes no status", async () => {
    const { product } = await sellerWithDownload(t);
    for (const grossAmount of ["49000.50", "1000.00"]) {
      const sale = await checkoutOk(t, product.id, { paymentMethod: "shopeepay" });
      const before = await moneyCounts(t);

      expect((await deliver(await notificationFor(sale, { grossAmount }))).statusCode).toBe(200);

      expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
      expect((await eventsOf(t.db, sale.id)).map((e) => e.outcome)).toEqual(["amount_mismatch"]);
      expect(await moneyCounts(t)).toEqual(before);
      expect(statusChecks(sale.id)).toBe(0); // the amount is signed: nothing to ask Midtrans
    }
  });

  it("the documented notifications that verify with the demo key are accepted and recorded, changing nothing", async () => {
    const before = await moneyCounts(t);
    for (const name of [
      "midtrans_notification_credit_card_capture_sdk_signature_vector.json",
      "midtrans_notification_qris_settlement_pos_signature_verified.json",
    ]) {
      const { body } = loadVector(name);
      const response = await deliver(body);
      expect(response.statusCode, name).toBe(200);
      const row = await inboxRow(t, "midtrans", `${body.order_id}:${body.status_code}`);
      expect(row).toMatchObject({ transactionId: null, outcome: "unknown_transaction", body: JSON.stringify(body) });
      expect(statusChecks(body.order_id), name).toBe(0); // not our order: nothing to ask Midtrans
    }
    expect(await moneyCounts(t)).toEqual(before);
  });

  it("the docs' illustrative signatures are refused", async () => {
    const illustrative = vectorNames("midtrans_notification_").filter((name) => !name.includes("signature"));
    for (const name of illustrative.slice(0, 6)) {
      expect((await deliver(loadVector(name).body)).statusCode, name).toBe(401);
    }
  });

  it("another gateway's webhook path is 404", async () => {
    const response = await deliverNotification(t, { rawBody: "{}" }, { gateway: "xendit" });
    expect(response.statusCode).toBe(404);
  });
});

describe("PAYMENT_GATEWAY=xendit", () => {
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
        GATEWAY_TIMEOUT_MS: "500",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (body: unknown, headers: Record<string, string> = { "x-callback-token": XENDIT_TOKEN }) =>
    deliverNotification(t, { rawBody: JSON.stringify(body) }, { gateway: "xendit", headers });

  /** The documented v3 `payment.capture` (BRI VA) for `sale`. */
  async function captureFor(sale: Transaction, overrides: Record<string, unknown> = {}) {
    const reference = (await transactionRow(t.db, sale.id)).gatewayReference;
    const { body } = loadVector("xendit_payment_v3_webhook_payment_capture_bri_va.json");
    const data = { ...body.data, payment_id: `py-${sale.id}`, reference_id: sale.id, payment_request_id: reference };
    return { ...body, data: { ...data, request_amount: sale.amount, ...overrides } };
  }

  it("GET /v1/payment-methods lists Xendit's methods, Mandiri as a VA", async () => {
    const methods = await methodCodes(t);
    expect(methods.map((m) => m.code)).toEqual([
      "qris",
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "ovo",
      "dana",
      "shopeepay",
    ]);
    expect(methods.find((m) => m.code === "mandiri_va")?.kind).toBe("va");
  });

  it("QRIS: 201 with the QR string; the payment request carries our reference, amount, key, api-version and expiry", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "qris" });

    expect(sale.payment).toMatchObject({
      kind: "qris",
      qrString: loadVector("xendit_payment_method_v2_create_response_qris_sdk_fixture.json").body.qr_code
        .channel_properties.qr_string,
      qrImageUrl: `/v1/transactions/${sale.id}/qr.svg`,
    });
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe("/v3/payment_requests");
    expect(sent?.headers).toMatchObject({ authorization: basic(XENDIT_SECRET_KEY), "api-version": "2024-11-11" });
    expect(sent?.body).toMatchObject({
      reference_id: sale.id,
      request_amount: 49_000,
      currency: "IDR",
      country: "ID",
      channel_code: "QRIS",
      channel_properties: { expires_at: sale.expiresAt },
    });
    expect((await transactionRow(t.db, sale.id)).gatewayReference).toMatch(/^pr-/);
  });

  it("VA: the VA number and bank", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "mandiri_va" });
    expect(sale.payment).toMatchObject({
      kind: "va",
      bank: "mandiri",
      vaNumber: expect.stringMatching(/^8808\d{12}$/),
    });
    expect(fake.requests.at(-1)?.body.channel_code).toBe("MANDIRI_VIRTUAL_ACCOUNT");
  });

  it.each(["http500", "hang"] as const)("Xendit %s → 502 and the transaction is failed", async (mode) => {
    const { product } = await sellerWithDownload(t);
    fake.failNext(mode);
    const response = await checkout(t, { productId: product.id, ...buyer(), paymentMethod: "dana" });

    expect(response.statusCode).toBe(502);
    const orderId = fake.requests.at(-1)?.body.reference_id;
    expect((await transactionRow(t.db, orderId)).status).toBe("failed");
  });

  it("payment.capture with the right token: paid, credited once; the same webhook-id again changes nothing", async () => {
    const { product, seller } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "bri_va" });
    const capture = await captureFor(sale);
    const headers = { "x-callback-token": XENDIT_TOKEN, "webhook-id": `whk-${sale.id}` };
    const requests = fake.requests.length;

    expect((await deliver(capture, headers)).json()).toEqual({ data: { received: true } });
    expect((await deliver(capture, headers)).statusCode).toBe(200);
    expect((await deliver(capture)).statusCode).toBe(200); // no webhook-id: its own key, still one credit

    expect((await transactionRow(t.db, sale.id)).status).toBe("paid");
    expect((await balanceOf(t, seller.token)).totalEarned).toBe(sale.sellerNet);
    const events = await eventsOf(t.db, sale.id);
    expect(events.map((e) => e.eventKey).sort()).toEqual(
      [`${capture.data.payment_id}:SUCCEEDED`, `whk-${sale.id}`].sort(),
    );
    expect(fake.requests.length).toBe(requests); // the token covers the whole body: no status check
  });

  it("a wrong or missing x-callback-token is 401 and changes nothing", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "ovo" });
    const capture = await captureFor(sale);
    const before = await moneyCounts(t);

    const attempts: Record<string, string>[] = [
      { "x-callback-token": "not-the-token" },
      {},
      { "x-callback-token": "" },
    ];
    for (const headers of attempts) {
      const response = await deliver(capture, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("invalid_signature");
    }
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");
    expect(await eventsOf(t.db, sale.id)).toEqual([]);
    expect(await moneyCounts(t)).toEqual(before);
  });

  it("a failure webhook fails a pending transaction; a capture for another amount changes nothing", async () => {
    const { product } = await sellerWithDownload(t);
    const sale = await checkoutOk(t, product.id, { paymentMethod: "shopeepay" });
    const wrong = await captureFor(sale, { request_amount: 1000, payment_id: "py-wrong-amount" });
    expect((await deliver(wrong)).statusCode).toBe(200);
    expect((await transactionRow(t.db, sale.id)).status).toBe("pending");

    const { body } = loadVector("xendit_payment_v3_webhook_payment_failure.json");
    const data = {
      ...body.data,
      payment_id: `py-${sale.id}`,
      reference_id: sale.id,
      currency: "IDR",
      request_amount: sale.amount,
    };
    const failure = { ...body, data };
    expect((await deliver(failure)).statusCode).toBe(200);
    expect((await transactionRow(t.db, sale.id)).status).toBe("failed");
  });

  it("every documented callback is accepted with the token and recorded, changing nothing; refused without it", async () => {
    // Payment callbacks; refund webhooks settle refunds (refunds-gateway.test.ts).
    const names = vectorNames("xendit_").filter((name) => /callback|webhook/.test(name) && !/refund/.test(name));
    expect(names).toHaveLength(8);
    const before = await moneyCounts(t);
    for (const name of names) {
      const { body } = loadVector(name);
      expect((await deliver(body, { "x-callback-token": "wrong" })).statusCode, name).toBe(401);
      expect((await deliver(body)).statusCode, name).toBe(200);
    }
    expect(await moneyCounts(t)).toEqual(before);
    const fva = await inboxRow(t, "xendit", "1487156512722:PAID");
    expect(fva).toMatchObject({ transactionId: null, outcome: "unknown_transaction" });
    expect(await inboxRow(t, "xendit", "579c8d61f23fa4ca35e52da4:PAID")).toBeDefined();
  });
});
