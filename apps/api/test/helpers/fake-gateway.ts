/**
 * A local fake of the Midtrans Core API and the Xendit Payments API v3: a real `node:http` server
 * on 127.0.0.1 (random port) that answers with the vendors' documented bodies from
 * test/fixtures/gateway-vectors (kept in this repository, so a clone tests with nothing beside it;
 * ADR 0006). Ids, amounts and expiry fields are set from each request so a flow is coherent. It
 * records every request (to assert on what we sent) and can be told to fail.
 *
 * Routes: Midtrans `POST /v2/charge`, `GET /v2/{order_id|transaction_id}/status`,
 * `POST /v2/{order_id|transaction_id}/expire`, `POST /v2/{order_id|transaction_id}/refund`; Xendit
 * `POST /v3/payment_requests`, `GET /v3/payment_requests/{payment_request_id}`,
 * `POST /v3/payment_requests/{id}/cancel`, `POST /v3/refunds`, `GET /v3/refunds/{refund_id}`.
 *
 * Refunds (ADR 0020): a Midtrans refund answers the documented sample
 * (`midtrans_refund_response.json`) for the order, moves its status to `refund` / `partial_refund`
 * and lists it in the status answer's `refunds[]`; the same `refund_key` again answers the same
 * refund. A Xendit refund needs `api-version: 2024-11-11` and a `payment_id` the fake captured
 * (`captureXendit`), answers the documented refund object with the status a test chose
 * (`xenditRefundStatus`, PENDING by default), and the same `idempotency-key` again answers the same
 * refund.
 *
 * A Midtrans status check answers with the documented notification of the charge's channel in the
 * state a test set (`setMidtransStatus`; a charge starts `pending`): Midtrans documents that a GET
 * status answer carries the same fields as the notification. It is re-signed for the test order.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import type { CreatePaymentRequest } from "../../src/integrations/payments/gateway";

export const VECTORS_DIR = fileURLToPath(new URL("../fixtures/gateway-vectors/", import.meta.url));

export interface Vector {
  source: string;
  description: string;
  headers?: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: vendor bodies are free-form JSON, read field by field in tests.
  body: Record<string, any>;
  notes?: string[];
}

/** One vendor example (a deep copy each time). */
export function loadVector(name: string): Vector {
  return JSON.parse(readFileSync(`${VECTORS_DIR}${name}`, "utf8"));
}

/** The vector file names starting with `prefix`, sorted. */
export function vectorNames(prefix: string): string[] {
  return readdirSync(VECTORS_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".json"))
    .sort();
}

/** SHA512(order_id + status_code + gross_amount + serverKey), written here independently of the adapter. */
export function signMidtrans(body: { order_id: string; status_code: string; gross_amount: string }, key: string) {
  return createHash("sha512")
    .update(body.order_id + body.status_code + body.gross_amount + key)
    .digest("hex");
}

/**
 * A `createPayment` request for adapter tests: Rp49.000 for a fresh transaction id, expiring in an
 * hour on a whole second; `overrides` replace any field (a buyer name with punctuation, an amount).
 */
export function paymentRequest(method: PaymentMethodCode, overrides: Partial<CreatePaymentRequest> = {}) {
  const transactionId = randomUUID();
  return {
    transactionId,
    amount: 49_000,
    method,
    expiresAt: new Date(Date.now() + 60 * 60_000 - (Date.now() % 1000)),
    buyer: { name: "Budi Santoso", email: "budi@gmail.com", phone: "6281234567890" },
    itemName: "Preset Foto Lightroom",
    returnUrl: `http://lapak.test/payment/${transactionId}`,
    ...overrides,
  } satisfies CreatePaymentRequest;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON of what the adapter sent.
  body: any;
}

/**
 * `lose-answer`: the request is carried out, then answered 500 (as when an answer is lost on the way
 * back), so a retry meets what the first call did.
 */
export type FailureMode = "http500" | "invalid-json" | "hang" | "lose-answer";

