import { createHash, randomUUID } from "node:crypto";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeGateway,
  paymentRequest as fakePaymentRequest,
  loadVector,
  signMidtrans,
  startFakeGateway,
  vectorNames,
} from "../../../test/helpers/fake-gateway";
import { type CreatePaymentRequest, GatewayError, InvalidSignatureError } from "./gateway";
import { buildMidtransCharge, createMidtransGateway } from "./midtrans";
import { midtransSignature, midtransStatus, parseMidtransAmount } from "./midtrans-notification";
import { formatWibDateTime, parseWibDateTime } from "./wib-time";

/** Midtrans' public demo sandbox key, hard-coded in its official SDK examples (see the vectors' README). */
const DEMO_KEY = "SB-Mid-server-GwUP_WGbJPXsDzsNEBRs8IYA";
const TEST_KEY = "SB-Mid-server-unit-test-key";

let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({ midtransServerKey: DEMO_KEY });
});
afterAll(() => fake.close());

const gatewayFor = (serverKey = DEMO_KEY, gatewayTimeoutMs = 3000) =>
  createMidtransGateway({ midtrans: { serverKey, apiUrl: fake.url }, gatewayTimeoutMs });

/** A request whose item name is longer than Midtrans' 50-character limit. */
const paymentRequest = (method: PaymentMethodCode, overrides: Partial<CreatePaymentRequest> = {}) =>
  fakePaymentRequest(method, {
    itemName: "E-book Resep Masakan Nusantara untuk Pemula dan Ibu Rumah Tangga Sibuk",
    ...overrides,
  });

/** A notification exactly as a raw HTTP body. */
const raw = (body: unknown) => ({ headers: { "content-type": "application/json" }, rawBody: JSON.stringify(body) });

