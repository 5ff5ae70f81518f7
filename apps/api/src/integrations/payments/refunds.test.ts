/**
 * The refund halves of the Midtrans and Xendit adapters (midtrans-refunds.ts, xendit-refunds.ts)
 * against the documented refund bodies: what is sent, how answers and notifications are read, and
 * which methods have a refund window. The whole flow through the app is apps/api/test/refunds/refunds-gateway.test.ts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, loadVector, signMidtrans, startFakeGateway } from "../../../test/helpers/fake-gateway";
import { GatewayError, InvalidSignatureError, RefundRefusedError } from "./gateway";
import { createMidtransGateway } from "./midtrans";
import { createXenditGateway } from "./xendit";

const MIDTRANS_KEY = "SB-Mid-server-GwUP_WGbJPXsDzsNEBRs8IYA";
const XENDIT_KEY = "xnd_development_refund_unit";
const TOKEN = "refund-unit-callback-token";

let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({ midtransServerKey: MIDTRANS_KEY, xenditSecretKey: XENDIT_KEY });
});
afterAll(() => fake.close());

const midtrans = () =>
  createMidtransGateway({ midtrans: { serverKey: MIDTRANS_KEY, apiUrl: fake.url }, gatewayTimeoutMs: 3000 });
const xendit = () =>
  createXenditGateway({
    xendit: { secretKey: XENDIT_KEY, callbackToken: TOKEN, apiUrl: fake.url },
    gatewayTimeoutMs: 3000,
  });

describe("Midtrans refunds", () => {
  it("windows from Midtrans' Refund Transactions page; no refund API for VAs", () => {
    const { refunds } = midtrans();
    expect(["qris", "gopay", "shopeepay", "bca_va", "mandiri_va"].map((m) => refunds?.windowDays(m as never))).toEqual([
      7,
      45,
      365,
      null,
      null,
    ]);
  });

  it("sends the documented body and reads the documented answer; the same key again is the same refund", async () => {
    const gateway = midtrans();
    const orderId = randomUUID();
    await gateway.createPayment({
      transactionId: orderId,
      amount: 10_000,
      method: "qris",
      expiresAt: new Date(Date.now() + 3_600_000),
      buyer: { name: "Budi", email: "budi@gmail.com", phone: null },
      itemName: "E-book",
      returnUrl: "http://lapak.test",
    });
    fake.setMidtransStatus(orderId, "settlement");
    const request = { refundId: randomUUID(), transactionId: orderId, paymentId: null, amount: 4_000, reason: "Rusak" };

    const first = await gateway.refunds?.create(request);
    const again = await gateway.refunds?.create(request);

    expect(fake.requests.at(-2)?.body).toEqual({ refund_key: request.refundId, amount: 4_000, reason: "Rusak" });
    expect(first).toEqual({ gatewayReference: expect.any(String), status: "succeeded", amount: 4_000 });
    expect(again).toEqual(first);
    expect(await gateway.refunds?.get({ ...request, gatewayReference: null })).toEqual(first);
    expect(fake.midtrans.get(orderId)?.refunds).toHaveLength(1);
  });

  it("the documented 412 is a refusal", async () => {
    fake.answerNext(200, loadVector("midtrans_expire_response_cannot_modify.json").body);
    const request = { refundId: randomUUID(), transactionId: randomUUID(), paymentId: null, amount: 1, reason: "x" };
    await expect(midtrans().refunds?.create(request)).rejects.toBeInstanceOf(RefundRefusedError);
  });

  it("reads only a refund's notification, and only when signed", () => {
    const { refunds } = midtrans();
    const settlement = loadVector("midtrans_notification_qris_settlement.json").body;
    const refund = { ...settlement, transaction_status: "refund", status_code: "200" };
    const signed = { ...refund, signature_key: signMidtrans(refund as never, MIDTRANS_KEY) };
    expect(refunds?.parseNotification({ headers: {}, rawBody: JSON.stringify(signed) })).toEqual({
      transactionId: settlement.order_id,
    });
    const paid = { ...settlement, signature_key: signMidtrans(settlement as never, MIDTRANS_KEY) };
    expect(refunds?.parseNotification({ headers: {}, rawBody: JSON.stringify(paid) })).toBeNull();
    const forged = { ...refund, signature_key: signMidtrans(refund as never, "another-key") };
    expect(() => refunds?.parseNotification({ headers: {}, rawBody: JSON.stringify(forged) })).toThrow(
      InvalidSignatureError,
    );
  });
});

describe("Xendit refunds", () => {
  it("QRIS 30 days (Xendit's QRIS page); no refund API for VAs", () => {
    expect(xendit().refunds?.windowDays("qris")).toBe(30);
    expect(xendit().refunds?.windowDays("bni_va")).toBeNull();
  });

  it("without the capture's payment_id there is nothing to refund through Xendit: refused", async () => {
    const request = { refundId: randomUUID(), transactionId: randomUUID(), paymentId: null, amount: 1, reason: "x" };
    await expect(xendit().refunds?.create(request)).rejects.toBeInstanceOf(RefundRefusedError);
  });

  it("an answer for another reference_id is not ours", async () => {
    const { body } = loadVector("xendit_refund_v3_get_response_succeeded.json");
    fake.answerNext(200, body);
    const request = {
      refundId: randomUUID(),
      transactionId: randomUUID(),
      paymentId: "py-1",
      amount: 10_000,
      reason: "x",
    };
    await expect(xendit().refunds?.create(request)).rejects.toBeInstanceOf(GatewayError);
  });

  it("reads the documented refund webhook (doubled envelope) with the token; payment callbacks are not its business", () => {
    const { refunds } = xendit();
    const { body } = loadVector("xendit_refund_webhook_succeeded.json");
    const headers = { "x-callback-token": TOKEN };
    expect(refunds?.parseNotification({ headers, rawBody: JSON.stringify(body) })).toEqual({
      refundId: "b2756a1e-e6cd-4352-9a68-0483aa2b6a2",
      gatewayReference: "rfd-6f4a377d-a201-437f-9119-f8b00cbbe857",
    });
    const single = { ...body, data: body.data.data };
    expect(refunds?.parseNotification({ headers, rawBody: JSON.stringify(single) })?.gatewayReference).toBe(
      "rfd-6f4a377d-a201-437f-9119-f8b00cbbe857",
    );
    const capture = loadVector("xendit_payment_v3_webhook_payment_capture_bri_va.json").body;
    expect(refunds?.parseNotification({ headers, rawBody: JSON.stringify(capture) })).toBeNull();
    expect(() =>
      refunds?.parseNotification({ headers: { "x-callback-token": "wrong" }, rawBody: JSON.stringify(body) }),
    ).toThrow(InvalidSignatureError);
  });
});