export interface FakeGateway {
  /** `http://127.0.0.1:<port>`: MIDTRANS_API_URL / XENDIT_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** The next `count` requests fail this way (a hang never answers: for timeouts). */
  failNext(mode: FailureMode, count?: number): void;
  /** The next request is answered with exactly this status and JSON body. */
  answerNext(status: number, body: unknown): void;
  /** The next Midtrans charge answers from this `midtrans_charge_response_*.json` instead of the default. */
  useMidtransVector(name: string): void;
  /** Midtrans charges made so far, by order_id: the answer sent, plus the status a status check reports. */
  midtrans: Map<
    string,
    { answer: Record<string, unknown>; transactionStatus: string; refunds: Record<string, unknown>[] }
  >;
  /**
   * What Midtrans' status check says about `orderId` from now on (`settlement`, `expire`, `capture`, …);
   * `null` forgets the order, so the check answers the documented 404.
   */
  setMidtransStatus(orderId: string, transactionStatus: string | null): void;
  /** Xendit payment requests made so far, by payment_request_id (the object a GET returns). */
  xendit: Map<string, Record<string, unknown>>;
  /** Marks a Xendit payment request SUCCEEDED and answers the `payment_id` (`py-…`) of its capture. */
  captureXendit(paymentRequestId: string): string;
  /** The status new Xendit refunds answer with (`PENDING` until changed). */
  xenditRefundStatus: "PENDING" | "SUCCEEDED" | "FAILED";
  /** Xendit refunds made so far, by refund_id (the object a GET returns; change `status` to settle one). */
  xenditRefunds: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

export interface FakeGatewayOptions {
  /** When set, Midtrans calls must carry `Basic base64(key + ":")` (else 401), and status answers are signed with it. */
  midtransServerKey?: string;
  /** When set, Xendit calls must carry `Basic base64(key + ":")` (else 401). */
  xenditSecretKey?: string;
}

const MIDTRANS_DEFAULT_VECTOR: Record<string, string> = {
  qris: "midtrans_charge_response_qris_with_qr_string.json",
  bca: "midtrans_charge_response_bank_transfer_bca.json",
  bni: "midtrans_charge_response_bank_transfer_bni.json",
  bri: "midtrans_charge_response_bank_transfer_bri.json",
  permata: "midtrans_charge_response_permata.json",
  echannel: "midtrans_charge_response_echannel_mandiri_bill.json",
  gopay: "midtrans_charge_response_gopay.json",
  shopeepay: "midtrans_charge_response_shopeepay.json",
};

type MidtransState = "pending" | "settlement" | "expire";

/**
 * The documented notification a status check answers with, by channel (`payment_type`, the bank for
 * `bank_transfer`) and state. Channels the docs show no pending or expire example for borrow the
 * BNI VA ones (the only VA with all three); any other state is the settlement example with that
 * `transaction_status` and the documented `status_code`.
 */
const MIDTRANS_STATUS_VECTORS: Record<string, Partial<Record<MidtransState, string>>> = {
  qris: {
    pending: "midtrans_notification_qris_pending.json",
    settlement: "midtrans_notification_qris_settlement.json",
    expire: "midtrans_notification_qris_expire.json",
  },
  gopay: {
    pending: "midtrans_notification_gopay_pending.json",
    settlement: "midtrans_notification_gopay_settlement.json",
    expire: "midtrans_notification_gopay_expire.json",
  },
  shopeepay: {
    pending: "midtrans_notification_shopeepay_pending.json",
    settlement: "midtrans_notification_shopeepay_settlement.json",
    expire: "midtrans_notification_shopeepay_expire.json",
  },
  bni: {
    pending: "midtrans_notification_bank_transfer_bni_pending.json",
    settlement: "midtrans_notification_bank_transfer_bni_settlement.json",
    expire: "midtrans_notification_bank_transfer_bni_expire.json",
  },
  bca: {
    pending: "midtrans_notification_bank_transfer_bca_pending_sdk_mock.json",
    settlement: "midtrans_notification_bank_transfer_bca_settlement.json",
  },
  bri: { settlement: "midtrans_notification_bank_transfer_bri_settlement.json" },
  permata: { settlement: "midtrans_notification_bank_transfer_permata_settlement.json" },
  echannel: { settlement: "midtrans_notification_echannel_mandiri_bill_settlement.json" },
};
/** docs.midtrans.com/reference/status-codes: 200 success, 201 pending or challenge, 202 denied. */
const MIDTRANS_STATUS_CODES: Record<string, string> = { capture: "200", deny: "202", cancel: "202", failure: "202" };

const WIB_MS = 7 * 3600_000;
const wib = (instant: number) => new Date(instant + WIB_MS).toISOString().slice(0, 19).replace("T", " ");
const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3600_000, day: 86_400_000 };

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