describe("Midtrans signature_key", () => {
  it("reproduces both worked examples with the public demo key", () => {
    for (const name of vectorNames("midtrans_signature_key_worked_example")) {
      const { body } = loadVector(name);
      const fields = { orderId: body.order_id, statusCode: body.status_code, grossAmount: body.gross_amount };
      expect(midtransSignature(fields, body.server_key)).toBe(body.signature_key);
      expect(createHash("sha512").update(body.concatenated_input).digest("hex")).toBe(body.signature_key);
    }
  });

  it.each([
    ["midtrans_notification_credit_card_capture_sdk_signature_vector.json", 200_000],
    ["midtrans_notification_qris_settlement_pos_signature_verified.json", 789_000],
  ])("accepts the documented notification %s as paid", (name, amount) => {
    const { body } = loadVector(name);
    const parsed = gatewayFor().parseNotification(raw(body));
    expect(parsed).toEqual({
      eventKey: `${body.order_id}:${body.status_code}`,
      transactionId: body.order_id,
      status: "paid",
      amount,
      currency: body.currency ?? "IDR",
      reference: body.transaction_id,
    });
  });

  it.each([
    ["order_id", "order-id-node-1541395014"],
    ["status_code", "201"],
    ["gross_amount", "2000000.00"],
    ["gross_amount", "200000"],
    ["signature_key", `${"0".repeat(127)}1`],
  ])("rejects the documented vector with %s altered to %s", (field, value) => {
    const { body } = loadVector("midtrans_notification_credit_card_capture_sdk_signature_vector.json");
    expect(() => gatewayFor().parseNotification(raw({ ...body, [field]: value }))).toThrow(InvalidSignatureError);
  });

  it("rejects the QRIS vector with one signature character flipped, or under another server key", () => {
    const { body } = loadVector("midtrans_notification_qris_settlement_pos_signature_verified.json");
    const flipped = body.signature_key.replace(/^./, (c: string) => (c === "5" ? "6" : "5"));
    expect(() => gatewayFor().parseNotification(raw({ ...body, signature_key: flipped }))).toThrow(
      InvalidSignatureError,
    );
    expect(() => gatewayFor(TEST_KEY).parseNotification(raw(body))).toThrow(InvalidSignatureError);
    expect(() => gatewayFor("").parseNotification(raw(body))).toThrow(InvalidSignatureError);
  });

  it("rejects the docs' illustrative signatures, which no single key produces", () => {
    const verified = [
      "midtrans_notification_credit_card_capture_sdk_signature_vector.json",
      "midtrans_notification_qris_settlement_pos_signature_verified.json",
    ];
    const illustrative = vectorNames("midtrans_notification_").filter((name) => !verified.includes(name));
    expect(illustrative.length).toBeGreaterThan(20);
    for (const name of illustrative) {
      expect(() => gatewayFor().parseNotification(raw(loadVector(name).body)), name).toThrow(InvalidSignatureError);
    }
  });

  it("edge cases: missing fields, wrong length, non-hex, numbers instead of strings, junk bodies", () => {
    const { body } = loadVector("midtrans_notification_credit_card_capture_sdk_signature_vector.json");
    const parse = (value: unknown) => () => gatewayFor().parseNotification(raw(value));
    const without = (key: string) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
    for (const key of ["signature_key", "order_id", "status_code", "gross_amount"]) {
      expect(parse(without(key)), key).toThrow(InvalidSignatureError);
    }
    expect(parse({ ...body, signature_key: body.signature_key.slice(0, 127) })).toThrow(InvalidSignatureError);
    expect(parse({ ...body, signature_key: `${body.signature_key}00` })).toThrow(InvalidSignatureError);
    expect(parse({ ...body, signature_key: `${body.signature_key.slice(0, 70)}...` })).toThrow(InvalidSignatureError);
    expect(parse({ ...body, signature_key: body.signature_key.replace(/^../, "zz") })).toThrow(InvalidSignatureError);
    expect(parse({ ...body, gross_amount: 200000 })).toThrow(InvalidSignatureError);
    expect(parse({ ...body, status_code: 200 })).toThrow(InvalidSignatureError);
    expect(parse([body])).toThrow(InvalidSignatureError);
    expect(parse(null)).toThrow(InvalidSignatureError);
    expect(() => gatewayFor().parseNotification({ headers: {}, rawBody: "not json" })).toThrow(InvalidSignatureError);
    // The same digest written in upper case is the same signature.
    expect(
      gatewayFor().parseNotification(raw({ ...body, signature_key: body.signature_key.toUpperCase() })).status,
    ).toBe("paid");
  });
});

describe("Midtrans notification shapes (every documented notification, re-signed with a test key)", () => {
  const expected: Record<string, [status: string, amount: number]> = {
    midtrans_notification_bank_transfer_bca_pending_sdk_mock: ["pending", 24_145],
    midtrans_notification_bank_transfer_bca_settlement: ["paid", 100_000],
    midtrans_notification_bank_transfer_bni_expire: ["expired", 20_000],
    midtrans_notification_bank_transfer_bni_pending: ["pending", 20_000],
    midtrans_notification_bank_transfer_bni_settlement: ["paid", 150_000],
    midtrans_notification_bank_transfer_bni_settlement_reference: ["paid", 20_000],
    midtrans_notification_bank_transfer_bri_settlement: ["paid", 300_000],
    midtrans_notification_bank_transfer_permata_settlement: ["paid", 185_000],
    midtrans_notification_credit_card_capture_curl_sample: ["paid", 10_000],
    midtrans_notification_credit_card_capture_sdk_signature_vector: ["paid", 200_000],
    midtrans_notification_echannel_mandiri_bill_settlement: ["paid", 30_000],
    midtrans_notification_gopay_expire: ["expired", 275_000],
    midtrans_notification_gopay_pending: ["pending", 275_000],
    midtrans_notification_gopay_settlement: ["paid", 154_600],
    midtrans_notification_gopay_settlement_reference: ["paid", 275_000],
    midtrans_notification_qris_expire: ["expired", 275_000],
    midtrans_notification_qris_pending: ["pending", 275_000],
    midtrans_notification_qris_settlement: ["paid", 5_539],
    midtrans_notification_qris_settlement_pos_signature_verified: ["paid", 789_000],
    midtrans_notification_qris_settlement_reference: ["paid", 275_000],
    midtrans_notification_shopeepay_expire: ["expired", 25_000],
    midtrans_notification_shopeepay_pending: ["pending", 25_000],
    midtrans_notification_shopeepay_settlement: ["paid", 16_700],
    midtrans_notification_shopeepay_settlement_reference: ["paid", 25_000],
  };

  it("covers every notification file", () => {
    expect(vectorNames("midtrans_notification_").map((name) => name.replace(/\.json$/, ""))).toEqual(
      Object.keys(expected).sort(),
    );
  });

  it.each(Object.entries(expected))("%s → %s", (name, [status, amount]) => {
    const { body } = loadVector(`${name}.json`);
    const signed = { ...body, signature_key: signMidtrans(body as never, TEST_KEY) };
    const parsed = gatewayFor(TEST_KEY).parseNotification(raw(signed));
    expect(parsed).toEqual({
      eventKey: `${body.order_id}:${body.status_code}`,
      transactionId: body.order_id,
      status,
      amount,
      currency: "IDR",
      reference: body.transaction_id,
    });
  });
});

