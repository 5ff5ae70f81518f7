import { randomUUID } from "node:crypto";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeGateway,
  paymentRequest as fakePaymentRequest,
  loadVector,
  startFakeGateway,
  vectorNames,
} from "../../../test/helpers/fake-gateway";
import { type CreatePaymentRequest, GatewayError, InvalidSignatureError } from "./gateway";
import { buildXenditPaymentRequest, createXenditGateway, XENDIT_API_VERSION } from "./xendit";
import { xenditAmount, xenditStatus } from "./xendit-notification";

const SECRET_KEY = "xnd_development_unit_test_secret";
const TOKEN = "unit-test-callback-token-0123456789";

let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({ xenditSecretKey: SECRET_KEY });
});
afterAll(() => fake.close());

const gatewayFor = (secretKey = SECRET_KEY, gatewayTimeoutMs = 3000, callbackToken = TOKEN) =>
  createXenditGateway({ xendit: { secretKey, callbackToken, apiUrl: fake.url }, gatewayTimeoutMs });

/** A request whose buyer name has punctuation Xendit's display name may not carry. */
const paymentRequest = (method: PaymentMethodCode, overrides: Partial<CreatePaymentRequest> = {}) =>
  fakePaymentRequest(method, {
    buyer: { name: "Siti Nur'aini, S.Pd.", email: "siti@gmail.com", phone: "6281234567890" },
    ...overrides,
  });

/** A documented callback as delivered: its body as raw text, the token header set to `token`. */
function delivery(name: string, token: string | null = TOKEN, extraHeaders: Record<string, string> = {}) {
  const { body, headers } = loadVector(name);
  const given = Object.fromEntries(
    Object.entries(headers ?? {})
      .map(([key, value]) => [key.toLowerCase(), value])
      .filter(([key]) => key !== "x-callback-token" && key !== "webhook-id"),
  );
  return {
    headers: { ...given, ...(token === null ? {} : { "x-callback-token": token }), ...extraHeaders },
    rawBody: JSON.stringify(body),
  };
}

const CALLBACKS = {
  "xendit_payment_v3_webhook_payment_capture_bri_va.json": {
    eventKey: "py-1fdaf346-dd2e-4b6c-b938-124c7167a822:SUCCEEDED",
    transactionId: "example_reference_id",
    status: "paid",
    amount: 10_000,
    currency: "IDR",
    reference: "pr-1fdaf346-dd2e-4b6c-b938-124c7167a822",
    paymentId: "py-1fdaf346-dd2e-4b6c-b938-124c7167a822",
  },
  "xendit_payment_v3_webhook_payment_failure.json": {
    eventKey: "py-1fdaf346-dd2e-4b6c-b938-124c7167a822:FAILED",
    transactionId: "example_reference_id",
    status: "failed",
    amount: 10_000,
    currency: "THB",
    reference: "pr-1fdaf346-dd2e-4b6c-b938-124c7167a822",
    paymentId: "py-1fdaf346-dd2e-4b6c-b938-124c7167a822",
  },
  "xendit_payment_request_v2_callback_payment_succeeded.json": {
    eventKey: "ddpy-3cd658ae-25b9-4659-aa36-596ae41a809f:SUCCEEDED",
    transactionId: "25cfd0f9-baee-44ca-9a12-6debe03f3c22",
    status: "paid",
    amount: 1000,
    currency: "PHP",
    reference: "pr-5b26cae1-545b-49e9-855e-f85128f3e705",
  },
  "xendit_invoice_callback_paid_bank_transfer_UNCONFIRMED.json": {
    eventKey: "579c8d61f23fa4ca35e52da4:PAID",
    transactionId: "invoice_123124123",
    status: "paid",
    amount: 50_000,
    currency: "IDR",
    reference: "579c8d61f23fa4ca35e52da4",
  },
  "xendit_invoice_callback_paid_retail_outlet.json": {
    eventKey: "593f4ed1c3d3bb7f39733d83:PAID",
    transactionId: "testing-invoice",
    status: "paid",
    amount: 2_000_000,
    currency: "IDR",
    reference: "593f4ed1c3d3bb7f39733d83",
  },
  "xendit_qr_code_callback_payment_v1_UNCONFIRMED.json": {
    eventKey: "qrpy_8182837te-87st-49ing-8696-1239bd4d759c:COMPLETED",
    transactionId: "testing_id_123",
    status: "paid",
    amount: 1500,
    currency: "IDR",
    reference: "qrpy_8182837te-87st-49ing-8696-1239bd4d759c",
  },
  "xendit_qr_code_callback_payment_2022_07_31_UNCONFIRMED.json": {
    eventKey: "qrpy_8182837te-87st-49ing-8696-1239bd4d759c:SUCCEEDED",
    transactionId: "order-id-1666420204",
    status: "paid",
    amount: 10_000,
    currency: "IDR",
    reference: "qrpy_8182837te-87st-49ing-8696-1239bd4d759c",
  },
  "xendit_fva_callback_paid_UNCONFIRMED.json": {
    eventKey: "1487156512722:PAID",
    transactionId: "fixed-va-1487156410",
    status: "paid",
    amount: 80_000,
    currency: "IDR",
    reference: "1487156512722",
  },
} as const;

