/**
 * Xendit adapter on the Payments API v3 (docs.xendit.co/apidocs/create-payment-request):
 * `POST /v3/payment_requests` with header `api-version: 2024-11-11`, then `GET
 * /v3/payment_requests/{payment_request_id}`; callbacks in xendit-notification.ts.
 *
 * Why v3 rather than Invoices or the per-product APIs: one call covers every method we offer (QRIS,
 * the five bank VAs, OVO, DANA, ShopeePay) by `channel_code`; it answers the instructions directly
 * (`actions[]`: QR string, VA number, redirect/deeplink URLs) so the buyer stays on our payment page
 * instead of Xendit's hosted invoice; it takes our expiry per payment (`channel_properties.expires_at`)
 * and our transaction id as `reference_id`; and Xendit now calls Invoices the "legacy Payment Link".
 * The v3 docs have no Indonesian create example (only Thai PromptPay and Vietnamese VietCapital), so
 * the Indonesian channel codes and channel properties below follow the channel pages and the
 * migration guide; the fake gateway serves the documented shapes with Indonesian values.
 */
import type { PaymentInstructions, PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import type { Config } from "../../env";
import {
  type CancelOutcome,
  type CreatedPayment,
  type CreatePaymentRequest,
  GatewayError,
  type GatewayNotification,
  type PaymentGateway,
} from "./gateway";
import { howToPay } from "./how-to-pay";
import { basicAuth, callGateway, isRecord, stringField } from "./http";
import { GATEWAY_METHODS } from "./payment-methods";
import { parseXenditNotification, xenditAmount, xenditStatus } from "./xendit-notification";
import { createXenditRefunds } from "./xendit-refunds";

export type XenditConfig = Pick<Config, "xendit" | "gatewayTimeoutMs">;

/** `api-version` of the v3 Payments API (the only value its OpenAPI enum allows). */
export const XENDIT_API_VERSION = "2024-11-11";

/** v3 `channel_code` per method (Xendit channel pages, country ID). */
export const XENDIT_CHANNELS: Partial<Record<PaymentMethodCode, string>> = {
  qris: "QRIS",
  bca_va: "BCA_VIRTUAL_ACCOUNT",
  bni_va: "BNI_VIRTUAL_ACCOUNT",
  bri_va: "BRI_VIRTUAL_ACCOUNT",
  mandiri_va: "MANDIRI_VIRTUAL_ACCOUNT",
  permata_va: "PERMATA_VIRTUAL_ACCOUNT",
  ovo: "OVO",
  dana: "DANA",
  shopeepay: "SHOPEEPAY",
};

const VA_BANKS: Partial<Record<PaymentMethodCode, string>> = {
  bca_va: "bca",
  bni_va: "bni",
  bri_va: "bri",
  mandiri_va: "mandiri",
  permata_va: "permata",
};

/**
 * The name a bank app shows for the VA: the buyer's, letters, digits and spaces only (banks refuse
 * punctuation in VA names), at most 50 characters.
 */
const vaDisplayName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 50) || "Pembeli";

/** The `channel_properties` each channel needs. Throws `GatewayError` for OVO without a phone. */
function channelProperties(request: CreatePaymentRequest): Record<string, string> {
  const expiresAt = request.expiresAt.toISOString();
  const returns = { success_return_url: request.returnUrl, failure_return_url: request.returnUrl };
  switch (request.method) {
    case "qris":
      return { expires_at: expiresAt };
    case "ovo":
      // OVO pushes an approval request to the buyer's OVO number, written +62… (E.164).
      if (!request.buyer.phone) throw new GatewayError("OVO needs the buyer's phone number");
      return { account_mobile_number: `+${request.buyer.phone}`, ...returns };
    case "dana":
    case "shopeepay":
      return returns;
    default:
      return { display_name: vaDisplayName(request.buyer.name), expires_at: expiresAt };
  }
}

