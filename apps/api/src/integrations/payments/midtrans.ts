/**
 * Midtrans Core API adapter (docs.midtrans.com/reference): `POST /v2/charge` for QRIS, bank transfer
 * VAs (BCA, BNI, BRI, Permata), Mandiri Bill (`echannel`), GoPay and ShopeePay; notifications signed
 * with `signature_key` (see midtrans-notification.ts); `GET /v2/{order_id}/status`. Plain `fetch`
 * with Basic auth `base64(serverKey + ":")`: the official SDK wraps the same three calls. Refunds:
 * midtrans-refunds.ts.
 *
 * The expiry is sent as `custom_expiry` and `expiresAt` is Midtrans' `expiry_time` when it answers
 * one (WIB wall time), else the requested instant.
 */
import type { PaymentInstructions } from "@lapak/shared/schemas/transaction";
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
import { midtransNotification, parseMidtransNotification, verifyMidtransBody } from "./midtrans-notification";
import { createMidtransRefunds } from "./midtrans-refunds";
import { GATEWAY_METHODS } from "./payment-methods";
import { formatWibDateTime, parseWibDateTime } from "./wib-time";

export type MidtransConfig = Pick<Config, "midtrans" | "gatewayTimeoutMs">;

const VA_BANKS = { bca_va: "bca", bni_va: "bni", bri_va: "bri" } as const;

/** `[...text].slice(0, max)`: cut by characters, never inside a surrogate pair. */
const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join("").trim();

/**
 * The `POST /v2/charge` body for `request` at `now` (docs.midtrans.com/reference/charge-transactions-1,
 * samples in test/fixtures/gateway-vectors/midtrans_charge_request_*.json). `custom_expiry` starts
 * `order_time` whole minutes before `request.expiresAt`, so Midtrans expires the payment at our
 * expiry (to the second) while `order_time` is never in the future.
 */
export function buildMidtransCharge(request: CreatePaymentRequest, now: Date): Record<string, unknown> {
  const minutes = Math.max(1, Math.ceil((request.expiresAt.getTime() - now.getTime()) / 60_000));
  const orderTime = new Date(request.expiresAt.getTime() - minutes * 60_000);
  const body: Record<string, unknown> = {
    transaction_details: { order_id: request.transactionId, gross_amount: request.amount },
    customer_details: {
      first_name: cut(request.buyer.name, 255),
      email: request.buyer.email,
      ...(request.buyer.phone ? { phone: `+${request.buyer.phone}` } : {}),
    },
    // Midtrans refuses item names over 50 characters and item totals that differ from gross_amount.
    item_details: [{ id: request.transactionId, name: cut(request.itemName, 50), price: request.amount, quantity: 1 }],
    custom_expiry: { order_time: `${formatWibDateTime(orderTime)} +0700`, expiry_duration: minutes, unit: "minute" },
  };
  switch (request.method) {
    case "qris":
      return { payment_type: "qris", ...body, qris: { acquirer: "gopay" } };
    case "bca_va":
    case "bni_va":
    case "bri_va":
      return { payment_type: "bank_transfer", ...body, bank_transfer: { bank: VA_BANKS[request.method] } };
    case "permata_va":
      return { payment_type: "permata", ...body };
    case "mandiri_va":
      // Mandiri truncates bill_info1 at 10 characters and bill_info2 at 30 (Midtrans echannel docs).
      return {
        payment_type: "echannel",
        ...body,
        echannel: { bill_info1: "Pembayaran", bill_info2: cut(request.itemName, 30) },
      };
    case "gopay":
      return { payment_type: "gopay", ...body, gopay: { enable_callback: true, callback_url: request.returnUrl } };
    case "shopeepay":
      return { payment_type: "shopeepay", ...body, shopeepay: { callback_url: request.returnUrl } };
    default:
      throw new GatewayError(`Midtrans does not offer ${request.method}`);
  }
}

/** The URL of the named entry of a charge answer's `actions` (`generate-qr-code`, `deeplink-redirect`). */
function actionUrl(body: Record<string, unknown>, ...names: string[]): string | undefined {
  const actions = Array.isArray(body.actions) ? body.actions.filter(isRecord) : [];
  for (const name of names) {
    const url = actions.find((action) => action.name === name)?.url;
    if (typeof url === "string" && url) return url;
  }
  return undefined;
}

/**
 * What the buyer needs, read from a successful charge answer (each channel puts it elsewhere: VA
 * numbers in `va_numbers[]`, Permata in `permata_va_number`, Mandiri Bill in `bill_key` +
 * `biller_code`, QR and e-wallet links in `actions[]`). Throws `GatewayError` when it is missing.
 */