/** Starts the fake; `close()` it in `afterAll`. */
export async function startFakeGateway(options: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  const failures: FailureMode[] = [];
  const canned: { status: number; body: unknown }[] = [];
  const midtransVectors: string[] = [];
  const midtrans: FakeGateway["midtrans"] = new Map();
  const xendit: FakeGateway["xendit"] = new Map();
  const xenditRefunds: FakeGateway["xenditRefunds"] = new Map();
  /** payment_id (`py-…`) → payment_request_id, for the captures `captureXendit` made. */
  const xenditPayments = new Map<string, string>();
  let refundCounter = 1;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  // biome-ignore lint/suspicious/noExplicitAny: request JSON from the adapter.
  function midtransCharge(body: any): { status: number; body: unknown } {
    const type = body.payment_type as string;
    const key = type === "bank_transfer" ? body.bank_transfer?.bank : type;
    const vector = midtransVectors.shift() ?? MIDTRANS_DEFAULT_VECTOR[key];
    if (!vector) return { status: 200, body: { status_code: "400", status_message: `unknown payment_type ${type}` } };
    const template = loadVector(vector).body;
    const transactionId = randomUUID();
    // The documented transaction_id also appears inside action URLs: keep them coherent.
    const answer = JSON.parse(JSON.stringify(template).replaceAll(template.transaction_id, transactionId));
    const orderId = body.transaction_details.order_id;
    answer.order_id = orderId;
    answer.gross_amount = `${body.transaction_details.gross_amount}.00`;
    answer.transaction_time = wib(Date.now());
    const expiry = body.custom_expiry;
    if (expiry) {
      const [date, time] = String(expiry.order_time).split(" ");
      const start = Date.parse(`${date}T${time}+07:00`);
      answer.expiry_time = wib(start + expiry.expiry_duration * (UNIT_MS[expiry.unit] ?? 60_000));
    }
    midtrans.set(orderId, { answer, transactionStatus: "pending", refunds: [] });
    return { status: 200, body: answer };
  }

  function midtransStatus(id: string): { status: number; body: unknown } {
    const found = midtrans.get(id) ?? [...midtrans.values()].find((entry) => entry.answer.transaction_id === id);
    if (!found) return { status: 404, body: loadVector("midtrans_get_status_response_not_found.json").body };
    const { answer, transactionStatus } = found;
    const banks = Array.isArray(answer.va_numbers) ? (answer.va_numbers as { bank?: string }[]) : [];
    const channel = answer.permata_va_number ? "permata" : (banks[0]?.bank ?? String(answer.payment_type));
    const vectors = { ...MIDTRANS_STATUS_VECTORS.bni, ...MIDTRANS_STATUS_VECTORS[channel] };
    const documented = vectors[transactionStatus as MidtransState];
    const { signature_key: _signature, ...fields } = loadVector(documented ?? (vectors.settlement as string)).body;
    const refunded = found.refunds.reduce((sum, refund) => sum + Number(refund.refund_amount), 0);
    const body: Record<string, unknown> = {
      ...fields,
      ...(found.refunds.length ? { refund_amount: `${refunded}.00`, refunds: found.refunds } : {}),
      status_message: "Success, transaction is found",
      order_id: answer.order_id,
      transaction_id: answer.transaction_id,
      gross_amount: answer.gross_amount,
      transaction_time: answer.transaction_time,
      payment_type: answer.payment_type,
      ...(documented
        ? {}
        : { transaction_status: transactionStatus, status_code: MIDTRANS_STATUS_CODES[transactionStatus] ?? "200" }),
    };
    body.signature_key = signMidtrans(body as never, options.midtransServerKey ?? "");
    return { status: 200, body };
  }

  /** `POST /v2/{id}/expire`: the documented 407 answer for a pending charge, else the 412 refusal. */
  function midtransExpire(id: string): { status: number; body: unknown } {
    const found = midtrans.get(id) ?? [...midtrans.values()].find((entry) => entry.answer.transaction_id === id);
    if (!found) return { status: 404, body: loadVector("midtrans_get_status_response_not_found.json").body };
    if (found.transactionStatus !== "pending") {
      return { status: 200, body: loadVector("midtrans_expire_response_cannot_modify.json").body };
    }
    found.transactionStatus = "expire";
    const { answer } = found;
    return {
      status: 200,
      body: {
        ...loadVector("midtrans_expire_response.json").body,
        transaction_id: answer.transaction_id,
        order_id: answer.order_id,
        payment_type: answer.payment_type,
        transaction_time: answer.transaction_time,
        gross_amount: answer.gross_amount,
      },
    };
  }

  /**
   * `POST /v2/{id}/refund`: the documented answer for this order (`refund`, or `partial_refund` while
   * some is left), or the documented 412 when the order is not settled or the amount is more than is
   * left. A `refund_key` seen before answers its refund again.
   */
  // biome-ignore lint/suspicious/noExplicitAny: request JSON from the adapter.
  function midtransRefund(id: string, body: any): { status: number; body: unknown } {
    const found = midtrans.get(id) ?? [...midtrans.values()].find((entry) => entry.answer.transaction_id === id);
    if (!found) return { status: 404, body: loadVector("midtrans_get_status_response_not_found.json").body };
    const { answer } = found;
    const gross = Number.parseInt(String(answer.gross_amount), 10);
    const refunded = () => found.refunds.reduce((sum, refund) => sum + Number(refund.refund_amount), 0);
    const respond = (refund: Record<string, unknown>) => ({
      status: 200,
      body: {
        ...loadVector("midtrans_refund_response.json").body,
        transaction_id: answer.transaction_id,
        order_id: answer.order_id,
        payment_type: answer.payment_type,
        transaction_time: answer.transaction_time,
        gross_amount: answer.gross_amount,
        transaction_status: found.transactionStatus,
        refund_chargeback_id: refund.refund_chargeback_id,
        refund_amount: refund.refund_amount,
        refund_key: refund.refund_key,
      },
    });
    const again = found.refunds.find((refund) => refund.refund_key === body?.refund_key);
    if (again) return respond(again);
    const amount = body?.amount === undefined ? gross - refunded() : Number(body.amount);
    const refundable = ["settlement", "capture", "partial_refund"].includes(found.transactionStatus);
    if (!refundable || !Number.isInteger(amount) || amount <= 0 || amount > gross - refunded()) {
      return { status: 200, body: loadVector("midtrans_expire_response_cannot_modify.json").body };
    }
    const refund = {
      refund_chargeback_id: refundCounter++,
      refund_amount: `${amount}.00`,
      created_at: wib(Date.now()),
      reason: body?.reason ?? "",
      refund_key: body?.refund_key ?? randomUUID(),
    };
    found.refunds.push(refund);
    found.transactionStatus = refunded() >= gross ? "refund" : "partial_refund";
    return respond(refund);
  }

  /**
   * `POST /v3/refunds` (api-version 2024-11-11): the documented refund object for a captured payment,
   * in the status a test chose; 400 on a wrong api-version, 404 for an unknown payment_id, 400 when the
   * amount is more than is left. The same `idempotency-key` again answers the same refund.
   */
  // biome-ignore lint/suspicious/noExplicitAny: request JSON from the adapter.
  function xenditRefund(headers: IncomingHttpHeaders, body: any): { status: number; body: unknown } {
    if (headers["api-version"] !== "2024-11-11") {
      return { status: 400, body: { error_code: "API_VALIDATION_ERROR", message: "api-version is invalid" } };
    }
    const key = String(headers["idempotency-key"] ?? "");
    const again = [...xenditRefunds.values()].find((refund) => key && refund.idempotency_key === key);
    if (again) return { status: 200, body: { ...again, idempotency_key: undefined } };
    const paymentRequest = xendit.get(xenditPayments.get(String(body?.payment_id)) ?? "");
    if (!paymentRequest) return { status: 404, body: { error_code: "DATA_NOT_FOUND", message: "Payment not found" } };
    const paid = Number(paymentRequest.request_amount);
    const refunded = [...xenditRefunds.values()]
      .filter((refund) => refund.payment_id === body.payment_id && refund.status !== "FAILED")
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = body.amount === undefined ? paid - refunded : Number(body.amount);
    if (!(amount > 0) || amount > paid - refunded) {
      return { status: 400, body: { error_code: "MAXIMUM_REFUND_AMOUNT_REACHED", message: "Refund amount exceeds" } };
    }
    const now = new Date().toISOString();
    const refund = {
      ...loadVector("xendit_refund_v3_get_response_succeeded.json").body,
      refund_id: `rfd-${randomUUID()}`,
      reference_id: body.reference_id,
      payment_id: body.payment_id,
      status: fake.xenditRefundStatus,
      amount,
      currency: "IDR",
      channel_code: paymentRequest.channel_code,
      reason: body.reason,
      created: now,
      updated: now,
      metadata: body.metadata ?? null,
    };
    xenditRefunds.set(refund.refund_id, { ...refund, idempotency_key: key });
    return { status: 200, body: refund };
  }

  /** `POST /v3/payment_requests/{id}/cancel`: the request, now CANCELED, or 400 once it is final. */
  function xenditCancel(id: string): { status: number; body: unknown } {
    const found = xendit.get(id);
    if (!found) return { status: 404, body: { error_code: "DATA_NOT_FOUND", message: "Payment request not found" } };
    if (!["REQUIRES_ACTION", "PENDING", "ACCEPTING_PAYMENTS"].includes(String(found.status))) {
      return { status: 400, body: loadVector("xendit_payment_v3_cancel_inactive.json").body };
    }
    found.status = "CANCELED";
    found.updated = new Date().toISOString();
    return { status: 200, body: found };
  }

  // The v3 docs have only Thai (PromptPay) and Vietnamese (VietCapital) create examples: their shapes
  // are served here with Indonesian values (country ID, IDR, ID channel codes, an ID QRIS string).
  // biome-ignore lint/suspicious/noExplicitAny: request JSON from the adapter.
  function xenditCreate(body: any): { status: number; body: unknown } {
    const channel = String(body.channel_code);
    const template = loadVector(
      channel.endsWith("_VIRTUAL_ACCOUNT")
        ? "xendit_payment_v3_create_response_va_vietcapital.json"
        : "xendit_payment_v3_create_response_qr_promptpay.json",
    ).body;
    const id = `pr-${randomUUID()}`;
    const digits = BigInt(`0x${createHash("sha256").update(id).digest("hex")}`).toString();
    const qris = loadVector("xendit_payment_method_v2_create_response_qris_sdk_fixture.json").body.qr_code;
    const actions: Record<string, string>[] = channel.endsWith("_VIRTUAL_ACCOUNT")
      ? [{ type: "PRESENT_TO_CUSTOMER", descriptor: "VIRTUAL_ACCOUNT_NUMBER", value: `8808${digits.slice(0, 12)}` }]
      : channel === "QRIS"
        ? [{ type: "PRESENT_TO_CUSTOMER", descriptor: "QR_STRING", value: qris.channel_properties.qr_string }]
        : channel === "DANA"
          ? [{ type: "REDIRECT_CUSTOMER", descriptor: "WEB_URL", value: `https://m.dana.id/checkout?ref=${id}` }]
          : channel === "SHOPEEPAY"
            ? [
                { type: "REDIRECT_CUSTOMER", descriptor: "DEEPLINK_URL", value: `shopeeid://main/pay?ref=${id}` },
                {
                  type: "REDIRECT_CUSTOMER",
                  descriptor: "WEB_URL",
                  value: `https://pay.shopee.co.id/checkout?ref=${id}`,
                },
              ]
            : []; // OVO: the buyer approves a push notification in the app.
    const now = new Date().toISOString();
    const { metadata: _metadata, description: _description, ...shape } = template;
    const answer = {
      ...shape,
      reference_id: body.reference_id,
      payment_request_id: id,
      type: body.type ?? "PAY",
      country: "ID",
      currency: "IDR",
      request_amount: body.request_amount,
      capture_method: body.capture_method ?? "AUTOMATIC",
      channel_code: channel,
      channel_properties: body.channel_properties ?? {},
      ...(body.description ? { description: body.description } : {}),
      actions,
      status: "REQUIRES_ACTION",
      created: now,
      updated: now,
    };
    xendit.set(id, answer);
    return { status: 201, body: answer };
  }

  function route(method: string, path: string, headers: IncomingHttpHeaders, body: unknown) {
    const auth = headers.authorization;
    if (path.startsWith("/v2/")) {
      if (options.midtransServerKey && auth !== basic(options.midtransServerKey)) {
        return { status: 401, body: { status_code: "401", status_message: "Unknown Merchant server_key/id" } };
      }
      if (method === "POST" && path === "/v2/charge") return midtransCharge(body);
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (method === "GET" && status) return midtransStatus(decodeURIComponent(status[1] as string));
      const expire = /^\/v2\/([^/]+)\/expire$/.exec(path);
      if (method === "POST" && expire) return midtransExpire(decodeURIComponent(expire[1] as string));
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (method === "POST" && refund) return midtransRefund(decodeURIComponent(refund[1] as string), body);
    }
    if (path.startsWith("/v3/")) {
      if (options.xenditSecretKey && auth !== basic(options.xenditSecretKey)) {
        return { status: 401, body: { error_code: "INVALID_API_KEY", message: "API key is not authorized" } };
      }
      if (method === "POST" && path === "/v3/payment_requests") return xenditCreate(body);
      if (method === "POST" && path === "/v3/refunds") return xenditRefund(headers, body);
      const refundGet = /^\/v3\/refunds\/([^/]+)$/.exec(path);
      if (method === "GET" && refundGet) {
        const found = xenditRefunds.get(decodeURIComponent(refundGet[1] as string));
        return found
          ? { status: 200, body: { ...found, idempotency_key: undefined } }
          : { status: 404, body: { error_code: "DATA_NOT_FOUND", message: "Refund not found" } };
      }
      const cancel = /^\/v3\/payment_requests\/([^/]+)\/cancel$/.exec(path);
      if (method === "POST" && cancel) return xenditCancel(decodeURIComponent(cancel[1] as string));
      const get = /^\/v3\/payment_requests\/([^/]+)$/.exec(path);
      if (method === "GET" && get) {
        const found = xendit.get(decodeURIComponent(get[1] as string));
        return found
          ? { status: 200, body: found }
          : { status: 404, body: { error_code: "DATA_NOT_FOUND", message: "Payment request not found" } };
      }
    }
    return { status: 404, body: { message: `fake gateway: no route ${method} ${path}` } };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = rawBody ? JSON.parse(rawBody) : null;
      } catch {
        body = rawBody;
      }
      const path = (req.url ?? "/").split("?")[0] as string;
      requests.push({ method: req.method ?? "GET", path, headers: req.headers, rawBody, body });
      const failure = failures.shift();
      if (failure === "hang") return; // never answers; close() drops the socket
      if (failure === "http500") return send(res, 500, { status_code: "500", status_message: "Internal Server Error" });
      if (failure === "invalid-json") {
        res.writeHead(200, { "content-type": "application/json" }).end("<html>502 Bad Gateway</html>");
        return;
      }
      const answer = canned.shift() ?? route(req.method ?? "GET", path, req.headers, body);
      if (failure === "lose-answer") return send(res, 500, { status_code: "500", status_message: "answer lost" });
      send(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // A process's first fetch loads undici, which on a busy machine can outlast the API tests'
  // GATEWAY_TIMEOUT_MS of 500 ms on their first charge: pay for it here, then forget it.
  await (await fetch(`http://127.0.0.1:${port}/warm-up`)).text();
  requests.length = 0;

  const fake: FakeGateway = {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (mode, count = 1) => failures.push(...Array<FailureMode>(count).fill(mode)),
    answerNext: (status, body) => canned.push({ status, body }),
    useMidtransVector: (name) => midtransVectors.push(name),
    midtrans,
    setMidtransStatus: (orderId, transactionStatus) => {
      const entry = midtrans.get(orderId);
      if (!entry) throw new Error(`fake gateway: no Midtrans charge for ${orderId}`);
      if (transactionStatus === null) midtrans.delete(orderId);
      else entry.transactionStatus = transactionStatus;
    },
    xendit,
    captureXendit: (paymentRequestId) => {
      const found = xendit.get(paymentRequestId);
      if (!found) throw new Error(`fake gateway: no Xendit payment request ${paymentRequestId}`);
      found.status = "SUCCEEDED";
      const paymentId = `py-${randomUUID()}`;
      xenditPayments.set(paymentId, paymentRequestId);
      return paymentId;
    },
    xenditRefundStatus: "PENDING",
    xenditRefunds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