/** The `POST /v3/payment_requests` body for `request` (shape of the documented v3 create samples). */
export function buildXenditPaymentRequest(request: CreatePaymentRequest): Record<string, unknown> {
  const channel = XENDIT_CHANNELS[request.method];
  if (!channel) throw new GatewayError(`Xendit does not offer ${request.method}`);
  return {
    reference_id: request.transactionId,
    type: "PAY",
    country: "ID",
    currency: "IDR",
    request_amount: request.amount,
    capture_method: "AUTOMATIC",
    channel_code: channel,
    channel_properties: channelProperties(request),
    description: [...request.itemName.trim()].slice(0, 1000).join("") || "Pembelian",
  };
}

/** `actions[]` value for a descriptor (`QR_STRING`, `VIRTUAL_ACCOUNT_NUMBER`, `WEB_URL`, `DEEPLINK_URL`). */
function action(body: Record<string, unknown>, descriptor: string): string | undefined {
  const actions = Array.isArray(body.actions) ? body.actions.filter(isRecord) : [];
  const value = actions.find((item) => item.descriptor === descriptor)?.value;
  return typeof value === "string" && value ? value : undefined;
}

/** What the buyer needs, from a payment request's `actions[]`; throws `GatewayError` when it is missing. */
export function xenditInstructions(request: CreatePaymentRequest, body: Record<string, unknown>): PaymentInstructions {
  const { method, amount, transactionId } = request;
  const missing = (what: string) => new GatewayError(`Xendit payment request has no ${what} action`, { body });
  const qrString = action(body, "QR_STRING");
  const qrImageUrl = qrString ? `/v1/transactions/${transactionId}/qr.svg` : undefined;
  const bank = VA_BANKS[method];
  if (method === "qris") {
    if (!qrString) throw missing("QR_STRING");
    return { kind: "qris", qrString, qrImageUrl, instructions: howToPay(method, { amount }) };
  }
  if (bank) {
    const vaNumber = action(body, "VIRTUAL_ACCOUNT_NUMBER");
    if (!vaNumber) throw missing("VIRTUAL_ACCOUNT_NUMBER");
    return { kind: "va", vaNumber, bank, instructions: howToPay(method, { amount, vaNumber }) };
  }
  const redirectUrl = action(body, "WEB_URL");
  const deeplinkUrl = action(body, "DEEPLINK_URL");
  // OVO has no action: the buyer approves the push notification in the OVO app.
  const approval = method === "ovo" ? "push" : redirectUrl || deeplinkUrl ? "app" : "qr";
  if (approval === "qr" && !qrString) throw missing("WEB_URL or DEEPLINK_URL");
  const payment = { kind: "ewallet", redirectUrl, deeplinkUrl, qrString, qrImageUrl } as const;
  return { ...payment, instructions: howToPay(method, { amount, approval }) };
}

const compact = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

/** A refusal's message from Xendit's `{error_code, message}` body. */
function refusal(what: string, status: number, body: unknown): GatewayError {
  const code = isRecord(body) ? stringField(body, "error_code") : undefined;
  const message = isRecord(body) ? stringField(body, "message") : undefined;
  return new GatewayError(`Xendit ${what} (HTTP ${status}${code ? `, ${code}` : ""}${message ? `: ${message}` : ""})`, {
    status,
    body,
  });
}

/** A v3 payment request object (create or GET answer) as a status reading. */
function paymentRequestStatus(body: Record<string, unknown>): GatewayNotification {
  const id = stringField(body, "payment_request_id");
  const rawStatus = stringField(body, "status");
  const transactionId = stringField(body, "reference_id");
  if (!id || !rawStatus || !transactionId) throw new GatewayError("unreadable Xendit payment request", { body });
  return {
    eventKey: `${id}:${rawStatus.toUpperCase()}`,
    transactionId,
    status: xenditStatus(rawStatus),
    amount: xenditAmount(body.request_amount),
    currency: stringField(body, "currency") ?? "IDR",
    reference: id,
  };
}