describe("Xendit callbacks: x-callback-token", () => {
  it.each(Object.keys(CALLBACKS))("accepts %s with the right token", (name) => {
    expect(gatewayFor().parseNotification(delivery(name))).toEqual(CALLBACKS[name as keyof typeof CALLBACKS]);
  });

  it("covers every documented callback", () => {
    // Refund webhooks are read by the refund half (xendit-refunds.test.ts).
    const callbacks = vectorNames("xendit_").filter((name) => /callback|webhook/.test(name) && !/refund/.test(name));
    expect(callbacks.sort()).toEqual(Object.keys(CALLBACKS).sort());
  });

  it.each(Object.keys(CALLBACKS))("rejects %s with a wrong, missing or empty token", (name) => {
    const parse = (token: string | null, configured = TOKEN) =>
      gatewayFor(SECRET_KEY, 3000, configured).parseNotification(delivery(name, token));
    expect(() => parse("wrong-token")).toThrow(InvalidSignatureError);
    expect(() => parse(`${TOKEN}x`)).toThrow(InvalidSignatureError);
    expect(() => parse(TOKEN.toUpperCase())).toThrow(InvalidSignatureError);
    expect(() => parse(null)).toThrow(InvalidSignatureError);
    expect(() => parse("")).toThrow(InvalidSignatureError);
    expect(() => parse("", "")).toThrow(InvalidSignatureError);
  });

  it("checks the token before reading the body: junk with a wrong token is a 401, with the right one a 400", () => {
    const junk = (token: string) => () =>
      gatewayFor().parseNotification({ headers: { "x-callback-token": token }, rawBody: "{not json" });
    expect(junk("wrong")).toThrow(InvalidSignatureError);
    expect(junk(TOKEN)).toThrow(GatewayError);
    expect(junk(TOKEN)).not.toThrow(InvalidSignatureError);
  });

  it("needs no status check: the token authenticates the whole callback, not some of its fields", () => {
    expect(gatewayFor().needsStatusConfirmation).toBe(false);
  });
});

