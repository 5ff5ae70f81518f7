/**
 * Midtrans HTTP notifications and status answers (docs.midtrans.com/docs/https-notification-webhooks):
 * the body is signed inside itself, `signature_key = SHA512(order_id + status_code + gross_amount +
 * ServerKey)` as lower-case hex over the exact strings of the body (`"200000.00"`, not `200000`).
 * Midtrans sends no auth header. GET status answers carry the same fields and the same signature.
 *
 * Nothing else in a notification is signed (DESIGN §6): `transaction_status` must agree with the
 * signed `status_code`, the inbox key is made of signed fields only, and a notification that would
 * change a transaction is confirmed with the status API before it is applied (`modules/payment-webhooks`).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { GatewayError, type GatewayNotification, InvalidSignatureError } from "./gateway";
import { isRecord, stringField } from "./http";

export interface MidtransSignedFields {
  orderId: string;
  statusCode: string;
  grossAmount: string;
}

/** The `signature_key` Midtrans computes for these fields with `serverKey` (lower-case hex, 128 chars). */
export function midtransSignature(fields: MidtransSignedFields, serverKey: string): string {
  return createHash("sha512")
    .update(fields.orderId + fields.statusCode + fields.grossAmount + serverKey)
    .digest("hex");
}

/**
 * Checks `body.signature_key` against the body's own `order_id`, `status_code` and `gross_amount`
 * (which must be strings, as Midtrans sends them) in constant time; hex case is ignored. Returns the
 * body once authentic. Throws `InvalidSignatureError` for anything else, before any field is trusted.
 */
export function verifyMidtransBody(body: unknown, serverKey: string): Record<string, unknown> {
  if (!isRecord(body) || !serverKey) throw new InvalidSignatureError();
  const orderId = stringField(body, "order_id");
  const statusCode = stringField(body, "status_code");
  const grossAmount = stringField(body, "gross_amount");
  const given = stringField(body, "signature_key");
  if (!orderId || !statusCode || !grossAmount || !given || !/^[0-9a-f]{128}$/i.test(given)) {
    throw new InvalidSignatureError();
  }
  const expected = Buffer.from(midtransSignature({ orderId, statusCode, grossAmount }, serverKey), "hex");
  if (!timingSafeEqual(Buffer.from(given, "hex"), expected)) throw new InvalidSignatureError();
  return body;
}

/**
 * `gross_amount` (`"200000.00"`) as rupiah. A fractional amount stays fractional (`"200000.50"` →
 * 200000.5) so it can never round into a match with an integer price. Throws `GatewayError` when it
 * is not a plain non-negative decimal.
 */
export function parseMidtransAmount(value: string): number {
  if (!/^\d{1,15}(\.\d{1,4})?$/.test(value)) throw new GatewayError(`unreadable Midtrans gross_amount "${value}"`);
  return Number(value);
}

/**
 * Our status for Midtrans' `transaction_status` (+ `fraud_status`): settlement/capture are paid only
 * when `fraud_status` is absent or `accept` (challenge waits, deny fails); pending/authorize wait;
 * expire expires; deny/cancel/failure fail. Refunds and chargebacks are out of scope (DESIGN §4) and
 * throw `GatewayError`, as does any status Midtrans has not documented.
 */
export function midtransStatus(transactionStatus: string, fraudStatus?: string): GatewayNotification["status"] {
  switch (transactionStatus) {
    case "settlement":
    case "capture":
      if (fraudStatus === undefined || fraudStatus === "accept") return "paid";
      return fraudStatus === "deny" ? "failed" : "pending";
    case "pending":
    case "authorize":
      return "pending";
    case "expire":
      return "expired";
    case "deny":
    case "cancel":
    case "failure":
      return "failed";
    default:
      throw new GatewayError(`Midtrans transaction_status "${transactionStatus}" is not handled`);
  }
}

/**
 * The `status_code`s Midtrans sends with each of our statuses: 200 for a settlement or an accepted
 * capture (and a cancel), 201 for pending (a card challenge too), 202 for denied, cancelled, failed
 * and expired, 407 for expired (docs.midtrans.com/reference/status-codes,
 * docs.midtrans.com/reference/code-4xx; the samples of docs.midtrans.com/docs/https-notification-webhooks).
 * Pending is accepted under 201 only, so a notification applied without confirmation (pending changes
 * nothing) never takes the inbox key of a later change; card pre-authorisation (`authorize`, sent
 * with 200) is therefore refused — this store never asks for it.
 */
const STATUS_CODES: Record<GatewayNotification["status"], readonly string[]> = {
  paid: ["200"],
  pending: ["201"],
  expired: ["202", "407"],
  failed: ["202"],
};

/**
 * Whether a verified body's unsigned `transaction_status` (read as `status`) agrees with its signed
 * `status_code` (see `STATUS_CODES`). A body that disagrees was edited after Midtrans signed it —
 * a genuine pending (201) turned into "settlement".
 */
export function statusCodeAgrees(statusCode: string, transactionStatus: string, status: GatewayNotification["status"]) {
  if (transactionStatus === "cancel" && statusCode === "200") return true;
  return STATUS_CODES[status].includes(statusCode);
}

/**
 * A verified Midtrans body in our words. `eventKey` is `<order_id>:<status_code>`, signed fields only
 * (DESIGN §3, §6): pending (201), settlement (200) and expire (202) of one order are three events, and
 * the same body with another unsigned `transaction_id` is the same event. Extra fields are ignored.
 * Throws `GatewayError` when a field we need is missing or unreadable.
 */
export function midtransNotification(body: Record<string, unknown>): GatewayNotification {
  const orderId = stringField(body, "order_id") as string;
  const rawStatus = stringField(body, "transaction_status")?.toLowerCase();
  if (!rawStatus) throw new GatewayError("Midtrans notification without transaction_status", { body });
  const fraudStatus = stringField(body, "fraud_status")?.toLowerCase();
  return {
    eventKey: `${orderId}:${stringField(body, "status_code")}`,
    transactionId: orderId,
    status: midtransStatus(rawStatus, fraudStatus),
    amount: parseMidtransAmount(stringField(body, "gross_amount") as string),
    currency: stringField(body, "currency") ?? "IDR",
    reference: stringField(body, "transaction_id") ?? null,
  };
}

/**
 * Verifies then parses a notification's raw body (see `verifyMidtransBody`, `midtransNotification`).
 * Throws `InvalidSignatureError` also when `transaction_status` disagrees with the signed
 * `status_code` (`statusCodeAgrees`): such a body is not the one Midtrans signed, so it is answered
 * like a bad signature (401, nothing recorded). `GatewayError` for an unmapped status, as before.
 */
export function parseMidtransNotification(rawBody: string, serverKey: string): GatewayNotification {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    // Nothing readable can be authentic: the signature lives inside the body.
    throw new InvalidSignatureError();
  }
  const verified = verifyMidtransBody(body, serverKey);
  const notification = midtransNotification(verified);
  const transactionStatus = (stringField(verified, "transaction_status") as string).toLowerCase();
  if (!statusCodeAgrees(verified.status_code as string, transactionStatus, notification.status)) {
    throw new InvalidSignatureError("Midtrans status_code does not agree with transaction_status");
  }
  return notification;
}
