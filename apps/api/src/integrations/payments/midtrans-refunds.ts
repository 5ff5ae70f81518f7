/**
 * Midtrans refunds (docs.midtrans.com/reference/refund-transaction, read 2026-11-27; request and
 * answer samples in test/fixtures/gateway-vectors/midtrans_refund_*.json):
 * `POST /v2/{order_id}/refund {refund_key, amount, reason}` answers HTTP 200 with `status_code`
 * "200" and `transaction_status` `refund` (the whole sale refunded) or `partial_refund`; the same
 * `refund_key` again is the same refund ("If you want to retry the same refund request please use the
 * same refund_key"). Midtrans then sends the usual HTTP notification with that status, signed like a
 * payment's; it is confirmed by `GET /v2/{order_id}/status`, whose `refunds[]` lists each refund
 * with its `refund_key` and `refund_amount`.
 *
 * Windows ("Refund Transactions", max refund window): QRIS 7 days (a QRIS paid from another issuer
 * — which Midtrans does not tell us — allows 7; from the acquirer's own app 45 or 365), GoPay 45
 * (deeplink), ShopeePay 365 (JumpApp), DANA 45, OVO 7. Virtual accounts and Mandiri Bill have no
 * refund API: manual.
 */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import {
  GatewayError,
  type GatewayRefund,
  type GatewayRefunds,
  type RefundNotification,
  RefundRefusedError,
} from "./gateway";
import { basicAuth, callGateway, isRecord, stringField } from "./http";
import type { MidtransConfig } from "./midtrans";
import { parseMidtransAmount, verifyMidtransBody } from "./midtrans-notification";

/** Days a method's payment stays refundable through Midtrans' API (see the module comment). */
export const MIDTRANS_REFUND_WINDOW_DAYS: Partial<Record<PaymentMethodCode, number>> = {
  qris: 7,
  gopay: 45,
  shopeepay: 365,
  dana: 45,
  ovo: 7,
};

const REFUND_STATUSES = new Set(["refund", "partial_refund"]);

/** `refund_key` allows letters, digits, `-` and `_` (Midtrans): a UUID is fine as it is. */
const cutReason = (reason: string) => [...reason.trim()].slice(0, 255).join("");

/** The entry of a status answer's `refunds[]` with our `refund_key`, as a `GatewayRefund`. */
function refundIn(body: Record<string, unknown>, refundKey: string): GatewayRefund | null {
  const refunds = Array.isArray(body.refunds) ? body.refunds.filter(isRecord) : [];
  const entry = refunds.find((item) => item.refund_key === refundKey);
  if (!entry) return null;
  const amount = stringField(entry, "refund_amount");
  if (!amount) throw new GatewayError("Midtrans refund entry without refund_amount", { body });
  return {
    gatewayReference: String(entry.refund_chargeback_id ?? refundKey),
    status: "succeeded",
    amount: parseMidtransAmount(amount),
  };
}

/** Midtrans' refund half of the gateway. */
export function createMidtransRefunds(config: MidtransConfig): GatewayRefunds {
  const { serverKey, apiUrl } = config.midtrans;
  const headers = { Authorization: basicAuth(serverKey), "Content-Type": "application/json" };

  async function get({ refundId, transactionId }: { refundId: string; transactionId: string }) {
    const { status, body } = await callGateway("Midtrans", {
      method: "GET",
      url: `${apiUrl}/v2/${encodeURIComponent(transactionId)}/status`,
      headers,
      timeoutMs: config.gatewayTimeoutMs,
    });
    const code = isRecord(body) ? stringField(body, "status_code") : undefined;
    if (status === 404 || code === "404") return null;
    if (status >= 300 || !isRecord(body)) {
      throw new GatewayError(`Midtrans status check failed (HTTP ${status}, ${code ?? "?"})`, { status, body });
    }
    try {
      verifyMidtransBody(body, serverKey);
    } catch (cause) {
      throw new GatewayError("Midtrans status answer has a bad signature_key", { status, body, cause });
    }
    return refundIn(body, refundId);
  }

  return {
    windowDays: (method) => MIDTRANS_REFUND_WINDOW_DAYS[method] ?? null,

    async create(request): Promise<GatewayRefund> {
      const { status, body } = await callGateway("Midtrans", {
        method: "POST",
        url: `${apiUrl}/v2/${encodeURIComponent(request.transactionId)}/refund`,
        headers,
        body: { refund_key: request.refundId, amount: request.amount, reason: cutReason(request.reason) },
        timeoutMs: config.gatewayTimeoutMs,
      });
      const code = isRecord(body) ? stringField(body, "status_code") : undefined;
      const transactionStatus = isRecord(body) ? stringField(body, "transaction_status") : undefined;
      if (status < 300 && isRecord(body) && code === "200" && REFUND_STATUSES.has(transactionStatus ?? "")) {
        const amount = stringField(body, "refund_amount");
        if (body.refund_key !== undefined && body.refund_key !== request.refundId) {
          throw new GatewayError("Midtrans answered for another refund_key", { status, body });
        }
        return {
          gatewayReference: String(body.refund_chargeback_id ?? request.refundId),
          status: "succeeded",
          amount: amount ? parseMidtransAmount(amount) : request.amount,
        };
      }
      // A retry of a refund whose first answer was lost may be refused as a repeat: ask what happened.
      const done = await get(request);
      if (done) return done;
      const message = isRecord(body) ? stringField(body, "status_message") : undefined;
      if (status >= 500 || code?.startsWith("5")) {
        throw new GatewayError(`Midtrans refund failed (HTTP ${status}, ${code ?? "?"})`, { status, body });
      }
      throw new RefundRefusedError(`Midtrans ${code ?? status}: ${message ?? "-"}`);
    },

    get,

    parseNotification({ rawBody }): RefundNotification | null {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch (cause) {
        throw new GatewayError("Midtrans notification is not JSON", { cause });
      }
      // Only a refund's notification is read here; any other goes on to the payment's parser.
      if (!isRecord(body) || !REFUND_STATUSES.has(String(body.transaction_status))) return null;
      const signed = verifyMidtransBody(body, serverKey);
      return { transactionId: stringField(signed, "order_id") };
    },
  };
}