describe("Xendit callbacks: reading", () => {
  it("uses the webhook-id header as the event key when Xendit sends one", () => {
    const name = "xendit_qr_code_callback_payment_2022_07_31_UNCONFIRMED.json";
    const parsed = gatewayFor().parseNotification(delivery(name, TOKEN, { "webhook-id": "whk_01HF8Q2ZP3" }));
    expect(parsed.eventKey).toBe("whk_01HF8Q2ZP3");
  });

  it("reads an invoice's EXPIRED and SETTLED callbacks (no documented body: the PAID one with its status changed)", () => {
    const { body } = loadVector("xendit_invoice_callback_paid_bank_transfer_UNCONFIRMED.json");
    const parse = (status: string) =>
      gatewayFor().parseNotification({
        headers: { "x-callback-token": TOKEN },
        rawBody: JSON.stringify({ ...body, status, paid_amount: undefined }),
      });
    expect(parse("EXPIRED")).toMatchObject({ status: "expired", amount: 50_000, eventKey: `${body.id}:EXPIRED` });
    expect(parse("SETTLED")).toMatchObject({ status: "paid", eventKey: `${body.id}:SETTLED` });
  });

  it("an invoice paid with a different paid_amount reports what was paid", () => {
    const { body } = loadVector("xendit_invoice_callback_paid_retail_outlet.json");
    const rawBody = JSON.stringify({ ...body, paid_amount: 1_999_999 });
    expect(gatewayFor().parseNotification({ headers: { "x-callback-token": TOKEN }, rawBody }).amount).toBe(1_999_999);
  });

  it("unknown shapes, events and statuses are GatewayErrors (authentic but unreadable)", () => {
    const parse = (body: unknown) => () =>
      gatewayFor().parseNotification({ headers: { "x-callback-token": TOKEN }, rawBody: JSON.stringify(body) });
    const capture = loadVector("xendit_payment_v3_webhook_payment_capture_bri_va.json").body;
    expect(parse({ ...capture, data: { ...capture.data, status: "REFUNDED" } })).toThrow(GatewayError);
    expect(parse({ ...capture, event: "refund.succeeded" })).toThrow(GatewayError);
    expect(parse({ ...capture, data: { ...capture.data, reference_id: undefined } })).toThrow(GatewayError);
    expect(parse({ ...capture, data: { ...capture.data, request_amount: "10,000" } })).toThrow(GatewayError);
    expect(parse(loadVector("xendit_qr_code_payment_object_sdk_fixture.json").body)).toThrow(GatewayError);
    expect(parse([capture])).toThrow(GatewayError);
    expect(parse({ hello: "world" })).toThrow(GatewayError);
  });

  it.each([
    ["SUCCEEDED", "paid"],
    ["COMPLETED", "paid"],
    ["PAID", "paid"],
    ["SETTLED", "paid"],
    ["PENDING", "pending"],
    ["REQUIRES_ACTION", "pending"],
    ["ACCEPTING_PAYMENTS", "pending"],
    ["AUTHORIZED", "pending"],
    ["EXPIRED", "expired"],
    ["FAILED", "failed"],
    ["CANCELED", "failed"],
  ])("status %s → %s", (raw, status) => {
    expect(xenditStatus(raw)).toBe(status);
  });

  it("reads amounts as numbers or numeric strings, fractions kept", () => {
    expect(xenditAmount(10_000)).toBe(10_000);
    expect(xenditAmount("10000")).toBe(10_000);
    expect(xenditAmount("10000.01")).toBe(10_000.01);
    for (const bad of [-1, Number.NaN, "1e4", "", null, undefined, {}]) {
      expect(() => xenditAmount(bad), String(bad)).toThrow(GatewayError);
    }
  });
});

describe("Xendit payment request bodies (against the documented v3 create samples)", () => {
  const qrSample = loadVector("xendit_payment_v3_create_request_qr_promptpay.json");
  const vaSample = loadVector("xendit_payment_v3_create_request_va_vietcapital.json");
  const typeOf = (value: unknown) => (Array.isArray(value) ? "array" : typeof value);
  const shape = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeOf(value)]));

  it("QRIS has the PromptPay sample's fields and types, in Indonesian", () => {
    const ours = buildXenditPaymentRequest(paymentRequest("qris"));
    const { metadata: _metadata, ...documented } = qrSample.body;
    expect(shape(ours)).toEqual(shape(documented));
    expect(ours).toMatchObject({ type: "PAY", country: "ID", currency: "IDR", capture_method: "AUTOMATIC" });
    expect(ours.channel_code).toBe("QRIS");
    expect(Object.keys(ours.channel_properties as object)).toEqual(["expires_at"]);
    expect(qrSample.headers?.["api-version"]).toBe(XENDIT_API_VERSION);
  });

  it.each([
    ["bca_va", "BCA_VIRTUAL_ACCOUNT"],
    ["bni_va", "BNI_VIRTUAL_ACCOUNT"],
    ["bri_va", "BRI_VIRTUAL_ACCOUNT"],
    ["mandiri_va", "MANDIRI_VIRTUAL_ACCOUNT"],
    ["permata_va", "PERMATA_VIRTUAL_ACCOUNT"],
  ] as const)("%s is %s with the VietCapital sample's channel properties plus our expiry", (method, channel) => {
    const request = paymentRequest(method);
    const ours = buildXenditPaymentRequest(request);
    for (const key of Object.keys(vaSample.body)) expect(ours).toHaveProperty(key);
    expect(ours.channel_code).toBe(channel);
    expect(ours.channel_properties).toEqual({
      display_name: "Siti Nuraini SPd",
      expires_at: request.expiresAt.toISOString(),
    });
  });

  it("e-wallets send the buyer back to our payment page; OVO pushes to the buyer's +62 number", () => {
    const dana = paymentRequest("dana");
    expect(buildXenditPaymentRequest(dana).channel_properties).toEqual({
      success_return_url: dana.returnUrl,
      failure_return_url: dana.returnUrl,
    });
    expect(buildXenditPaymentRequest(paymentRequest("shopeepay")).channel_code).toBe("SHOPEEPAY");
    expect(buildXenditPaymentRequest(paymentRequest("ovo")).channel_properties).toMatchObject({
      account_mobile_number: "+6281234567890",
    });
    const noPhone = paymentRequest("ovo", { buyer: { name: "A", email: "a@b.id", phone: null } });
    expect(() => buildXenditPaymentRequest(noPhone)).toThrow(GatewayError);
    expect(() => buildXenditPaymentRequest(paymentRequest("gopay"))).toThrow(GatewayError);
  });

  it("offers Xendit's methods only", () => {
    expect(gatewayFor().methods).toEqual([
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
  });
});