describe("Midtrans fields the signature does not cover (DESIGN §6)", () => {
  const signed = <T extends Record<string, unknown>>(body: T) => ({
    ...body,
    signature_key: signMidtrans(body as never, TEST_KEY),
  });
  const parse = (body: unknown) => gatewayFor(TEST_KEY).parseNotification(raw(body));

  it("refuses a signed pending body whose transaction_status was edited to settlement, as a bad signature", () => {
    const genuine = signed(loadVector("midtrans_notification_qris_pending.json").body);
    expect(parse(genuine).status).toBe("pending");
    expect(() => parse({ ...genuine, transaction_status: "settlement" })).toThrow(InvalidSignatureError);
    expect(() => parse({ ...genuine, transaction_status: "capture", fraud_status: "accept" })).toThrow(
      InvalidSignatureError,
    );
  });

  it("refuses a signed card challenge (201) whose fraud_status was edited to accept", () => {
    const { body } = loadVector("midtrans_notification_credit_card_capture_curl_sample.json");
    const challenge = signed({ ...body, status_code: "201", fraud_status: "challenge" });
    expect(parse(challenge).status).toBe("pending");
    expect(() => parse({ ...challenge, fraud_status: "accept" })).toThrow(InvalidSignatureError);
  });

  it.each([
    ["201", "settlement", undefined],
    ["201", "capture", undefined],
    ["201", "expire", undefined],
    ["202", "settlement", undefined],
    ["407", "settlement", undefined],
    ["200", "pending", undefined],
    ["200", "expire", undefined],
    ["200", "capture", "challenge"],
    ["200", "authorize", undefined],
    ["202", "pending", undefined],
    ["404", "settlement", undefined],
  ])("refuses status_code %s with transaction_status %s (fraud_status %s)", (code, transactionStatus, fraud) => {
    const body = signed({ order_id: "o-pair", status_code: code, gross_amount: "49000.00" });
    const edited = { ...body, transaction_status: transactionStatus, ...(fraud ? { fraud_status: fraud } : {}) };
    expect(() => parse(edited)).toThrow(InvalidSignatureError);
  });

  it.each([
    ["200", "settlement", undefined, "paid"],
    ["200", "settlement", "accept", "paid"],
    ["200", "capture", "accept", "paid"],
    ["200", "capture", undefined, "paid"],
    ["201", "capture", "challenge", "pending"],
    ["202", "capture", "deny", "failed"],
    ["201", "pending", undefined, "pending"],
    ["201", "pending", "accept", "pending"],
    ["202", "expire", undefined, "expired"],
    ["407", "expire", undefined, "expired"],
    ["202", "deny", undefined, "failed"],
    ["202", "cancel", undefined, "failed"],
    ["202", "failure", undefined, "failed"],
  ])("accepts the documented pair %s / %s (fraud_status %s) as %s", (code, transactionStatus, fraud, status) => {
    const fields = { transaction_status: transactionStatus, ...(fraud ? { fraud_status: fraud } : {}) };
    const body = signed({ order_id: "o-pair", status_code: code, gross_amount: "49000.00", ...fields });
    expect(parse(body).status).toBe(status);
  });

  it("keys the inbox on order_id and status_code: another transaction_id or time makes no new event", () => {
    const genuine = signed(loadVector("midtrans_notification_qris_settlement.json").body);
    const replayed = {
      ...genuine,
      transaction_id: randomUUID(),
      transaction_time: "2030-01-01 00:00:00",
      settlement_time: "2030-01-01 00:00:05",
    };
    expect(parse(genuine).eventKey).toBe(`${genuine.order_id}:200`);
    expect(parse(replayed).eventKey).toBe(parse(genuine).eventKey);
  });

  it("pending, settlement and expire of one order are three events", () => {
    const order = { order_id: "o-life", gross_amount: "20000.00" };
    const keys = ["pending", "settlement", "expire"].map((state) => {
      const { body } = loadVector(`midtrans_notification_bank_transfer_bni_${state}.json`);
      return parse(signed({ ...body, ...order })).eventKey;
    });
    expect(keys).toEqual(["o-life:201", "o-life:200", "o-life:202"]);
  });

  it("asks for a status check before a notification changes a transaction; status answers are not re-checked", async () => {
    expect(gatewayFor().needsStatusConfirmation).toBe(true);
    // Midtrans' own status sample for DANA/ShopeePay writes PENDING with "200": an answer to our
    // authenticated request is read as it is, and can only ever hold a payment back.
    const request = paymentRequest("shopeepay");
    await gatewayFor().createPayment(request);
    const { body } = loadVector("midtrans_get_status_response_ovo_pending.json");
    const answer = { ...body, order_id: request.transactionId, status_code: "200", transaction_status: "PENDING" };
    fake.answerNext(200, { ...answer, signature_key: signMidtrans(answer as never, DEMO_KEY) });
    expect(await gatewayFor().getStatus(request.transactionId)).toMatchObject({ status: "pending" });
  });
});

