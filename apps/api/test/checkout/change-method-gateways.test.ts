/**
 * Changing the payment method on a real gateway (SPEC §4, DESIGN §3): the retired attempt is
 * stopped at the gateway — Midtrans `POST /v2/{order_id}/expire`, Xendit
 * `POST /v3/payment_requests/{id}/cancel` (documented answers in test/fixtures/gateway-vectors) —
 * so the buyer cannot pay both, and its page points at the new attempt. Against the local fake
 * gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayError } from "../../src/integrations/payments/gateway";
import { createMidtransGateway } from "../../src/integrations/payments/midtrans";
import { createXenditGateway } from "../../src/integrations/payments/xendit";
import { type FakeGateway, startFakeGateway } from "../helpers/fake-gateway";
import { checkoutOk, fetchTransaction, sellerWithDownload, transactionRow } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const MIDTRANS_KEY = "SB-Mid-server-change-method-test";
const XENDIT_KEY = "xnd_development_change_method_test";
const XENDIT_TOKEN = "change-method-callback-token";

let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({ midtransServerKey: MIDTRANS_KEY, xenditSecretKey: XENDIT_KEY });
});
afterAll(() => fake.close());

const change = (t: TestApp, id: string, paymentMethod: string) =>
  t.app.inject({ method: "POST", url: `/v1/transactions/${id}/change-method`, payload: { paymentMethod } });

/** Waits for the fake to have received `method path` (the cancel runs after the answer). */
async function received(method: string, path: string) {
  for (let i = 0; i < 100; i++) {
    if (fake.requests.some((request) => request.method === method && request.path === path)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the gateway never got ${method} ${path}`);
}

describe("PAYMENT_GATEWAY=midtrans", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: MIDTRANS_KEY, MIDTRANS_API_URL: fake.url },
    });
  });
  afterAll(() => t.close());

  it("expires the retired charge at Midtrans and sends its page on to the new attempt", async () => {
    const { product } = await sellerWithDownload(t);
    const first = await checkoutOk(t, product.id, { paymentMethod: "qris" });

    const next = await change(t, first.id, "bni_va");
    expect(next.statusCode).toBe(201);
    const nextId = next.json().data.id;

    await received("POST", `/v2/${first.id}/expire`);
    expect(fake.midtrans.get(first.id)?.transactionStatus).toBe("expire");
    const old = (await fetchTransaction(t, first.id)).json().data;
    expect(old).toMatchObject({ status: "expired", replacedBy: nextId });
    expect((await fetchTransaction(t, nextId)).json().data).toMatchObject({ status: "pending", replacedBy: null });
  });

  it("reads Midtrans' answers: 407 expired, 412 no longer pending, anything else an error", async () => {
    const gateway = createMidtransGateway(t.config);
    const { product } = await sellerWithDownload(t);
    const pending = await checkoutOk(t, product.id, { paymentMethod: "gopay" });

    expect(await gateway.cancelPayment(pending.id)).toBe("cancelled");
    expect(await gateway.cancelPayment(pending.id)).toBe("final");
    fake.failNext("http500");
    await expect(gateway.cancelPayment(pending.id)).rejects.toBeInstanceOf(GatewayError);
  });
});

describe("PAYMENT_GATEWAY=xendit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENT_GATEWAY: "xendit",
        XENDIT_SECRET_KEY: XENDIT_KEY,
        XENDIT_CALLBACK_TOKEN: XENDIT_TOKEN,
        XENDIT_API_URL: fake.url,
      },
    });
  });
  afterAll(() => t.close());

  it("cancels the retired payment request at Xendit and sends its page on to the new attempt", async () => {
    const { product } = await sellerWithDownload(t);
    const first = await checkoutOk(t, product.id, { paymentMethod: "qris" });
    const reference = (await transactionRow(t.db, first.id)).gatewayReference as string;

    const next = await change(t, first.id, "bri_va");
    expect(next.statusCode).toBe(201);

    await received("POST", `/v3/payment_requests/${reference}/cancel`);
    expect(fake.xendit.get(reference)?.status).toBe("CANCELED");
    expect((await fetchTransaction(t, first.id)).json().data).toMatchObject({
      status: "expired",
      replacedBy: next.json().data.id,
    });
  });

  it("reads Xendit's answers: CANCELED, INACTIVE_PAYMENT_REQUEST once final, anything else an error", async () => {
    const gateway = createXenditGateway(t.config);
    const { product } = await sellerWithDownload(t);
    const pending = await checkoutOk(t, product.id, { paymentMethod: "dana" });
    const reference = (await transactionRow(t.db, pending.id)).gatewayReference;

    expect(await gateway.cancelPayment(pending.id, reference)).toBe("cancelled");
    expect(await gateway.cancelPayment(pending.id, reference)).toBe("final");
    fake.failNext("http500");
    await expect(gateway.cancelPayment(pending.id, reference)).rejects.toBeInstanceOf(GatewayError);
  });
});