describe("Xendit createPayment through the fake gateway", () => {
  const idQris = loadVector("xendit_payment_method_v2_create_response_qris_sdk_fixture.json").body.qr_code
    .channel_properties.qr_string;

  it("QRIS: the QR string and our own QR image; Basic auth, api-version, reference_id, amount and expiry sent", async () => {
    const request = paymentRequest("qris");
    const created = await gatewayFor().createPayment(request);
    expect(created.payment).toEqual({
      kind: "qris",
      qrString: idQris,
      qrImageUrl: `/v1/transactions/${request.transactionId}/qr.svg`,
      instructions: expect.any(Array),
    });
    expect(created.reference).toMatch(/^pr-/);
    expect(created.expiresAt).toEqual(request.expiresAt);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe("/v3/payment_requests");
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}`);
    expect(sent?.headers["api-version"]).toBe("2024-11-11");
    expect(sent?.body).toMatchObject({
      reference_id: request.transactionId,
      request_amount: 49_000,
      channel_properties: { expires_at: request.expiresAt.toISOString() },
    });
  });

  it.each(["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va"] as const)("%s: the VA number", async (method) => {
    const created = await gatewayFor().createPayment(paymentRequest(method));
    expect(created.payment).toEqual({
      kind: "va",
      vaNumber: expect.stringMatching(/^8808\d{12}$/),
      bank: method.replace("_va", ""),
      instructions: expect.arrayContaining([expect.stringContaining(created.payment.vaNumber as string)]),
    });
  });

  it("e-wallets: DANA's web checkout, ShopeePay's app link, OVO's push approval", async () => {
    const dana = await gatewayFor().createPayment(paymentRequest("dana"));
    expect(dana.payment).toMatchObject({
      kind: "ewallet",
      redirectUrl: expect.stringMatching(/^https:\/\/m\.dana\.id/),
    });
    const shopee = await gatewayFor().createPayment(paymentRequest("shopeepay"));
    expect(shopee.payment.deeplinkUrl).toMatch(/^shopeeid:\/\//);
    expect(shopee.payment.redirectUrl).toMatch(/^https:\/\//);
    const ovo = await gatewayFor().createPayment(paymentRequest("ovo"));
    expect(ovo.payment).toEqual({ kind: "ewallet", instructions: expect.any(Array) });
    expect(ovo.payment.instructions?.join(" ")).toContain("notifikasi");
  });

  it("reads the documented v3 answers (PromptPay QR, VietCapital VA) as given", async () => {
    const qr = paymentRequest("qris");
    fake.answerNext(201, {
      ...loadVector("xendit_payment_v3_create_response_qr_promptpay.json").body,
      reference_id: qr.transactionId,
    });
    const qrCreated = await gatewayFor().createPayment(qr);
    expect(qrCreated.payment.qrString).toMatch(/^000201.*THAI QR PAYMENT/);
    expect(qrCreated.reference).toBe("pr-90392f42-d98a-49ef-a7f3-abcezas130");
    expect(qrCreated.expiresAt.toISOString()).toBe("2025-01-15T23:59:59.000Z");
    const va = paymentRequest("bca_va");
    fake.answerNext(201, {
      ...loadVector("xendit_payment_v3_create_response_va_vietcapital.json").body,
      reference_id: va.transactionId,
    });
    expect((await gatewayFor().createPayment(va)).payment).toMatchObject({ vaNumber: "8881761038089006", bank: "bca" });
  });

  it("a refusal, a 5xx, a wrong key, a foreign or failed answer, junk or a hang is a GatewayError", async () => {
    const gateway = gatewayFor(SECRET_KEY, 300);
    const attempt = (method: PaymentMethodCode = "qris") => gateway.createPayment(paymentRequest(method));
    fake.answerNext(400, { error_code: "API_VALIDATION_ERROR", message: "channel_properties.expires_at is invalid" });
    await expect(attempt()).rejects.toThrow(/API_VALIDATION_ERROR/);
    fake.answerNext(503, { error_code: "CHANNEL_UNAVAILABLE", message: "The channel requested is unavailable" });
    await expect(attempt()).rejects.toMatchObject({ details: { status: 503 } });
    fake.failNext("http500");
    await expect(attempt()).rejects.toThrow(GatewayError);
    fake.failNext("invalid-json");
    await expect(attempt()).rejects.toThrow(/not JSON/);
    await expect(gatewayFor("xnd_wrong").createPayment(paymentRequest("qris"))).rejects.toThrow(/HTTP 401/);
    fake.answerNext(201, loadVector("xendit_payment_v3_create_response_qr_promptpay.json").body);
    await expect(attempt()).rejects.toThrow(/another reference_id/);
    const failed = paymentRequest("dana");
    fake.answerNext(201, {
      ...loadVector("xendit_payment_v3_create_response_qr_promptpay.json").body,
      reference_id: failed.transactionId,
      status: "FAILED",
    });
    await expect(gateway.createPayment(failed)).rejects.toThrow(/FAILED/);
    const empty = paymentRequest("bri_va");
    fake.answerNext(201, {
      ...loadVector("xendit_payment_v3_create_response_qr_promptpay.json").body,
      reference_id: empty.transactionId,
    });
    await expect(gateway.createPayment(empty)).rejects.toThrow(/VIRTUAL_ACCOUNT_NUMBER/);
    fake.failNext("hang");
    await expect(attempt()).rejects.toThrow(/did not answer within 300 ms/);
  });
});

describe("Xendit getStatus through the fake gateway", () => {
  it("reads the payment request by its id: REQUIRES_ACTION, then SUCCEEDED", async () => {
    const request = paymentRequest("bni_va");
    const { reference } = await gatewayFor().createPayment(request);
    expect(await gatewayFor().getStatus(request.transactionId, reference)).toEqual({
      eventKey: `${reference}:REQUIRES_ACTION`,
      transactionId: request.transactionId,
      status: "pending",
      amount: 49_000,
      currency: "IDR",
      reference,
    });
    Object.assign(fake.xendit.get(reference as string) ?? {}, { status: "SUCCEEDED" });
    expect(await gatewayFor().getStatus(request.transactionId, reference)).toMatchObject({ status: "paid" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v3/payment_requests/${reference}` });
  });

  it("an unknown payment request is null; no stored id, another order's, or a 5xx is a GatewayError", async () => {
    expect(await gatewayFor().getStatus(randomUUID(), "pr-00000000-0000-0000-0000-000000000000")).toBeNull();
    await expect(gatewayFor().getStatus(randomUUID())).rejects.toThrow(/payment_request_id/);
    const { reference } = await gatewayFor().createPayment(paymentRequest("qris"));
    await expect(gatewayFor().getStatus(randomUUID(), reference)).rejects.toThrow(/another reference_id/);
    fake.failNext("http500");
    await expect(gatewayFor().getStatus(randomUUID(), reference)).rejects.toThrow(GatewayError);
  });
});