describe("Midtrans status mapping and amounts", () => {
  it.each([
    ["settlement", undefined, "paid"],
    ["settlement", "accept", "paid"],
    ["capture", undefined, "paid"],
    ["capture", "accept", "paid"],
    ["capture", "challenge", "pending"],
    ["capture", "deny", "failed"],
    ["pending", undefined, "pending"],
    ["authorize", undefined, "pending"],
    ["expire", undefined, "expired"],
    ["deny", undefined, "failed"],
    ["cancel", undefined, "failed"],
    ["failure", undefined, "failed"],
  ] as const)("%s (fraud_status %s) → %s", (transactionStatus, fraudStatus, status) => {
    expect(midtransStatus(transactionStatus, fraudStatus)).toBe(status);
  });

  it("refunds, chargebacks and unknown statuses are not ours to map", () => {
    for (const status of ["refund", "partial_refund", "chargeback", "something_new"]) {
      expect(() => midtransStatus(status)).toThrow(GatewayError);
    }
  });

  it("reads upper-case statuses (the DANA/ShopeePay status sample writes PENDING)", () => {
    const body = { order_id: "o-1", status_code: "201", gross_amount: "30000.00", transaction_status: "PENDING" };
    const parsed = gatewayFor(TEST_KEY).parseNotification(
      raw({ ...body, signature_key: signMidtrans(body, TEST_KEY) }),
    );
    expect(parsed).toMatchObject({ status: "pending", amount: 30_000, eventKey: "o-1:201", reference: null });
  });

  it("parses gross_amount to rupiah without rounding fractions into a match", () => {
    expect(parseMidtransAmount("200000.00")).toBe(200_000);
    expect(parseMidtransAmount("5539.00")).toBe(5539);
    expect(parseMidtransAmount("44000")).toBe(44_000);
    expect(parseMidtransAmount("200000.50")).toBe(200_000.5);
    expect(Number.isInteger(parseMidtransAmount("200000.01"))).toBe(false);
    for (const bad of ["", "-1", "1e5", "200.000,00", " 200000.00", "0x10"]) {
      expect(() => parseMidtransAmount(bad), bad).toThrow(GatewayError);
    }
  });

  it("an authentic notification with an unreadable amount or status is a GatewayError, not a 401", () => {
    const body = { order_id: "o-2", status_code: "200", gross_amount: "1e5", transaction_status: "settlement" };
    const signed = { ...body, signature_key: signMidtrans(body, TEST_KEY) };
    expect(() => gatewayFor(TEST_KEY).parseNotification(raw(signed))).toThrow(GatewayError);
    const noStatus = { order_id: "o-3", status_code: "200", gross_amount: "1000.00" };
    expect(() =>
      gatewayFor(TEST_KEY).parseNotification(raw({ ...noStatus, signature_key: signMidtrans(noStatus, TEST_KEY) })),
    ).toThrow(GatewayError);
  });
});