/** The Xendit gateway (Payments API v3). */
export function createXenditGateway(config: XenditConfig): PaymentGateway {
  const { secretKey, callbackToken, apiUrl } = config.xendit;
  const headers = {
    Authorization: basicAuth(secretKey),
    "Content-Type": "application/json",
    "api-version": XENDIT_API_VERSION,
  };

  return {
    name: "xendit",
    methods: GATEWAY_METHODS.xendit,
    refunds: createXenditRefunds(config, XENDIT_API_VERSION),
    // x-callback-token authenticates the whole callback (DESIGN §3), not some of its fields.
    needsStatusConfirmation: false,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const { status, body } = await callGateway("Xendit", {
        method: "POST",
        url: `${apiUrl}/v3/payment_requests`,
        headers,
        body: buildXenditPaymentRequest(request),
        timeoutMs: config.gatewayTimeoutMs,
      });
      if (status >= 300 || !isRecord(body)) throw refusal("refused the payment request", status, body);
      const reading = paymentRequestStatus(body);
      if (reading.transactionId !== request.transactionId) {
        throw new GatewayError("Xendit answered for another reference_id", { status, body });
      }
      if (reading.status === "failed" || reading.status === "expired") {
        throw new GatewayError(`Xendit payment request is ${stringField(body, "status")}`, { status, body });
      }
      const properties = isRecord(body.channel_properties) ? body.channel_properties : {};
      const answered = new Date(stringField(properties, "expires_at") ?? Number.NaN);
      return {
        reference: reading.reference,
        expiresAt: Number.isNaN(answered.getTime()) ? request.expiresAt : answered,
        payment: compact(xenditInstructions(request, body)),
      };
    },

    parseNotification(input): GatewayNotification {
      return parseXenditNotification(input, callbackToken);
    },

    async getStatus(transactionId: string, reference?: string | null): Promise<GatewayNotification | null> {
      // v3 finds a payment request only by its own id (docs.xendit.co/apidocs/get-payment-request).
      const id = reference ?? (transactionId.startsWith("pr-") ? transactionId : null);
      if (!id) throw new GatewayError("Xendit status needs the payment_request_id (the stored reference)");
      const { status, body } = await callGateway("Xendit", {
        method: "GET",
        url: `${apiUrl}/v3/payment_requests/${encodeURIComponent(id)}`,
        headers,
        timeoutMs: config.gatewayTimeoutMs,
      });
      if (status === 404) return null;
      if (status >= 300 || !isRecord(body)) throw refusal("status check failed", status, body);
      const reading = paymentRequestStatus(body);
      if (reference && reading.transactionId !== transactionId) {
        throw new GatewayError("Xendit payment request belongs to another reference_id", { status, body });
      }
      return reading;
    },

    async cancelPayment(transactionId: string, reference?: string | null): Promise<CancelOutcome> {
      // docs.xendit.co/apidocs/cancel-payment-request; a request in a terminal state answers 400
      // INACTIVE_PAYMENT_REQUEST (docs.xendit.co/docs/id/error-scenarios).
      const id = reference ?? (transactionId.startsWith("pr-") ? transactionId : null);
      if (!id) throw new GatewayError("Xendit cancel needs the payment_request_id (the stored reference)");
      const { status, body } = await callGateway("Xendit", {
        method: "POST",
        url: `${apiUrl}/v3/payment_requests/${encodeURIComponent(id)}/cancel`,
        headers,
        timeoutMs: config.gatewayTimeoutMs,
      });
      if (status < 300 && isRecord(body) && stringField(body, "status") === "CANCELED") return "cancelled";
      if (status === 400 && isRecord(body) && stringField(body, "error_code") === "INACTIVE_PAYMENT_REQUEST") {
        return "final";
      }
      throw refusal("could not cancel the payment request", status, body);
    },
  };
}