export function midtransInstructions(
  request: CreatePaymentRequest,
  body: Record<string, unknown>,
): PaymentInstructions {
  const { method, amount, transactionId } = request;
  const missing = (what: string) => new GatewayError(`Midtrans charge answer has no ${what}`, { body });
  const ourQr = `/v1/transactions/${transactionId}/qr.svg`;
  switch (method) {
    case "qris": {
      const qrString = stringField(body, "qr_string");
      const qrImageUrl = qrString ? ourQr : actionUrl(body, "generate-qr-code-v2", "generate-qr-code");
      if (!qrImageUrl) throw missing("QR code");
      return { kind: "qris", qrString, qrImageUrl, instructions: howToPay(method, { amount }) };
    }
    case "bca_va":
    case "bni_va":
    case "bri_va": {
      const bank = VA_BANKS[method];
      const numbers = Array.isArray(body.va_numbers) ? body.va_numbers.filter(isRecord) : [];
      const entry = numbers.find((item) => item.bank === bank) ?? numbers[0];
      const vaNumber = entry && stringField(entry, "va_number");
      if (!vaNumber) throw missing("va_numbers");
      return { kind: "va", vaNumber, bank, instructions: howToPay(method, { amount, vaNumber }) };
    }
    case "permata_va": {
      const vaNumber = stringField(body, "permata_va_number");
      if (!vaNumber) throw missing("permata_va_number");
      return { kind: "va", vaNumber, bank: "permata", instructions: howToPay(method, { amount, vaNumber }) };
    }
    case "mandiri_va": {
      const billKey = stringField(body, "bill_key");
      const billerCode = stringField(body, "biller_code");
      if (!billKey || !billerCode) throw missing("bill_key and biller_code");
      const instructions = howToPay(method, { amount, billerCode, billKey });
      return { kind: "bill", bank: "mandiri", billerCode, billKey, instructions };
    }
    default: {
      const deeplinkUrl = actionUrl(body, "deeplink-redirect");
      const qrString = stringField(body, "qr_string");
      const qrImageUrl = qrString ? ourQr : actionUrl(body, "generate-qr-code-v2", "generate-qr-code");
      if (!deeplinkUrl && !qrImageUrl) throw missing("deeplink-redirect action");
      const approval = deeplinkUrl ? "app" : "qr";
      return {
        kind: "ewallet",
        deeplinkUrl,
        qrString,
        qrImageUrl,
        instructions: howToPay(method, { amount, approval }),
      };
    }
  }
}

/** Drops undefined fields so stored instructions hold only what the channel gave. */
const compact = (payment: PaymentInstructions) =>
  Object.fromEntries(Object.entries(payment).filter(([, value]) => value !== undefined)) as PaymentInstructions;

/** The Midtrans gateway. `now` is for tests (custom_expiry's order_time). */
export function createMidtransGateway(config: MidtransConfig, options: { now?: () => Date } = {}): PaymentGateway {
  const { serverKey, apiUrl } = config.midtrans;
  const headers = { Authorization: basicAuth(serverKey), "Content-Type": "application/json" };
  const now = options.now ?? (() => new Date());

  return {
    name: "midtrans",
    methods: GATEWAY_METHODS.midtrans,
    refunds: createMidtransRefunds(config),
    // signature_key covers order_id, status_code and gross_amount only (midtrans-notification.ts).
    needsStatusConfirmation: true,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const charge = buildMidtransCharge(request, now());
      const answer = await callGateway("Midtrans", {
        method: "POST",
        url: `${apiUrl}/v2/charge`,
        headers,
        body: charge,
        timeoutMs: config.gatewayTimeoutMs,
      });
      const { status, body } = answer;
      // Midtrans answers HTTP 200 with the outcome in the body's status_code: "201" = created.
      const code = isRecord(body) ? stringField(body, "status_code") : undefined;
      if (status >= 300 || !isRecord(body) || (code !== "201" && code !== "200")) {
        const message = isRecord(body) ? stringField(body, "status_message") : undefined;
        throw new GatewayError(`Midtrans refused the charge (HTTP ${status}, ${code ?? "?"}: ${message ?? "-"})`, {
          status,
          body,
        });
      }
      if (body.order_id !== undefined && body.order_id !== request.transactionId) {
        throw new GatewayError("Midtrans answered for another order_id", { status, body });
      }
      return {
        reference: stringField(body, "transaction_id") ?? null,
        expiresAt: parseWibDateTime(body.expiry_time) ?? request.expiresAt,
        payment: compact(midtransInstructions(request, body)),
      };
    },

    parseNotification({ rawBody }): GatewayNotification {
      return parseMidtransNotification(rawBody, serverKey);
    },

    async getStatus(transactionId: string): Promise<GatewayNotification | null> {
      const { status, body } = await callGateway("Midtrans", {
        method: "GET",
        url: `${apiUrl}/v2/${encodeURIComponent(transactionId)}/status`,
        headers,
        timeoutMs: config.gatewayTimeoutMs,
      });
      const code = isRecord(body) ? stringField(body, "status_code") : undefined;
      if (status === 404 || code === "404") return null;
      if (status >= 300 || !isRecord(body) || !stringField(body, "transaction_status")) {
        throw new GatewayError(`Midtrans status check failed (HTTP ${status}, ${code ?? "?"})`, { status, body });
      }
      try {
        // An answer to our own authenticated request: read as it is, without statusCodeAgrees (Midtrans'
        // DANA/ShopeePay status sample writes PENDING with "200"; a pending answer never moves money).
        return midtransNotification(verifyMidtransBody(body, serverKey));
      } catch (cause) {
        if (cause instanceof GatewayError) throw cause;
        throw new GatewayError("Midtrans status answer has a bad signature_key", { status, body, cause });
      }
    },

    async cancelPayment(transactionId: string): Promise<CancelOutcome> {
      // docs.midtrans.com/reference/expire-api: HTTP 200 with status_code "407" once expired, "412"
      // when the transaction is no longer pending (then its own notification settles it).
      const { status, body } = await callGateway("Midtrans", {
        method: "POST",
        url: `${apiUrl}/v2/${encodeURIComponent(transactionId)}/expire`,
        headers,
        timeoutMs: config.gatewayTimeoutMs,
      });
      const code = isRecord(body) ? stringField(body, "status_code") : undefined;
      if (status < 300 && code === "407") return "cancelled";
      if (code === "412") return "final";
      throw new GatewayError(`Midtrans could not expire the transaction (HTTP ${status}, ${code ?? "?"})`, {
        status,
        body,
      });
    },
  };
}