describe("WIB wall times (Midtrans transaction_time, expiry_time, custom_expiry)", () => {
  it("formats and parses UTC+7 with no offset written", () => {
    expect(formatWibDateTime(new Date("2026-12-31T17:30:05.900Z"))).toBe("2027-01-01 00:30:05");
    expect(parseWibDateTime("2027-01-01 00:30:05")?.toISOString()).toBe("2026-12-31T17:30:05.000Z");
    expect(parseWibDateTime("2027-01-01 00:30:05 +0700")?.toISOString()).toBe("2026-12-31T17:30:05.000Z");
  });

  it("answers null for anything else", () => {
    for (const bad of ["2026-02-30 10:00:00", "2026-11-20T10:00:00", "2026-11-20 10:00", "", 1_700_000_000, null]) {
      expect(parseWibDateTime(bad), String(bad)).toBeNull();
    }
  });
});

describe("Midtrans charge request bodies (against the documented request samples)", () => {
  const now = new Date("2026-11-20T03:00:00.000Z");
  const expiresAt = new Date("2026-11-20T04:00:00.000Z");
  const build = (method: PaymentMethodCode) => buildMidtransCharge(paymentRequest(method, { expiresAt }), now);
  const keys = (value: unknown) => Object.keys(value as object).sort();

  it.each([
    ["qris", "midtrans_charge_request_qris_gopay.json", "qris"],
    ["bca_va", "midtrans_charge_request_bank_transfer_bca.json", "bank_transfer"],
    ["bni_va", "midtrans_charge_request_bank_transfer_bni.json", "bank_transfer"],
    ["bri_va", "midtrans_charge_request_bank_transfer_bri.json", "bank_transfer"],
    ["permata_va", "midtrans_charge_request_permata.json", null],
    ["mandiri_va", "midtrans_charge_request_echannel_mandiri_bill.json", "echannel"],
    ["gopay", "midtrans_charge_request_gopay.json", "gopay"],
    ["shopeepay", "midtrans_charge_request_shopeepay.json", "shopeepay"],
  ] as const)("%s has the shape of %s", (method, vector, channelObject) => {
    const documented = loadVector(vector).body;
    const ours = build(method);
    expect(ours.payment_type).toBe(documented.payment_type);
    expect(keys(ours.transaction_details)).toEqual(keys(documented.transaction_details));
    if (channelObject) expect(keys(ours[channelObject])).toEqual(keys(documented[channelObject]));
    if (channelObject === "bank_transfer" || channelObject === "qris") {
      expect(ours[channelObject]).toEqual(documented[channelObject]);
    }
    // Only documented customer and item fields (the BNI reference sample has the fullest set).
    const full = loadVector("midtrans_charge_request_bank_transfer_bni_custom_va.json").body;
    expect(keys(full.customer_details)).toEqual(expect.arrayContaining(keys(ours.customer_details)));
    expect(keys((ours.item_details as unknown[])[0])).toEqual(keys(full.item_details[0]));
  });

  it("sends our order id and amount, the buyer, one item under 50 characters, and Midtrans' callbacks", () => {
    const request = paymentRequest("gopay", { expiresAt });
    const body = buildMidtransCharge(request, now);
    expect(body).toMatchObject({
      transaction_details: { order_id: request.transactionId, gross_amount: 49_000 },
      customer_details: { first_name: "Budi Santoso", email: "budi@gmail.com", phone: "+6281234567890" },
      item_details: [{ id: request.transactionId, price: 49_000, quantity: 1 }],
      gopay: { enable_callback: true, callback_url: request.returnUrl },
    });
    const [item] = body.item_details as { name: string }[];
    expect(item?.name).toBe(request.itemName.slice(0, 50).trim());
    expect(build("shopeepay").shopeepay).toEqual({ callback_url: expect.stringMatching(/^http:\/\/lapak\.test\//) });
    const echannel = build("mandiri_va").echannel as { bill_info1: string; bill_info2: string };
    expect(echannel.bill_info1.length).toBeLessThanOrEqual(10);
    expect(echannel.bill_info2.length).toBeLessThanOrEqual(30);
    const noPhone = buildMidtransCharge({ ...request, buyer: { ...request.buyer, phone: null } }, now);
    expect(noPhone.customer_details).not.toHaveProperty("phone");
  });

  it("custom_expiry ends exactly at our expiry, in WIB, with order_time never in the future", () => {
    expect(build("qris").custom_expiry).toEqual({
      order_time: "2026-11-20 10:00:00 +0700",
      expiry_duration: 60,
      unit: "minute",
    });
    const odd = buildMidtransCharge(
      paymentRequest("bca_va", { expiresAt: new Date("2026-11-20T04:00:30.000Z") }),
      new Date("2026-11-20T03:00:10.000Z"),
    );
    // 60 min 20 s away → 61 minutes from 09:59:30 WIB, so the expiry is still 11:00:30 WIB.
    expect(odd.custom_expiry).toEqual({ order_time: "2026-11-20 09:59:30 +0700", expiry_duration: 61, unit: "minute" });
  });

  it("refuses a method Midtrans does not offer", () => {
    expect(() => build("ovo")).toThrow(GatewayError);
    expect(createMidtransGateway({ midtrans: { serverKey: "k", apiUrl: "x" }, gatewayTimeoutMs: 1 }).methods).toEqual([
      "qris",
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "gopay",
      "shopeepay",
    ]);
  });
});

describe("Midtrans charge through the fake gateway (every documented charge response)", () => {
  it.each([
    [
      "midtrans_charge_response_bank_transfer_bca.json",
      "bca_va",
      { kind: "va", bank: "bca", vaNumber: "812785002530231" },
    ],
    [
      "midtrans_charge_response_bank_transfer_bni.json",
      "bni_va",
      { kind: "va", bank: "bni", vaNumber: "9888500212345678" },
    ],
    [
      "midtrans_charge_response_bank_transfer_bni_reference.json",
      "bni_va",
      { kind: "va", bank: "bni", vaNumber: "8578000000111111" },
    ],
    [
      "midtrans_charge_response_bank_transfer_bri.json",
      "bri_va",
      { kind: "va", bank: "bri", vaNumber: "8578000000111111" },
    ],
    [
      "midtrans_charge_response_permata.json",
      "permata_va",
      { kind: "va", bank: "permata", vaNumber: "850003072869607" },
    ],
    [
      "midtrans_charge_response_echannel_mandiri_bill.json",
      "mandiri_va",
      { kind: "bill", bank: "mandiri", billerCode: "70012", billKey: "778347787706" },
    ],
    [
      "midtrans_charge_response_gopay.json",
      "gopay",
      {
        kind: "ewallet",
        deeplinkUrl: expect.stringMatching(/^https:\/\/simulator\.sandbox\.midtrans\.com\/gopay\/ui\/checkout\?/),
        qrImageUrl: expect.stringMatching(/^https:\/\/api\.sandbox\.veritrans\.co\.id\/v2\/gopay\/.+\/qr-code$/),
      },
    ],
    [
      "midtrans_charge_response_gopay_reference.json",
      "gopay",
      {
        kind: "ewallet",
        deeplinkUrl: expect.stringMatching(/^gojek:\/\/gopay\/merchanttransfer\?/),
        qrImageUrl: "https://api.midtrans.com//v4/qris/gopay/A120250818053027lQ9S1FXLIHID/qr-code",
      },
    ],
    [
      "midtrans_charge_response_qris_gopay.json",
      "qris",
      { kind: "qris", qrImageUrl: "https://api.midtrans.com/v4/qris/A120250718094848HaVD2xS9VKID/qr-code" },
    ],
    [
      "midtrans_charge_response_qris_with_qr_string.json",
      "qris",
      { kind: "qris", qrString: expect.stringMatching(/^000201010212.*6304A623$/), qrImageUrl: "OUR_QR" },
    ],
    [
      "midtrans_charge_response_shopeepay.json",
      "shopeepay",
      {
        kind: "ewallet",
        deeplinkUrl: expect.stringMatching(/^https:\/\/wsa\.uat\.wallet\.airpay\.co\.id\/universal-link\//),
      },
    ],
  ] as const)("%s → %s instructions", async (vector, method, payment) => {
    const request = paymentRequest(method);
    fake.useMidtransVector(vector);
    const created = await gatewayFor().createPayment(request);
    const expected = { ...payment } as Record<string, unknown>;
    if (expected.qrImageUrl === "OUR_QR") expected.qrImageUrl = `/v1/transactions/${request.transactionId}/qr.svg`;
    expect(created.payment).toEqual({ ...expected, instructions: expect.any(Array) });
    expect(created.payment.instructions?.length).toBeGreaterThan(2);
    const answer = fake.midtrans.get(request.transactionId)?.answer;
    expect(created.reference).toBe(answer?.transaction_id);
    expect(created.expiresAt).toEqual(request.expiresAt);
  });

  it("covers every documented charge response", () => {
    expect(vectorNames("midtrans_charge_response_")).toHaveLength(11);
  });

  it("sends Basic auth with the server key, JSON, our order id, amount and expiry", async () => {
    const request = paymentRequest("qris");
    await gatewayFor().createPayment(request);
    const sent = fake.requests.at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v2/charge");
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${DEMO_KEY}:`).toString("base64")}`);
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.body).toMatchObject({
      payment_type: "qris",
      transaction_details: { order_id: request.transactionId, gross_amount: 49_000 },
      custom_expiry: { unit: "minute", expiry_duration: 60 },
    });
  });

  it("takes Midtrans' expiry_time (WIB) as the expiry when it differs from ours", async () => {
    const request = paymentRequest("bca_va");
    fake.answerNext(200, {
      ...loadVector("midtrans_charge_response_bank_transfer_bca.json").body,
      order_id: request.transactionId,
      expiry_time: "2026-11-21 10:00:00",
    });
    const created = await gatewayFor().createPayment(request);
    expect(created.expiresAt.toISOString()).toBe("2026-11-21T03:00:00.000Z");
  });

  it("a refusal, a 5xx, a wrong key, an unreadable or incomplete answer, or a hang is a GatewayError", async () => {
    const gateway = gatewayFor(DEMO_KEY, 300);
    const attempt = () => gateway.createPayment(paymentRequest("bca_va"));
    fake.answerNext(200, {
      status_code: "406",
      status_message: "The request could not be completed due to a conflict",
    });
    await expect(attempt()).rejects.toThrow(GatewayError);
    fake.answerNext(200, { status_code: "500", status_message: "Sorry, we encountered internal server error" });
    await expect(attempt()).rejects.toThrow(GatewayError);
    fake.failNext("http500");
    await expect(attempt()).rejects.toMatchObject({ details: { status: 500 } });
    fake.failNext("invalid-json");
    await expect(attempt()).rejects.toThrow(/not JSON/);
    await expect(gatewayFor("SB-Mid-server-wrong").createPayment(paymentRequest("qris"))).rejects.toThrow(/HTTP 401/);
    fake.answerNext(200, { status_code: "201", status_message: "Success", transaction_id: "t-1" });
    await expect(attempt()).rejects.toThrow(/no va_numbers/);
    fake.answerNext(200, { ...loadVector("midtrans_charge_response_bank_transfer_bca.json").body });
    await expect(attempt()).rejects.toThrow(/another order_id/);
    fake.failNext("hang");
    const started = Date.now();
    await expect(attempt()).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("Midtrans getStatus through the fake gateway", () => {
  it("reads a charge's signed status: pending, then settlement", async () => {
    const request = paymentRequest("bni_va");
    const created = await gatewayFor().createPayment(request);
    expect(await gatewayFor().getStatus(request.transactionId)).toEqual({
      eventKey: `${request.transactionId}:201`,
      transactionId: request.transactionId,
      status: "pending",
      amount: 49_000,
      currency: "IDR",
      reference: created.reference,
    });
    fake.setMidtransStatus(request.transactionId, "settlement");
    expect(await gatewayFor().getStatus(request.transactionId)).toMatchObject({ status: "paid", amount: 49_000 });
    expect(fake.requests.at(-1)?.path).toBe(`/v2/${request.transactionId}/status`);
    expect(fake.requests.at(-1)?.headers.authorization).toMatch(/^Basic /);
  });

  it.each(["qris", "bca_va", "bni_va", "bri_va", "permata_va", "mandiri_va", "gopay", "shopeepay"] as const)(
    "%s: the documented pending, settlement and expire bodies read as pending, paid and expired",
    async (method) => {
      const request = paymentRequest(method);
      await gatewayFor().createPayment(request);
      for (const [state, status] of [
        ["pending", "pending"],
        ["settlement", "paid"],
        ["expire", "expired"],
      ] as const) {
        fake.setMidtransStatus(request.transactionId, state);
        expect(await gatewayFor().getStatus(request.transactionId), state).toMatchObject({
          transactionId: request.transactionId,
          status,
          amount: 49_000,
          currency: "IDR",
        });
      }
    },
  );

  it("an unknown order is null, whether Midtrans says 404 in HTTP or only in the body", async () => {
    expect(await gatewayFor().getStatus(randomUUID())).toBeNull();
    fake.answerNext(200, loadVector("midtrans_get_status_response_not_found.json").body);
    expect(await gatewayFor().getStatus(randomUUID())).toBeNull();
  });

  it("a status answer whose signature does not verify, a 5xx or a refusal is a GatewayError", async () => {
    fake.answerNext(200, loadVector("midtrans_get_status_response_card_settlement.json").body);
    await expect(gatewayFor().getStatus("Postman-1578568851")).rejects.toThrow(/signature_key/);
    fake.failNext("http500");
    await expect(gatewayFor().getStatus("x")).rejects.toThrow(GatewayError);
    await expect(gatewayFor("SB-Mid-server-wrong").getStatus("x")).rejects.toThrow(/HTTP 401/);
  });
});
