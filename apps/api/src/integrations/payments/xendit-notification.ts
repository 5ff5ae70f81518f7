/**
 * Xendit callbacks (docs.xendit.co/docs/handling-webhooks). Authenticity is the static per-account
 * token in the `x-callback-token` header (Dashboard → Webhooks), not an HMAC of the body: compared
 * in constant time with `XENDIT_CALLBACK_TOKEN` before the body is even parsed.
 *
 * The body's shape depends on the product and its version, and all documented ones are read:
 * - Payments API v3 `payment.capture` / `payment.authorization` / `payment.failure` and v2
 *   `payment.succeeded`…: `{event, data: {reference_id, status, request_amount|amount, currency,
 *   payment_id|id, payment_request_id}}` — what our own v3 payment requests produce;
 * - QR Codes 2022-07-31: `{event: "qr.payment", data: {reference_id, status: SUCCEEDED, amount, id}}`;
 * - QR Codes V1: `{event: "qr.payment", status: COMPLETED, amount, id, qr_code: {external_id}}`;
 * - Invoice (legacy Payment Link): `{id, external_id, status: PAID|SETTLED|EXPIRED, amount, paid_amount}`;
 * - Fixed VA paid: `{payment_id, callback_virtual_account_id, external_id, amount}` with no status,
 *   since Xendit sends it only for a successful payment.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { GatewayError, type GatewayNotification, InvalidSignatureError, type NotificationInput } from "./gateway";
import { headerValue, isRecord, stringField } from "./http";

/** Constant-time string equality (both sides hashed first, so lengths leak nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Throws `InvalidSignatureError` unless `x-callback-token` equals `callbackToken` (never empty). */
export function verifyXenditToken(headers: NotificationInput["headers"], callbackToken: string): void {
  const given = headerValue(headers, "x-callback-token");
  if (!callbackToken || !given || !sameSecret(given, callbackToken)) throw new InvalidSignatureError();
}

/**
 * Xendit's status words, across products, in ours. Throws `GatewayError` for one we do not know
 * (a refund or a new status must not be guessed into money).
 */
export function xenditStatus(raw: string): GatewayNotification["status"] {
  switch (raw.toUpperCase()) {
    case "SUCCEEDED":
    case "COMPLETED":
    case "PAID":
    case "SETTLED":
      return "paid";
    case "PENDING":
    case "REQUIRES_ACTION":
    case "ACCEPTING_PAYMENTS":
    case "AUTHORIZED":
      return "pending";
    case "EXPIRED":
      return "expired";
    case "FAILED":
    case "CANCELED":
    case "CANCELLED":
      return "failed";
    default:
      throw new GatewayError(`Xendit status "${raw}" is not handled`);
  }
}

/**
 * An amount as Xendit writes it: a JSON number, or a numeric string (the docs' markdown export
 * renders v3 numbers as strings). Fractions stay fractions so they never match an integer price.
 */
export function xenditAmount(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === "string" && /^\d{1,15}(\.\d{1,4})?$/.test(value)) return Number(value);
  throw new GatewayError(`unreadable Xendit amount ${JSON.stringify(value)}`);
}

interface Reading {
  /** Xendit's id for this payment (payment id, invoice id, QR payment id). */
  xenditId: string;
  rawStatus: string;
  transactionId: string;
  amount: unknown;
  currency?: string;
  reference: string | null;
  /** v3 `payment_id` of a capture (what the v3 refund API asks for). */
  paymentId?: string;
}

/** Which documented shape `body` is, and its fields; throws `GatewayError` when none fits. */
function read(body: Record<string, unknown>): Reading {
  const event = stringField(body, "event");
  const data = body.data;
  if (event && isRecord(data) && (event === "qr.payment" || event.startsWith("payment."))) {
    const xenditId = stringField(data, "payment_id") ?? stringField(data, "id");
    return {
      xenditId: xenditId as string,
      rawStatus: stringField(data, "status") as string,
      transactionId: stringField(data, "reference_id") as string,
      amount: data.amount ?? data.request_amount,
      currency: stringField(data, "currency"),
      reference: stringField(data, "payment_request_id") ?? xenditId ?? null,
      paymentId: stringField(data, "payment_id"),
    };
  }
  if (event === "qr.payment" && isRecord(body.qr_code)) {
    return {
      xenditId: stringField(body, "id") as string,
      rawStatus: stringField(body, "status") as string,
      transactionId: stringField(body.qr_code, "external_id") as string,
      amount: body.amount,
      currency: stringField(body, "currency"),
      reference: stringField(body, "id") ?? null,
    };
  }
  if (!event && stringField(body, "callback_virtual_account_id") && body.status === undefined) {
    return {
      xenditId: stringField(body, "payment_id") as string,
      rawStatus: "PAID",
      transactionId: stringField(body, "external_id") as string,
      amount: body.amount,
      currency: stringField(body, "currency"),
      reference: stringField(body, "payment_id") ?? null,
    };
  }
  if (!event && stringField(body, "external_id") && stringField(body, "status")) {
    const rawStatus = stringField(body, "status") as string;
    const paid = xenditStatus(rawStatus) === "paid";
    return {
      xenditId: stringField(body, "id") as string,
      rawStatus,
      transactionId: stringField(body, "external_id") as string,
      amount: paid && body.paid_amount !== undefined ? body.paid_amount : body.amount,
      currency: stringField(body, "currency"),
      reference: stringField(body, "id") ?? null,
    };
  }
  throw new GatewayError(`Xendit callback of an unknown shape${event ? ` (event ${event})` : ""}`);
}

/**
 * Verifies the token, then reads the callback. `eventKey` is the `webhook-id` header when Xendit
 * sends one, else `<Xendit id>:<status>`. Throws `InvalidSignatureError` (not Xendit's) or
 * `GatewayError` (Xendit's, but unreadable).
 */
export function parseXenditNotification(input: NotificationInput, callbackToken: string): GatewayNotification {
  verifyXenditToken(input.headers, callbackToken);
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch (cause) {
    throw new GatewayError("Xendit callback is not JSON", { cause });
  }
  if (!isRecord(body)) throw new GatewayError("Xendit callback is not a JSON object");
  const reading = read(body);
  if (!reading.xenditId || !reading.rawStatus || !reading.transactionId) {
    throw new GatewayError("Xendit callback without its id, status or reference", { body });
  }
  const webhookId = headerValue(input.headers, "webhook-id")?.trim();
  return {
    eventKey:
      webhookId && webhookId.length <= 200 ? webhookId : `${reading.xenditId}:${reading.rawStatus.toUpperCase()}`,
    transactionId: reading.transactionId,
    status: xenditStatus(reading.rawStatus),
    amount: xenditAmount(reading.amount),
    currency: reading.currency ?? "IDR",
    reference: reading.reference,
    ...(reading.paymentId ? { paymentId: reading.paymentId } : {}),
  };
}
